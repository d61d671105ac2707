// The game's data as spec §3 names it: guess entries, the problem, results and progress.
import type { TokenScore } from '../scoring/evaluation.ts';

export type MetaType = 'intro' | 'win' | 'loss' | 'sandbox-warning' | 'hint';

export interface GuessMeta {
  type: MetaType;
  dateISO?: string;
  sandbox?: boolean;
  hintsUsed?: number;
  totalHints?: number;
  index?: number;
  text?: string;
  isLoading?: boolean;
}

/** A card of the game: a scored guess or hint, or one of the notice cards (meta says which). */
export interface GuessEntry {
  id: string;
  text: string;
  score: number;
  input_tokens: TokenScore[];
  result_tokens: TokenScore[];
  meta?: GuessMeta;
}

export interface Problem {
  id: string;
  date: string;
  theme: string;
  hints: string[];
}

export type GameMode = 'hard' | 'sandbox';

export interface GameResult {
  date: string;
  mode: GameMode;
  won: boolean;
  attemptsUsed: number;
  problemId?: string;
  guessesUsed?: number;
  hintsUsed?: number;
  completedAt?: string;
}

export interface ProgressRecord {
  userId: string;
  dailyStreak: number;
  totalGames: number;
  gamesWon: number;
  currentStreak: number;
  longestStreak: number;
  gameHistory: GameResult[];
  preferences: { theme: 'light' | 'dark'; defaultMode: GameMode };
  createdAt: string;
  lastPlayedDate: string;
}

/** What is saved per player and date while a game is under way (spec §3 "Current game state"). */
export interface SavedGame {
  date: string;
  problemId: string;
  guesses: GuessEntry[];
  hintIndexUsed: number;
  isWon: boolean;
  gaveUp: boolean;
  sandbox: boolean;
}

export interface StatsSummary {
  totalGames: number;
  gamesWon: number;
  winRate: number;
  dailyStreak: number;
  currentStreak: number;
  longestStreak: number;
  averageAttempts: number;
}

export interface HistoryEntry {
  date: string;
  won: boolean;
}

export type DayStatus = 'won' | 'lost' | 'not-played';
