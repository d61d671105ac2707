// The game's rules (spec §4) as one pure reducer. Side effects are requested as data: the UI
// sees `needsSolution` or `resultToRecord`, does the work, and reports back with an action.
import { type GuessEvaluation, isWin } from '../scoring/evaluation.ts';
import { DEFAULT_INTENSITY, MAX_ATTEMPTS } from './constants.ts';
import type { GameResult, GuessEntry, Problem, SavedGame } from './model.ts';

export type GameStatus = 'loading' | 'playing' | 'won' | 'lost';

export interface GameState {
  date: string;
  status: GameStatus;
  error: string | null;
  problem: Problem | null;
  guesses: GuessEntry[];
  hintIndexUsed: number;
  isWon: boolean;
  gaveUp: boolean;
  sandbox: boolean;
  pending: boolean;
  hintLoading: boolean;
  /** The game is lost (9th attempt or give-up): the UI fetches the solution and sends solutionLoaded. */
  needsSolution: boolean;
  /** A finished game waiting to be recorded; cleared by resultRecorded, and never set twice. */
  resultToRecord: GameResult | null;
  recorded: boolean;
  nextId: number;
}

export type GameAction =
  | { type: 'load'; date: string }
  | { type: 'loaded'; problem: Problem; saved: SavedGame | null; finishedBefore: boolean }
  | { type: 'loadFailed'; message: string }
  | { type: 'submit' }
  | { type: 'guessScored'; text: string; evaluation: GuessEvaluation; now: string }
  | { type: 'guessFailed' }
  | { type: 'hintRequested' }
  | { type: 'hintScored'; evaluation: GuessEvaluation; now: string }
  | { type: 'hintFailed' }
  | { type: 'giveUp' }
  | { type: 'solutionLoaded'; answer: string; now: string }
  | { type: 'solutionRecovered'; answer: string }
  | { type: 'resultRecorded' };

export function initialGameState(date: string): GameState {
  return {
    date,
    status: 'loading',
    error: null,
    problem: null,
    guesses: [],
    hintIndexUsed: -1,
    isWon: false,
    gaveUp: false,
    sandbox: false,
    pending: false,
    hintLoading: false,
    needsSolution: false,
    resultToRecord: null,
    recorded: false,
    nextId: 1,
  };
}

/** Guesses and hints count as attempts; notice cards don't. */
export const isAttempt = (entry: GuessEntry) => entry.meta === undefined || entry.meta.type === 'hint';

export const attemptsOf = (state: GameState) => state.guesses.filter(isAttempt).length;

const isOver = (state: GameState) => state.isWon || state.gaveUp;
const hintsLeft = (state: GameState) => (state.problem ? state.problem.hints.length - (state.hintIndexUsed + 1) : 0);
const outOfAttempts = (state: GameState) => !state.sandbox && attemptsOf(state) >= MAX_ATTEMPTS;

function notice(state: GameState, meta: GuessEntry['meta']): GuessEntry {
  return { id: `${state.date}-${meta!.type}-${state.nextId}`, text: '', score: 0, input_tokens: [], result_tokens: [], meta };
}

/** Adds the intro card before the first guess or hint, and in sandbox the sandbox warning once. */
function withNotices(state: GameState): GameState {
  let next = state;
  if (!next.guesses.some((g) => g.meta?.type === 'intro')) {
    next = { ...next, guesses: [...next.guesses, notice(next, { type: 'intro', sandbox: next.sandbox })], nextId: next.nextId + 1 };
  }
  if (next.sandbox && !next.guesses.some((g) => g.meta?.type === 'sandbox-warning')) {
    next = { ...next, guesses: [...next.guesses, notice(next, { type: 'sandbox-warning', sandbox: true })], nextId: next.nextId + 1 };
  }
  return next;
}

function result(state: GameState, won: boolean, now: string): GameResult {
  const attempts = state.guesses.filter(isAttempt);
  return {
    date: state.date,
    mode: 'hard',
    won,
    attemptsUsed: attempts.length,
    problemId: state.problem?.id,
    guessesUsed: attempts.filter((g) => g.meta === undefined).length,
    hintsUsed: state.hintIndexUsed + 1,
    completedAt: now,
  };
}

