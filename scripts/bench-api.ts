// npm run bench:api — load on loopback: 50 connections for 20 s against POST guesses, then
// against GET daily-problem, printing requests per second and p50/p99 latency.
// The rate limit is lifted for this run; everything else is the production server.
import autocannon from 'autocannon';
import { PACKS_DIR } from './build-packs.ts';
import { buildAssets } from './build-assets.ts';
import { loadNodeEncoder } from '../src/scoring/load-node-encoder.ts';
import { puzzleIdForDate } from '../src/puzzles/puzzle-id.ts';
import { buildServer } from '../server/app.ts';
import { loadPuzzleStore } from '../server/puzzle-store.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const GUESSES = ['sipping espresso at breakfast', 'a cat sleeping on the sofa', 'morning coffee ritual', 'walking the dog at night', 'children playing in the snow'];

await buildAssets();
const app = await buildServer({ store: loadPuzzleStore(PACKS_DIR), encoder: await loadNodeEncoder(), guessesPerMinute: Number.MAX_SAFE_INTEGER });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const today = new Date().toISOString().slice(0, 10);
const id = puzzleIdForDate(today)!;

async function run(title: string, path: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({ url: address + path, connections: CONNECTIONS, duration: DURATION_S, ...options });
  const ok = result['2xx'];
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
}

console.log(`bench:api on ${address}: ${CONNECTIONS} connections, ${DURATION_S} s each`);
let n = 0;
await run(`POST /api/problem/${id}`, `/api/problem/${id}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ text: GUESSES[n++ % GUESSES.length] }) }) }],
});
await run(`GET /api/daily-problem/${today}`, `/api/daily-problem/${today}`, { method: 'GET' });
await app.close();
