// Progress and stats rules (spec §3, §4, §9): recording results, the three streaks, the
// summary, and the stats sheet's day-by-day rows. Pure functions over game results.
import { addDays, daysBetween } from './calendar.ts';
import type { DayStatus, GameResult, HistoryEntry, ProgressRecord, StatsSummary } from './model.ts';

export function newProgress(userId: string, now: string): ProgressRecord {
  return {
    userId,
    dailyStreak: 0,
    totalGames: 0,
    gamesWon: 0,
    currentStreak: 0,
    longestStreak: 0,
    gameHistory: [],
    preferences: { theme: 'light', defaultMode: 'hard' },
    createdAt: now,
    lastPlayedDate: '',
  };
}

const byDate = (results: readonly GameResult[]) => [...results].sort((a, b) => a.date.localeCompare(b.date));
const hardOnly = (results: readonly GameResult[]) => results.filter((r) => r.mode === 'hard');

/** Consecutive calendar days with a result, counting back from today; only if the latest is today or yesterday. */
export function dailyStreak(results: readonly GameResult[], today: string): number {
  const dates = [...new Set(hardOnly(results).map((r) => r.date))].sort().reverse();
  if (!dates.length || daysBetween(dates[0]!, today) > 1 || dates[0]! > today) return 0;
  let streak = 1;
  while (streak < dates.length && dates[streak] === addDays(dates[streak - 1]!, -1)) streak++;
  return streak;
}

/** Consecutive wins from the most recent result back. */
export function currentStreak(results: readonly GameResult[]): number {
  const sorted = byDate(hardOnly(results)).reverse();
  const firstLoss = sorted.findIndex((r) => !r.won);
  return firstLoss === -1 ? sorted.length : firstLoss;
}

/** The longest run of wins in the history. */
export function longestStreak(results: readonly GameResult[]): number {
  let best = 0;
  let run = 0;
  for (const r of byDate(hardOnly(results))) {
    run = r.won ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Records a hard-mode result, replacing any earlier one for its date, and recomputes totals and streaks. */
export function recordResult(progress: ProgressRecord, result: GameResult, today: string): ProgressRecord {
  if (result.mode !== 'hard') return progress;
  return withTotals({ ...progress, gameHistory: [...progress.gameHistory.filter((r) => r.date !== result.date), result] }, today, result.date);
}

/** Totals and streaks recomputed from the hard-mode history. */
export function withTotals(progress: ProgressRecord, today: string, lastPlayedDate = progress.lastPlayedDate): ProgressRecord {
  const history = byDate(progress.gameHistory);
  const hard = hardOnly(history);
  return {
    ...progress,
    gameHistory: history,
    totalGames: hard.length,
    gamesWon: hard.filter((r) => r.won).length,
    lastPlayedDate,
    dailyStreak: dailyStreak(hard, today),
    currentStreak: currentStreak(hard),
    longestStreak: longestStreak(hard),
  };
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

export function statsSummary(progress: ProgressRecord | null, today: string): StatsSummary {
  if (!progress) return { totalGames: 0, gamesWon: 0, winRate: 0, dailyStreak: 0, currentStreak: 0, longestStreak: 0, averageAttempts: 0 };
  const hard = hardOnly(progress.gameHistory);
  const won = hard.filter((r) => r.won).length;
  return {
    totalGames: hard.length,
    gamesWon: won,
    winRate: hard.length ? oneDecimal((won / hard.length) * 100) : 0,
    dailyStreak: dailyStreak(hard, today),
    currentStreak: currentStreak(hard),
    longestStreak: longestStreak(hard),
    averageAttempts: hard.length ? oneDecimal(hard.reduce((s, r) => s + r.attemptsUsed, 0) / hard.length) : 0,
  };
}

/** Dated win/loss entries, newest first, optionally limited. */
export function history(progress: ProgressRecord | null, limit?: number): HistoryEntry[] {
  const entries = byDate(hardOnly(progress?.gameHistory ?? [])).reverse().map((r) => ({ date: r.date, won: r.won }));
  return limit === undefined ? entries : entries.slice(0, limit);
}

/** One row per day from the first tracked day to today, newest first. */
export function historyRows(progress: ProgressRecord | null, today: string): { date: string; status: DayStatus }[] {
  const entries = history(progress);
  if (!entries.length) return [];
  const byDay = new Map(entries.map((e) => [e.date, e.won]));
  const first = entries[entries.length - 1]!.date;
  const days = daysBetween(first, today);
  return Array.from({ length: days + 1 }, (_, i) => {
    const date = addDays(today, -i);
    const won = byDay.get(date);
    return { date, status: won === undefined ? 'not-played' : won ? 'won' : 'lost' };
  });
}

/** Merges an imported history into an existing one by date; the existing entry wins a tie. */
export function mergeHistories(existing: readonly GameResult[], imported: readonly GameResult[]): GameResult[] {
  const dates = new Set(existing.map((r) => r.date));
  return byDate([...existing, ...imported.filter((r) => !dates.has(r.date))]);
}
