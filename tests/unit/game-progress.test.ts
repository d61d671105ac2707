// Streaks, stats and the history rows (spec §4, §9), with fixed dates across month ends and
// DST changes. The time zone is set before any date is made: New York changes clocks on
// 2026-03-08 and 2026-11-01.
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, msUntilLocalMidnight, parseDateParam, todayLocal } from '../../src/game/calendar.ts';
import type { GameResult } from '../../src/game/model.ts';
import { currentStreak, dailyStreak, historyRows, longestStreak, mergeHistories, newProgress, recordResult, statsSummary } from '../../src/game/progress-rules.ts';

const r = (date: string, won: boolean, attemptsUsed = 4, mode: 'hard' | 'sandbox' = 'hard'): GameResult => ({ date, mode, won, attemptsUsed });
const record = (results: GameResult[], today: string) => results.reduce((p, x) => recordResult(p, x, today), newProgress('p1', '2026-01-01T00:00:00Z'));

describe('calendar days', () => {
  it('counts whole days across DST changes and month ends', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(0);
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads the local date, and counts down to local midnight on a 23-hour day', () => {
    expect(todayLocal(new Date(2026, 2, 8, 23, 30))).toBe('2026-03-08');
    expect(msUntilLocalMidnight(new Date(2026, 2, 8, 23, 0))).toBe(3_600_000);
    expect(msUntilLocalMidnight(new Date(2026, 2, 8, 0, 0))).toBe(23 * 3_600_000);
  });

  it('reads route dates in both formats and falls back to today otherwise', () => {
    const today = '2026-03-08';
    expect(parseDateParam('2025-09-01', today)).toBe('2025-09-01');
    expect(parseDateParam('250901', today)).toBe('2025-09-01');
    for (const bad of [undefined, 'info-x', '2025-02-30', '20250901', '2026-03-09', '260309', '2025-08-26']) expect(parseDateParam(bad, today)).toBe(today);
  });
});

describe('streaks', () => {
  it('counts the daily streak back from today across a DST change and a month end', () => {
    const results = [r('2026-02-27', true), r('2026-02-28', false), r('2026-03-01', true), r('2026-03-07', true), r('2026-03-08', true), r('2026-03-09', false)];
    expect(dailyStreak(results, '2026-03-09')).toBe(3);
    expect(dailyStreak(results.slice(0, 3), '2026-03-02')).toBe(3);
  });

  it('starts the daily streak only if the latest result is today or yesterday', () => {
    const results = [r('2026-10-30', true), r('2026-10-31', true)];
    expect(dailyStreak(results, '2026-10-31')).toBe(2);
    expect(dailyStreak(results, '2026-11-01')).toBe(2);
    expect(dailyStreak(results, '2026-11-02')).toBe(0);
  });

  it('counts consecutive wins from the latest result, and the longest run of wins', () => {
    const results = [r('2026-01-01', true), r('2026-01-02', true), r('2026-01-03', true), r('2026-01-05', false), r('2026-01-06', true), r('2026-01-07', true)];
    expect(currentStreak(results)).toBe(2);
    expect(longestStreak(results)).toBe(3);
    expect(currentStreak([...results, r('2026-01-08', false)])).toBe(0);
  });
});

describe('recording results', () => {
  it('ignores sandbox results and replaces an earlier result for the same date', () => {
    const p = record([r('2026-03-07', false, 9), r('2026-03-07', true, 3), r('2026-03-08', true, 2, 'sandbox')], '2026-03-08');
    expect(p.gameHistory).toEqual([r('2026-03-07', true, 3)]);
    expect(p).toMatchObject({ totalGames: 1, gamesWon: 1, lastPlayedDate: '2026-03-07', dailyStreak: 1, currentStreak: 1, longestStreak: 1 });
  });

  it('rounds win rate and average attempts to one decimal over the whole history', () => {
    const p = record([r('2026-01-30', true, 3), r('2026-01-31', false, 9), r('2026-02-01', true, 4)], '2026-02-01');
    expect(statsSummary(p, '2026-02-01')).toEqual({ totalGames: 3, gamesWon: 2, winRate: 66.7, dailyStreak: 3, currentStreak: 1, longestStreak: 1, averageAttempts: 5.3 });
    expect(statsSummary(null, '2026-02-01')).toEqual({ totalGames: 0, gamesWon: 0, winRate: 0, dailyStreak: 0, currentStreak: 0, longestStreak: 0, averageAttempts: 0 });
  });

  it('lists one row per day from the first tracked day to today, newest first', () => {
    const p = record([r('2026-10-30', true), r('2026-11-01', false)], '2026-11-02');
    expect(historyRows(p, '2026-11-02')).toEqual([
      { date: '2026-11-02', status: 'not-played' },
      { date: '2026-11-01', status: 'lost' },
      { date: '2026-10-31', status: 'not-played' },
      { date: '2026-10-30', status: 'won' },
    ]);
  });

  it('merges an imported history by date, keeping the existing entry for a date in both', () => {
    expect(mergeHistories([r('2026-01-02', true)], [r('2026-01-01', false), r('2026-01-02', false)])).toEqual([r('2026-01-01', false), r('2026-01-02', true)]);
  });
});
