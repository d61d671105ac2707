// Checks stored values before trusting them: anything unreadable is treated as absent.
import type { GameResult, GuessEntry, ProgressRecord, SavedGame } from '../game/model.ts';
import type { Match, TokenScore } from '../scoring/evaluation.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const MATCHES: readonly unknown[] = ['placed', 'present', 'form', 'none'] satisfies Match[];
// Guesses saved before match marks existed have none: they read as unmarked words.
const isTokens = (v: unknown) => Array.isArray(v) && v.every((t) => isObject(t) && typeof t.token === 'string' && typeof t.score === 'number' && (t.match === undefined || MATCHES.includes(t.match)));

export function isGameResult(v: unknown): v is GameResult {
  return isObject(v) && isDate(v.date) && (v.mode === 'hard' || v.mode === 'sandbox') && typeof v.won === 'boolean' && typeof v.attemptsUsed === 'number' && Number.isFinite(v.attemptsUsed);
}

export function isProgressRecord(v: unknown): v is ProgressRecord {
  return (
    isObject(v) &&
    typeof v.userId === 'string' &&
    Array.isArray(v.gameHistory) &&
    v.gameHistory.every(isGameResult) &&
    typeof v.createdAt === 'string' &&
    typeof v.lastPlayedDate === 'string' &&
    isObject(v.preferences) &&
    ['totalGames', 'gamesWon', 'dailyStreak', 'currentStreak', 'longestStreak'].every((k) => typeof v[k] === 'number')
  );
}

function isGuessEntry(v: unknown): v is GuessEntry {
  return isObject(v) && typeof v.id === 'string' && typeof v.text === 'string' && typeof v.score === 'number' && isTokens(v.input_tokens) && isTokens(v.result_tokens) && (v.meta === undefined || (isObject(v.meta) && typeof v.meta.type === 'string'));
}

function isSavedGame(v: unknown): v is SavedGame {
  return (
    isObject(v) &&
    isDate(v.date) &&
    typeof v.problemId === 'string' &&
    Array.isArray(v.guesses) &&
    v.guesses.every(isGuessEntry) &&
    typeof v.hintIndexUsed === 'number' &&
    typeof v.isWon === 'boolean' &&
    typeof v.gaveUp === 'boolean' &&
    typeof v.sandbox === 'boolean'
  );
}

const withMatches = (tokens: TokenScore[]): TokenScore[] => tokens.map((t) => (t.match ? t : { ...t, match: 'none' }));

/** A saved game as the game reads it today, or null when it cannot be read. */
export function readSavedGame(v: unknown): SavedGame | null {
  if (!isSavedGame(v)) return null;
  return { ...v, guesses: v.guesses.map((g) => ({ ...g, input_tokens: withMatches(g.input_tokens), result_tokens: withMatches(g.result_tokens) })) };
}
