// The game's rules (spec §4) walked transition by transition, without a DOM.
import { describe, expect, it } from 'vitest';
import { attemptsOf, canGiveUp, type GameAction, gameReducer, type GameState, hintButton, initialGameState, inputDisabled, latestScore, solutionMissing, toSavedGame } from '../../src/game/machine.ts';
import type { Problem, SavedGame } from '../../src/game/model.ts';
import type { GuessEvaluation } from '../../src/scoring/evaluation.ts';

const DATE = '2026-03-08';
const NOW = '2026-03-08T10:00:00.000Z';
const problem: Problem = { id: '194', date: DATE, theme: 'Spring', hints: ['a season', 'flowers opening', 'blossoms on trees'] };
const miss = (score = 0.3): GuessEvaluation => ({ score, input_tokens: [{ token: 'x', score, match: 'none' }], result_tokens: [] });
const win: GuessEvaluation = { score: 1, input_tokens: [{ token: 'cherry', score: 1, match: 'placed' }], result_tokens: [{ token: 'cherry', score: 1, match: 'placed' }] };

const run = (actions: GameAction[], from: GameState = initialGameState(DATE)) => actions.reduce(gameReducer, from);
const loaded = (saved: SavedGame | null = null, finishedBefore = false) => run([{ type: 'loaded', problem, saved, finishedBefore }]);
const guess = (text: string, evaluation = miss()): GameAction[] => [{ type: 'submit' }, { type: 'guessScored', text, evaluation, now: NOW }];
const hint = (score = 0.4): GameAction[] => [{ type: 'hintRequested' }, { type: 'hintScored', evaluation: miss(score), now: NOW }];
const types = (s: GameState) => s.guesses.map((g) => g.meta?.type ?? 'guess');

describe('loading', () => {
  it('starts loading, plays once the problem is loaded, and keeps the error when loading fails', () => {
    expect(initialGameState(DATE).status).toBe('loading');
    expect(loaded().status).toBe('playing');
    const failed = run([{ type: 'loadFailed', message: 'offline' }]);
    expect(failed.error).toBe('offline');
    expect(failed.problem).toBeNull();
    expect(inputDisabled(failed)).toBe(true);
  });

  it('restores a saved game for the date: guesses, hint index, won and gave-up', () => {
    const played = run([...guess('one'), ...hint()], loaded());
    const restored = loaded(toSavedGame(played));
    expect(restored.guesses).toEqual(played.guesses);
    expect(restored.hintIndexUsed).toBe(0);
    expect(restored.sandbox).toBe(false);
  });

  it('ignores a saved game of another problem, and enters sandbox for a date already finished', () => {
    const other = { ...toSavedGame(run(guess('one'), loaded()))!, problemId: '999' };
    expect(loaded(other).guesses).toEqual([]);
    const finished = loaded(null, true);
    expect(finished.sandbox).toBe(true);
    expect(run(guess('again', win), finished).resultToRecord).toBeNull();
  });

  it('restores a finished game in sandbox mode, without recording it again', () => {
    const won = run(guess('cherry blossoms', win), loaded());
    const restored = loaded(toSavedGame(won));
    expect(restored.status).toBe('won');
    expect(restored.sandbox).toBe(true);
    expect(restored.resultToRecord).toBeNull();
  });
});

