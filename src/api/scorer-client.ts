// The page's side of the scorer worker: one worker, created on first use, with promises
// matched to replies by id.
import type { ScorerCalls, ScorerRequest, ScorerResponse, TokenSaliency } from '../../workers/scorer-protocol.ts';
import type { GuessEvaluation } from '../scoring/evaluation.ts';
import type { PackedTarget } from '../scoring/target.ts';

type Pending = { resolve: (r: unknown) => void; reject: (e: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../../workers/scorer.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ScorerResponse>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(new Error(reply.error));
  };
  worker.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || 'The scorer worker failed'));
    pending.clear();
  };
  return worker;
}

function send<K extends keyof ScorerCalls>(type: K, body: ScorerCalls[K]['request']): Promise<ScorerCalls[K]['result']> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
    getWorker().postMessage({ ...body, type, id } as ScorerRequest);
  });
}

export function scoreOnDevice(target: PackedTarget, text: string): Promise<GuessEvaluation> {
  return send('score', { target, text });
}

export function comparePhrases(target: string, guesses: string[]): Promise<GuessEvaluation[]> {
  return send('compare', { target, guesses });
}

export function explainPhrase(text: string): Promise<TokenSaliency[]> {
  return send('explain', { text });
}

/** Loads the model and runs it once, so the first real guess is fast. */
export function warmUpScorer(): Promise<null> {
  return send('warmup', {});
}

let warmedUp: () => void;
const warm = new Promise<void>((resolve) => (warmedUp = resolve));

/**
 * Settles once the scorer has warmed up, or failed to. Examples that are not the player's
 * guesses wait for it: asking earlier, on a first visit, would fetch the model a second time
 * beside the service worker's own download.
 */
export function scorerWarm(): Promise<void> {
  return warm;
}

/** Warms the scorer when the browser is idle after the page has loaded. */
export function warmUpWhenIdle(): void {
  const start = () =>
    void warmUpScorer()
      .catch((e: unknown) => console.warn('Scorer warm-up failed', e))
      .finally(warmedUp);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