/** After a scored attempt: a win, a loss by running out of attempts, or play on. */
function settle(state: GameState, won: boolean, now: string): GameState {
  if (state.sandbox) {
    // Finding the phrase again in sandbox shows a win card with the test-tube mark; nothing is recorded.
    if (!won) return state;
    const card = notice(state, { type: 'win', dateISO: state.date, sandbox: true, hintsUsed: state.hintIndexUsed + 1, totalHints: state.problem?.hints.length ?? 0 });
    return { ...state, guesses: [...state.guesses, card], nextId: state.nextId + 1 };
  }
  if (won) {
    const card = notice(state, { type: 'win', dateISO: state.date, hintsUsed: state.hintIndexUsed + 1, totalHints: state.problem?.hints.length ?? 0 });
    return { ...state, guesses: [...state.guesses, card], nextId: state.nextId + 1, isWon: true, status: 'won', sandbox: true, resultToRecord: state.recorded ? null : result(state, true, now) };
  }
  if (outOfAttempts(state)) return { ...state, needsSolution: true };
  return state;
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'load':
      return initialGameState(action.date);

    case 'loaded': {
      const base: GameState = { ...state, status: 'playing', error: null, problem: action.problem };
      const saved = action.saved?.problemId === action.problem.id ? action.saved : null;
      if (!saved) return { ...base, sandbox: action.finishedBefore, recorded: action.finishedBefore };
      const finished = saved.isWon || saved.gaveUp;
      return {
        ...base,
        guesses: saved.guesses.filter((g) => !g.meta?.isLoading),
        hintIndexUsed: saved.hintIndexUsed,
        isWon: saved.isWon,
        gaveUp: saved.gaveUp,
        sandbox: saved.sandbox || finished || action.finishedBefore,
        recorded: finished || action.finishedBefore,
        status: saved.isWon ? 'won' : saved.gaveUp ? 'lost' : 'playing',
        nextId: saved.guesses.length + 1,
      };
    }

    case 'loadFailed':
      return { ...state, status: 'loading', error: action.message };

    case 'submit':
      return state.problem && !state.pending && !outOfAttempts(state) ? { ...state, pending: true } : state;

    case 'guessScored': {
      if (!state.problem) return state;
      const next = withNotices({ ...state, pending: false });
      const entry: GuessEntry = { id: `${state.date}-guess-${next.nextId}`, text: action.text, ...action.evaluation };
      const added = { ...next, guesses: [...next.guesses, entry], nextId: next.nextId + 1 };
      return settle(added, isWin(action.evaluation), action.now);
    }

    case 'guessFailed':
      return { ...state, pending: false };

    case 'hintRequested': {
      if (!canRequestHint(state)) return state;
      const index = state.hintIndexUsed + 1;
      const next = withNotices(state);
      const card: GuessEntry = { id: `${state.date}-hint-${index}`, text: state.problem!.hints[index]!, score: 0, input_tokens: [], result_tokens: [], meta: { type: 'hint', index, text: state.problem!.hints[index]!, isLoading: true } };
      return { ...next, guesses: [...next.guesses, card], hintLoading: true, nextId: next.nextId + 1 };
    }

    case 'hintScored': {
      if (!state.hintLoading) return state;
      const guesses = state.guesses.map((g) =>
        g.meta?.type === 'hint' && g.meta.isLoading ? { ...g, ...action.evaluation, result_tokens: [], meta: { ...g.meta, isLoading: false } } : g,
      );
      return settle({ ...state, guesses, hintLoading: false, hintIndexUsed: state.hintIndexUsed + 1 }, false, action.now);
    }

    case 'hintFailed':
      return { ...state, guesses: state.guesses.filter((g) => !(g.meta?.type === 'hint' && g.meta.isLoading)), hintLoading: false };

    case 'giveUp':
      return canGiveUp(state) ? { ...state, needsSolution: true } : state;

    case 'solutionLoaded': {
      if (!state.needsSolution) return state;
      const card = notice(state, { type: 'loss', dateISO: state.date, text: action.answer });
      const lost = { ...state, guesses: [...state.guesses, card], nextId: state.nextId + 1, needsSolution: false, gaveUp: true, status: 'lost' as const, sandbox: true };
      return { ...lost, resultToRecord: state.recorded ? null : result(state, false, action.now) };
    }

    case 'solutionRecovered':
      return {
        ...state,
        guesses: state.guesses.map((g) => (g.meta?.type === 'loss' && !g.meta.text && action.answer ? { ...g, meta: { ...g.meta, text: action.answer } } : g)),
      };

    case 'resultRecorded':
      return { ...state, resultToRecord: null, recorded: true };
  }
}

/** A loss card whose solution could not be fetched (offline), still showing 'Unavailable'. */
export function solutionMissing(state: GameState): boolean {
  return state.guesses.some((g) => g.meta?.type === 'loss' && !g.meta.text);
}

export function canRequestHint(state: GameState): boolean {
  return state.problem !== null && hintsLeft(state) > 0 && !state.hintLoading && !outOfAttempts(state) && !isOver(state) && !state.needsSolution;
}

export function canGiveUp(state: GameState): boolean {
  return state.problem !== null && state.status === 'playing' && hintsLeft(state) === 0 && !state.hintLoading && !isOver(state) && !state.needsSolution;
}

/** Spec §5: the input is off without a problem, and in normal mode once 9 attempts are used. */
export function inputDisabled(state: GameState): boolean {
  return state.problem === null || outOfAttempts(state) || state.needsSolution;
}

export function hintButton(state: GameState): { disabled: boolean; label: string } {
  const total = state.problem?.hints.length ?? 0;
  return { disabled: !canRequestHint(state), label: state.hintLoading ? 'Loading hint...' : `${hintsLeft(state)}/${total} hints remaining` };
}

/** The latest score, for the input's border colour (the intensity event). */
export function latestScore(state: GameState): number {
  const scored = state.guesses.filter((g) => isAttempt(g) && !g.meta?.isLoading);
  return scored.length ? scored[scored.length - 1]!.score : DEFAULT_INTENSITY;
}

export function toSavedGame(state: GameState): SavedGame | null {
  if (!state.problem) return null;
  return { date: state.date, problemId: state.problem.id, guesses: state.guesses, hintIndexUsed: state.hintIndexUsed, isWon: state.isWon, gaveUp: state.gaveUp, sandbox: state.sandbox };
}
