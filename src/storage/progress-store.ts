// The player's progress record in IndexedDB (spec §3, §4, §8): results, streaks, stats,
// history, and the export/import that carries them to a new device.
import { todayLocal } from '../game/calendar.ts';
import type { GameResult, HistoryEntry, ProgressRecord, StatsSummary } from '../game/model.ts';
import { history, mergeHistories, newProgress, recordResult, statsSummary, withTotals } from '../game/progress-rules.ts';
import { database, progressKey, type VibeCheckDb } from './database.ts';
import { isGameResult, isProgressRecord } from './record-guards.ts';

/** The record, or null if there is none or it cannot be read. */
export async function loadProgress(playerId: string, db: VibeCheckDb = database()): Promise<ProgressRecord | null> {
  try {
    const row = await db.progress.get(progressKey(playerId));
    return row && isProgressRecord(row.value) ? row.value : null;
  } catch (error) {
    console.error('Could not read progress', error);
    return null;
  }
}

/** Saving progress rethrows its errors (spec §8): a lost result must not pass silently. */
export async function saveProgress(progress: ProgressRecord, db: VibeCheckDb = database()): Promise<void> {
  await db.progress.put({ key: progressKey(progress.userId), value: progress });
}

export async function createPlayer(playerId: string, db: VibeCheckDb = database()): Promise<ProgressRecord> {
  const record = newProgress(playerId, new Date().toISOString());
  await saveProgress(record, db);
  return record;
}

export async function getOrCreateProgress(playerId: string, db: VibeCheckDb = database()): Promise<ProgressRecord> {
  return (await loadProgress(playerId, db)) ?? createPlayer(playerId, db);
}

export async function deletePlayer(playerId: string, db: VibeCheckDb = database()): Promise<void> {
  await db.progress.delete(progressKey(playerId));
}

export async function recordGameResult(playerId: string, result: GameResult, today = todayLocal(), db: VibeCheckDb = database()): Promise<ProgressRecord> {
  const progress = await loadProgress(playerId, db);
  if (!progress) throw new Error(`User ${playerId} not found`);
  const updated = recordResult(progress, result, today);
  if (updated !== progress) await saveProgress(updated, db);
  return updated;
}

export async function readStats(playerId: string, today = todayLocal(), db: VibeCheckDb = database()): Promise<StatsSummary> {
  return statsSummary(await loadProgress(playerId, db), today);
}

export async function readHistory(playerId: string, limit?: number, db: VibeCheckDb = database()): Promise<HistoryEntry[]> {
  return history(await loadProgress(playerId, db), limit);
}

const EXPORT_FORMAT = 'vibe-check-progress';

/** The whole progress record as a copyable code (JSON). */
export async function exportProgress(playerId: string, db: VibeCheckDb = database()): Promise<string> {
  const progress = await getOrCreateProgress(playerId, db);
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, progress });
}

/** Reads an exported code, checks it, and merges its history into this player's by date. */
export async function importProgress(playerId: string, text: string, today = todayLocal(), db: VibeCheckDb = database()): Promise<ProgressRecord> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('This is not a Vibe Check progress code.');
  }
  const data = parsed as { format?: unknown; progress?: { gameHistory?: unknown } } | null;
  if (data?.format !== EXPORT_FORMAT || !Array.isArray(data.progress?.gameHistory)) throw new Error('This is not a Vibe Check progress code.');
  const results = data.progress.gameHistory as unknown[];
  const bad = results.findIndex((r) => !isGameResult(r));
  if (bad !== -1) throw new Error(`The code is damaged: game ${bad + 1} of its history cannot be read.`);
  const mine = await getOrCreateProgress(playerId, db);
  const merged = mergeHistories(mine.gameHistory, results as GameResult[]);
  const latest = merged.filter((r) => r.mode === 'hard').at(-1)?.date ?? mine.lastPlayedDate;
  const updated = withTotals({ ...mine, gameHistory: merged }, today, latest);
  await saveProgress(updated, db);
  return updated;
}
