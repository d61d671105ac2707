// The on-device scorer: loads the model and tokenizer once with onnxruntime-web (WASM) and
// scores guesses against packed targets with the same module the server uses.
// The WASM-only build: the WebGPU one ships a 28 MB binary for no gain on a model this small.
import * as ort from 'onnxruntime-web/wasm';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import { MODEL_URL, TOKENIZER_URL } from '../src/api/asset-urls.ts';
import { Encoder, type OrtRuntime } from '../src/scoring/encoder.ts';
import { scoreGuess, scorePhrases } from '../src/scoring/scorer.ts';
import { type Target, unpackTarget } from '../src/scoring/target.ts';
import type { ScorerCalls, ScorerRequest, ScorerResponse } from './scorer-protocol.ts';

/** The parts of a dedicated worker's global scope used here (the project's lib is DOM's). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ScorerRequest>) => void) | null;
  postMessage(message: ScorerResponse): void;
  location: Location;
};

// One thread: threads need cross-origin isolation, and this model is too small to gain from them.
ort.env.wasm.numThreads = 1;
ort.env.wasm.wasmPaths = { wasm: new URL(ortWasmUrl, scope.location.origin).href };

/** Fetches a model file, refusing an HTML page served in its place (a misrouted request). */
async function fetchAsset(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  if ((res.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`${url}: got an HTML page instead of the file`);
  return res;
}

let encoder: Promise<Encoder> | undefined;
function loadEncoder(): Promise<Encoder> {
  encoder ??= (async () => {
    const [model, tokenizer] = await Promise.all([fetchAsset(MODEL_URL).then((r) => r.arrayBuffer()), fetchAsset(TOKENIZER_URL).then((r) => r.json() as Promise<object>)]);
    return Encoder.create(ort as unknown as OrtRuntime, new Uint8Array(model), tokenizer, { executionProviders: ['wasm'] });
  })();
  encoder.catch(() => (encoder = undefined));
  return encoder;
}

const targets = new Map<string, Target>();

async function answer(request: ScorerRequest): Promise<ScorerCalls[keyof ScorerCalls]['result']> {
  const enc = await loadEncoder();
  switch (request.type) {
    case 'warmup':
      await enc.encode(['warming up']);
      return null;
    case 'score': {
      let target = targets.get(request.target.salt);
      if (!target) targets.set(request.target.salt, (target = unpackTarget(request.target)));
      return scoreGuess(enc, target, request.text);
    }
    case 'compare':
      return scorePhrases(enc, request.target, request.guesses);
    case 'explain':
      return (await enc.encode([request.text]))[0]!.tokens;
  }
}

async function handle(request: ScorerRequest): Promise<ScorerResponse> {
  return { id: request.id, ok: true, result: await answer(request) };
}

scope.onmessage = (event) => {
  handle(event.data).then(
    (response) => scope.postMessage(response),
    (error: unknown) => scope.postMessage({ id: event.data.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
};
