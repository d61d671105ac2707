// Progress and current-game storage in IndexedDB (fake-indexeddb) and the localStorage settings.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedGame } from '../../src/game/model.ts';
import { currentGameKey, onStorageError, progressKey, VibeCheckDb } from '../../src/storage/database.ts';
import { clearCurrentGame, loadCurrentGame, saveCurrentGame } from '../../src/storage/game-store.ts';
import { createPlayer, deletePlayer, exportProgress, getOrCreateProgress, importProgress, loadProgress, readHistory, readStats, recordGameResult } from '../../src/storage/progress-store.ts';
import { helpShown, initialTheme, markHelpShown, playerId, storedTheme, storeTheme } from '../../src/storage/preferences.ts';

let db: VibeCheckDb;
let n = 0;
beforeEach(() => {
  db = new VibeCheckDb(`test-${n++}`);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const game: SavedGame = { date: '2026-03-08', problemId: '194', guesses: [{ id: 'g1', text: 'a cat', score: 0.4, input_tokens: [{ token: 'a', score: 0.1, match: 'none' }], result_tokens: [] }], hintIndexUsed: -1, isWon: false, gaveUp: false, sandbox: false };

describe('progress records', () => {
  it('creates, reads and deletes a player under the spec key name', async () => {
    await createPlayer('p1', db);
    expect((await db.progress.get(progressKey('p1')))?.key).toBe('vibe-check-p1');
    expect(await loadProgress('p1', db)).toMatchObject({ userId: 'p1', totalGames: 0, preferences: { theme: 'light', defaultMode: 'hard' }, lastPlayedDate: '' });
    await deletePlayer('p1', db);
    expect(await loadProgress('p1', db)).toBeNull();
  });

  it("refuses to record for an unknown player with 'User {id} not found'", async () => {
    await expect(recordGameResult('ghost', { date: '2026-03-08', mode: 'hard', won: true, attemptsUsed: 3 }, '2026-03-08', db)).rejects.toThrow('User ghost not found');
  });

  it('records results and reads stats and history', async () => {
    await getOrCreateProgress('p1', db);
    await recordGameResult('p1', { date: '2026-03-07', mode: 'hard', won: true, attemptsUsed: 3 }, '2026-03-08', db);
    await recordGameResult('p1', { date: '2026-03-08', mode: 'hard', won: false, attemptsUsed: 9 }, '2026-03-08', db);
    expect(await readStats('p1', '2026-03-08', db)).toMatchObject({ totalGames: 2, winRate: 50, averageAttempts: 6, dailyStreak: 2, currentStreak: 0, longestStreak: 1 });
    expect(await readHistory('p1', 1, db)).toEqual([{ date: '2026-03-08', won: false }]);
  });

  it('treats an unreadable record as absent', async () => {
    await db.progress.put({ key: progressKey('p1'), value: { userId: 'p1', gameHistory: 'garbage' } });
    expect(await loadProgress('p1', db)).toBeNull();
    expect(await readStats('p1', '2026-03-08', db)).toMatchObject({ totalGames: 0 });
  });

  it('exports the whole record and imports it elsewhere, merging by date', async () => {
    await getOrCreateProgress('old-phone', db);
    await recordGameResult('old-phone', { date: '2026-03-06', mode: 'hard', won: true, attemptsUsed: 2 }, '2026-03-08', db);
    await recordGameResult('old-phone', { date: '2026-03-07', mode: 'hard', won: false, attemptsUsed: 9 }, '2026-03-08', db);
    const code = await exportProgress('old-phone', db);
    await getOrCreateProgress('new-phone', db);
    await recordGameResult('new-phone', { date: '2026-03-07', mode: 'hard', won: true, attemptsUsed: 4 }, '2026-03-08', db);
    const merged = await importProgress('new-phone', code, '2026-03-08', db);
    expect(merged.gameHistory.map((r) => [r.date, r.won])).toEqual([['2026-03-06', true], ['2026-03-07', true]]);
    expect(merged).toMatchObject({ totalGames: 2, gamesWon: 2, longestStreak: 2 });
  });

  it('rejects an import that is not a progress code, or a damaged one, and changes nothing', async () => {
    await getOrCreateProgress('p1', db);
    await expect(importProgress('p1', 'hello', '2026-03-08', db)).rejects.toThrow('This is not a Vibe Check progress code.');
    await expect(importProgress('p1', JSON.stringify({ format: 'vibe-check-progress', progress: { gameHistory: [{ date: 'x' }] } }), '2026-03-08', db)).rejects.toThrow('game 1 of its history');
    expect((await loadProgress('p1', db))!.gameHistory).toEqual([]);
  });
});

describe('the current game', () => {
  it('saves, loads and clears the game of a date under the spec key name', async () => {
    await saveCurrentGame('p1', game, db);
    expect((await db.games.get(currentGameKey('p1', '2026-03-08')))?.key).toBe('vibe-check-p1-current-2026-03-08');
    expect(await loadCurrentGame('p1', '2026-03-08', db)).toEqual(game);
    expect(await loadCurrentGame('p1', '2026-03-09', db)).toBeNull();
    await clearCurrentGame('p1', '2026-03-08', db);
    expect(await loadCurrentGame('p1', '2026-03-08', db)).toBeNull();
  });

  it('reads a game saved before match marks existed with its words unmarked, and refuses an unknown mark', async () => {
    const { match: _, ...unmarked } = game.guesses[0]!.input_tokens[0]!;
    await db.games.put({ key: currentGameKey('p1', '2026-03-08'), value: { ...game, guesses: [{ ...game.guesses[0]!, input_tokens: [unmarked] }] } });
    expect(await loadCurrentGame('p1', '2026-03-08', db)).toEqual(game);
    await db.games.put({ key: currentGameKey('p1', '2026-03-08'), value: { ...game, guesses: [{ ...game.guesses[0]!, input_tokens: [{ ...unmarked, match: 'nearly' }] }] } });
    expect(await loadCurrentGame('p1', '2026-03-08', db)).toBeNull();
  });

  it('loads an unreadable saved game as null', async () => {
    await db.games.put({ key: currentGameKey('p1', '2026-03-08'), value: { ...game, guesses: [{ id: 1 }] } });
    expect(await loadCurrentGame('p1', '2026-03-08', db)).toBeNull();
  });

  it('swallows a failed save but tells the listeners', async () => {
    const messages: string[] = [];
    const off = onStorageError((m) => messages.push(m));
    const broken = new VibeCheckDb(`broken-${n++}`);
    vi.spyOn(broken.games, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await expect(saveCurrentGame('p1', game, broken)).resolves.toBeUndefined();
    expect(messages).toEqual(['Your progress could not be saved on this device: the device is out of storage space.']);
    off();
  });
});

describe('settings in localStorage', () => {
  const store = new Map<string, string>();
  const fakeStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', fakeStorage);
  });

  it('makes the player id once and keeps it', () => {
    const id = playerId();
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(playerId()).toBe(id);
  });

  it('keeps the theme, and starts from the stored choice, else the system, else the hour', () => {
    expect(initialTheme(new Date(2026, 0, 1, 20), null)).toBe('dark');
    expect(initialTheme(new Date(2026, 0, 1, 12), null)).toBe('light');
    expect(initialTheme(new Date(2026, 0, 1, 12), true)).toBe('dark');
    storeTheme('light');
    expect(storedTheme()).toBe('light');
    expect(initialTheme(new Date(2026, 0, 1, 23), true)).toBe('light');
    store.set('theme', 'purple');
    expect(storedTheme()).toBeNull();
  });

  it('remembers that the help was shown (version 1)', () => {
    expect(helpShown()).toBe(false);
    markHelpShown();
    expect(helpShown()).toBe(true);
  });

  it('treats a storage that throws as empty instead of crashing', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } });
    expect(storedTheme()).toBeNull();
    expect(helpShown()).toBe(false);
    expect(() => storeTheme('dark')).not.toThrow();
    expect(playerId()).toMatch(/^[\w-]{8,}$/);
  });
});
