// Runs one day's game: the pure reducer of src/game/machine.ts plus the effects it asks for
// (loading, scoring, the solution, recording, saving) through src/api and src/storage.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GameApi } from '../api/game-api.ts';
import { gameReducer, initialGameState, latestScore, solutionMissing, toSavedGame } from '../game/machine.ts';
import { reportStorageError } from '../storage/database.ts';
import { clearCurrentGame, loadCurrentGame, saveCurrentGame } from '../storage/game-store.ts';
import { getOrCreateProgress, recordGameResult } from '../storage/progress-store.ts';
import { emit } from './events.ts';

const now = () => new Date().toISOString();

/** Asks once per session for storage the browser won't evict, after the first finished game. */
let persistenceAsked = false;
function askForPersistentStorage() {
  if (persistenceAsked || !navigator.storage?.persist) return;
  persistenceAsked = true;
  navigator.storage.persist().catch((e: unknown) => console.warn('Persistent storage request failed', e));
}

export function useGame(api: GameApi, playerId: string, date: string) {
  const [state, dispatch] = useReducer(gameReducer, date, initialGameState);
  const problemId = state.problem?.id;

  useEffect(() => {
    let live = true;
    dispatch({ type: 'load', date });
    (async () => {
      const daily = await api.getDailyProblem(date);
      const [{ hints }, saved, progress] = await Promise.all([api.getProblem(daily.id), loadCurrentGame(playerId, date), getOrCreateProgress(playerId).catch(() => null)]);
      const finishedBefore = progress?.gameHistory.some((r) => r.date === date && r.mode === 'hard') ?? false;
      if (live) dispatch({ type: 'loaded', problem: { ...daily, hints }, saved, finishedBefore });
    })().catch((e: unknown) => {
      console.error('Failed to load problem', e);
      if (live) dispatch({ type: 'loadFailed', message: e instanceof Error ? e.message : String(e) });
    });
    return () => {
      live = false;
    };
  }, [api, playerId, date]);

  // Saved after every change of the game itself (not of flags such as `recorded`).
  const saved = toSavedGame(state);
  const savedKey = saved && JSON.stringify(saved);
  const lastSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!saved || savedKey === lastSaved.current || state.status === 'loading') return;
    if (lastSaved.current === null && saved.guesses.length === 0) {
      lastSaved.current = savedKey;
      return;
    }
    lastSaved.current = savedKey;
    void saveCurrentGame(playerId, saved);
    // `saved` is described by `savedKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, playerId, state.status]);

  useEffect(() => {
    if (!state.needsSolution || !problemId) return;
    api.getSolution(problemId).then(
      (s) => dispatch({ type: 'solutionLoaded', answer: s.result, now: now() }),
      (e: unknown) => {
        console.error('Could not fetch the solution', e);
        dispatch({ type: 'solutionLoaded', answer: '', now: now() });
      },
    );
  }, [api, problemId, state.needsSolution]);

  // A loss played offline shows 'Unavailable'; once the network is back, the real solution is fetched.
  const missing = solutionMissing(state);
  useEffect(() => {
    if (!missing || !problemId) return;
    const recover = () => {
      api.getSolution(problemId).then(
        (s) => dispatch({ type: 'solutionRecovered', answer: s.result }),
        () => {},
      );
    };
    if (navigator.onLine) recover();
    window.addEventListener('online', recover);
    return () => window.removeEventListener('online', recover);
  }, [api, problemId, missing]);

  const result = state.resultToRecord;
  useEffect(() => {
    if (!result) return;
    dispatch({ type: 'resultRecorded' });
    (async () => {
      await getOrCreateProgress(playerId);
      await recordGameResult(playerId, result);
      emit('progress-updated');
      await clearCurrentGame(playerId, result.date);
      askForPersistentStorage();
    })().catch((e: unknown) => reportStorageError('record the result', e));
  }, [result, playerId]);

  const intensity = latestScore(state);
  useEffect(() => emit('intensity', intensity), [intensity]);

  const submit = useCallback(
    (text: string) => {
      if (!problemId) return;
      dispatch({ type: 'submit' });
      api.evaluate(problemId, text).then(
        (evaluation) => dispatch({ type: 'guessScored', text, evaluation, now: now() }),
        (e: unknown) => {
          console.error('Could not score the guess', e);
          dispatch({ type: 'guessFailed' });
        },
      );
    },
    [api, problemId],
  );

  const hintText = state.problem?.hints[state.hintIndexUsed + 1];
  const requestHint = useCallback(() => {
    if (!problemId || hintText === undefined) return;
    dispatch({ type: 'hintRequested' });
    api.evaluate(problemId, hintText).then(
      (evaluation) => dispatch({ type: 'hintScored', evaluation, now: now() }),
      (e: unknown) => {
        console.error('Could not score the hint', e);
        dispatch({ type: 'hintFailed' });
      },
    );
  }, [api, problemId, hintText]);

  const giveUp = useCallback(() => dispatch({ type: 'giveUp' }), []);

  return { state, submit, requestHint, giveUp };
}
