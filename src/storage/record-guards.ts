// Checks stored values before trusting them: anything unreadable is treated as absent.
import type { GameResult, GuessEntry, ProgressRecord, SavedGame } from '../game/model.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isTokens = (v: unknown) => Array.isArray(v) && v.every((t) => isObject(t) && typeof t.token === 'string' && typeof t.score === 'number');

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

export function isSavedGame(v: unknown): v is SavedGame {
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
