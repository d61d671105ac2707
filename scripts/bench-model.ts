// Model benchmark: load time and per-guess scoring time for onnxruntime-node, onnxruntime-web
// (WASM) in Node and the TF.js reference on its WASM backend. Each engine runs in its own
// child process: onnxruntime-web slows down several-fold in a process where TF.js has run.
//   npm run bench:model
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel } from './build-model.ts';
import { MODEL_DIR } from '../src/scoring/load-node-encoder.ts';

type Engine = 'onnxruntime-node' | 'onnxruntime-web' | 'tfjs-wasm';
interface Timing { medianMs: number; p95Ms: number }
interface Result { engine: Engine; loadMs: number; embed: Timing; score: Timing; runs: number }

const TARGET = 'drinking hot coffee every morning';
const GUESSES = [
  'sipping espresso at breakfast', 'a cat sleeping on sofa', 'morning coffee ritual', 'hot tea in the evening', 'brewing coffee at dawn',
  'the stock market crashed today', 'eating toast for breakfast', 'coffee', 'drinking cold water every night', 'waking up early',
];
const ROUNDS = 20;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};

async function timeGuesses(run: (guess: string) => Promise<unknown>): Promise<Timing & { runs: number }> {
  for (const g of GUESSES) await run(g);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const g of GUESSES) {
      const t0 = performance.now();
      await run(g);
      times.push(performance.now() - t0);
    }
  }
  return { medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), runs: times.length };
}

async function runEngine(engine: Engine): Promise<Result> {
  const t0 = performance.now();
  let embedOne: (guess: string) => Promise<unknown>;
  let scoreOne: (guess: string) => Promise<unknown>;
  if (engine === 'tfjs-wasm') {
    const { loadReference } = await import('./model/tfjs-reference.ts');
    const { loneWordText, scoredWords } = await import('../src/scoring/text.ts');
    const ref = await loadReference('wasm');
    await ref.embed([ref.tokenize(TARGET)]);
    embedOne = (guess) => ref.embed([ref.tokenize(scoredWords(guess).join(' '))]);
    // The same work as the scorer's: the phrase, then its words in one batch.
    scoreOne = async (guess) => {
      const words = scoredWords(guess);
      await ref.embed([ref.tokenize(words.join(' '))]);
      return ref.embed(words.map((t) => ref.tokenize(loneWordText(t))));
    };
  } else {
    const { Encoder } = await import('../src/scoring/encoder.ts');
    const { prepareTarget } = await import('../src/scoring/target.ts');
    const { scoreGuess } = await import('../src/scoring/scorer.ts');
    const ort = engine === 'onnxruntime-node' ? await import('onnxruntime-node') : await import('onnxruntime-web');
    if (engine === 'onnxruntime-web') (ort as typeof import('onnxruntime-web')).env.wasm.numThreads = 1;
    const options = engine === 'onnxruntime-node' ? { intraOpNumThreads: 1 } : { executionProviders: ['wasm'] };
    const encoder = await Encoder.create(ort as never, readFileSync(join(MODEL_DIR, 'model.onnx')), JSON.parse(readFileSync(join(MODEL_DIR, 'tokenizer.json'), 'utf8')) as object, options);
    const { scoredWords } = await import('../src/scoring/text.ts');
    const target = await prepareTarget(encoder, TARGET, 'bench');
    embedOne = (guess) => encoder.encode([scoredWords(guess).join(' ')]);
    scoreOne = (guess) => scoreGuess(encoder, target, guess);
  }
  const loadMs = performance.now() - t0;
  const embed = await timeGuesses(embedOne);
  const score = await timeGuesses(scoreOne);
  return { engine, loadMs, embed, score, runs: embed.runs };
}

const engineArg = process.argv.indexOf('--engine');
if (engineArg > 0) {
  const result = await runEngine(process.argv[engineArg + 1] as Engine);
  process.stdout.write(JSON.stringify(result) + '\n');
  process.exit(0);
}

buildModel();
const self = fileURLToPath(import.meta.url);
const results = (['onnxruntime-node', 'onnxruntime-web', 'tfjs-wasm'] as Engine[]).map((engine) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--engine', engine], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(out.trim().split('\n').pop()!) as Result;
});
const byEngine = Object.fromEntries(results.map((r) => [r.engine, r])) as Record<Engine, Result>;
const f = (x: number) => x.toFixed(2);
const [a, b, c] = [byEngine['onnxruntime-node'], byEngine['onnxruntime-web'], byEngine['tfjs-wasm']];
console.log(`${results[0]!.runs} guesses per engine, 1 thread, target "${TARGET}"`);
console.log('  embed = one guess phrase to its vector (one model run)');
console.log('  score = the full guess score: the phrase, then its words (two runs), as the game does');
console.log('engine               load ms | embed median  p95 | score median  p95');
for (const r of results) console.log(`${r.engine.padEnd(20)} ${f(r.loadMs).padStart(7)} | ${f(r.embed.medianMs).padStart(12)} ${f(r.embed.p95Ms).padStart(5)} | ${f(r.score.medianMs).padStart(12)} ${f(r.score.p95Ms).padStart(5)}`);
for (const kind of ['embed', 'score'] as const) {
  console.log(`${kind}: (b)/(c) = ${f(b[kind].medianMs / c[kind].medianMs)} (onnxruntime-web ${f(c[kind].medianMs / b[kind].medianMs)}x faster than TF.js wasm); (a)/(c) = ${f(a[kind].medianMs / c[kind].medianMs)} (${f(c[kind].medianMs / a[kind].medianMs)}x)`);
}
console.log(`model.onnx: ${(statSync(join(MODEL_DIR, 'model.onnx')).size / 1e6).toFixed(2)} MB`);
for (const kind of ['embed', 'score'] as const) {
  const fast = b[kind].medianMs <= 3;
  const ratio = c[kind].medianMs / b[kind].medianMs >= 3;
  console.log(`goal, ${kind}: (b) median <= 3 ms ${fast ? 'met' : 'NOT met'}; (b) >= 3x faster than (c) ${ratio ? 'met' : 'NOT met'}`);
}