describe('guessing', () => {
  it('adds the intro card before the first guess, and only then', () => {
    const s = run([...guess('one'), ...guess('two')], loaded());
    expect(types(s)).toEqual(['intro', 'guess', 'guess']);
    expect(s.guesses[0]!.meta?.sandbox).toBe(false);
  });

  it('marks a submission pending until it is scored or fails', () => {
    const pending = run([{ type: 'submit' }], loaded());
    expect(pending.pending).toBe(true);
    expect(run([{ type: 'submit' }], pending).pending).toBe(true);
    expect(run([{ type: 'guessFailed' }], pending)).toMatchObject({ pending: false, guesses: [] });
  });

  it('wins on non-empty result_tokens: a win card with hints used of total, state won, one result to record', () => {
    const s = run([...hint(), ...guess('cherry blossoms', win)], loaded());
    expect(s.status).toBe('won');
    expect(s.isWon).toBe(true);
    expect(s.sandbox).toBe(true);
    const card = s.guesses.at(-1)!;
    expect(card.meta).toMatchObject({ type: 'win', hintsUsed: 1, totalHints: 3, dateISO: DATE });
    expect(s.resultToRecord).toMatchObject({ date: DATE, mode: 'hard', won: true, attemptsUsed: 2, guessesUsed: 1, hintsUsed: 1, problemId: '194' });
  });

  it('records the result exactly once, however often it is acknowledged', () => {
    const won = run(guess('cherry', win), loaded());
    const recorded = run([{ type: 'resultRecorded' }, { type: 'resultRecorded' }], won);
    expect(recorded.resultToRecord).toBeNull();
    const again = run([...guess('cherry', win)], recorded);
    expect(again.resultToRecord).toBeNull();
  });

  it('loses at exactly the 9th attempt, hints included: it asks for the solution, then adds the loss card', () => {
    let s = run([...hint(), ...hint()], loaded());
    for (let i = 0; i < 6; i++) s = run(guess(`g${i}`), s);
    expect(attemptsOf(s)).toBe(8);
    expect(s.needsSolution).toBe(false);
    s = run(guess('g7'), s);
    expect(attemptsOf(s)).toBe(9);
    expect(s.needsSolution).toBe(true);
    expect(inputDisabled(s)).toBe(true);
    expect(run([{ type: 'submit' }], s).pending).toBe(false);
    const lost = run([{ type: 'solutionLoaded', answer: 'cherry blossoms in spring', now: NOW }], s);
    expect(lost).toMatchObject({ status: 'lost', gaveUp: true, sandbox: true, needsSolution: false });
    expect(lost.guesses.at(-1)!.meta).toMatchObject({ type: 'loss', text: 'cherry blossoms in spring' });
    expect(lost.resultToRecord).toMatchObject({ won: false, attemptsUsed: 9 });
  });

  it('adds a loss card with an empty answer when the solution cannot be fetched, and still records a loss', () => {
    let s = loaded();
    for (let i = 0; i < 9; i++) s = run(guess(`g${i}`), s);
    const lost = run([{ type: 'solutionLoaded', answer: '', now: NOW }], s);
    expect(lost.guesses.at(-1)!.meta).toMatchObject({ type: 'loss', text: '' });
    expect(lost.resultToRecord?.won).toBe(false);
    expect(solutionMissing(lost)).toBe(true);
    const recovered = run([{ type: 'solutionRecovered', answer: 'cherry blossoms' }], lost);
    expect(recovered.guesses.at(-1)!.meta).toMatchObject({ type: 'loss', text: 'cherry blossoms' });
    expect(solutionMissing(recovered)).toBe(false);
  });
});

describe('hints', () => {
  it('reveals hints in order as loading cards, one at a time, and advances when scored', () => {
    const loading = run([{ type: 'hintRequested' }], loaded());
    expect(types(loading)).toEqual(['intro', 'hint']);
    expect(loading.guesses[1]!.meta).toMatchObject({ index: 0, text: 'a season', isLoading: true });
    expect(hintButton(loading)).toEqual({ disabled: true, label: 'Loading hint...' });
    expect(run([{ type: 'hintRequested' }], loading).guesses).toHaveLength(2);
    const scored = run([{ type: 'hintScored', evaluation: miss(0.45), now: NOW }], loading);
    expect(scored.hintIndexUsed).toBe(0);
    expect(scored.guesses[1]).toMatchObject({ score: 0.45, meta: { isLoading: false } });
    expect(hintButton(scored)).toEqual({ disabled: false, label: '2/3 hints remaining' });
    expect(latestScore(scored)).toBe(0.45);
  });

  it('removes a failed hint card without advancing the index', () => {
    const failed = run([{ type: 'hintRequested' }, { type: 'hintFailed' }], loaded());
    expect(types(failed)).toEqual(['intro']);
    expect(failed.hintIndexUsed).toBe(-1);
    expect(failed.hintLoading).toBe(false);
  });

  it('offers Give up only once every hint is used, and giving up loses', () => {
    let s = run([...hint(), ...hint()], loaded());
    expect(canGiveUp(s)).toBe(false);
    expect(run([{ type: 'giveUp' }], s).needsSolution).toBe(false);
    s = run(hint(), s);
    expect(hintButton(s)).toEqual({ disabled: true, label: '0/3 hints remaining' });
    expect(canGiveUp(s)).toBe(true);
    const lost = run([{ type: 'giveUp' }, { type: 'solutionLoaded', answer: 'x', now: NOW }], s);
    expect(lost.status).toBe('lost');
    expect(canGiveUp(lost)).toBe(false);
  });
});

describe('sandbox', () => {
  it('after a win: unlimited guesses, a sandbox warning once, nothing recorded', () => {
    let s = run([...guess('cherry', win), { type: 'resultRecorded' }], loaded());
    for (let i = 0; i < 12; i++) s = run(guess(`more ${i}`), s);
    expect(types(s).filter((t) => t === 'sandbox-warning')).toHaveLength(1);
    expect(inputDisabled(s)).toBe(false);
    expect(s.resultToRecord).toBeNull();
  });

  it('shows a sandbox win card with its mark when the phrase is found again', () => {
    const s = run([...guess('cherry', win), { type: 'resultRecorded' }, ...guess('cherry', win)], loaded());
    expect(s.guesses.filter((g) => g.meta?.type === 'win').map((g) => g.meta?.sandbox)).toEqual([undefined, true]);
  });

  it('uses the latest score for the input colour, 0.25 before any guess', () => {
    expect(latestScore(loaded())).toBe(0.25);
    expect(latestScore(run(guess('x', miss(0.7)), loaded()))).toBe(0.7);
  });
});
