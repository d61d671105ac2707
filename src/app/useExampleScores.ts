// Example guesses scored live on this device by the game's own scorer, for the help sheet
// and the explainer: what they show is what the model does, not a figure typed in by hand.
import { useEffect, useState } from 'react';
import { comparePhrases, scorerWarm } from '../api/scorer-client.ts';
import type { GuessEntry } from '../game/model.ts';

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/** Runs `run` on the device once the scorer is warm, again whenever `key` changes. */
export function useDeviceScorer<T>(run: () => Promise<T>, key: string, enabled = true): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoad({ state: 'loading' });
    scorerWarm()
      .then(run)
      .then(
        (value) => live && setLoad({ state: 'ready', value }),
        (e: unknown) => live && setLoad({ state: 'failed', message: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
    // `key` names what `run` computes; the closure itself changes on every render.
  }, [key, enabled]);
  return load;
}

/** Guess cards for `guesses` against `target`, scored on the device. */
export function useExampleCards(target: string, guesses: readonly string[], enabled = true): Load<GuessEntry[]> {
  const load = useDeviceScorer(() => comparePhrases(target, [...guesses]), `${target}|${guesses.join('|')}`, enabled);
  if (load.state !== 'ready') return load;
  return { state: 'ready', value: load.value.map((evaluation, i) => ({ id: `example-${i}`, text: guesses[i]!, ...evaluation })) };
}
