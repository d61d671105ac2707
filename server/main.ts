// npm start: serves the built game and /api on http://localhost:8080 (PORT overrides).
import { join } from 'node:path';
import { PACKS_DIR } from '../scripts/build-packs.ts';
import { loadNodeEncoder } from '../src/scoring/load-node-encoder.ts';
import { buildServer } from './app.ts';
import { loadPuzzleStore } from './puzzle-store.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const app = await buildServer({
  store: loadPuzzleStore(PACKS_DIR),
  encoder: await loadNodeEncoder(),
  distDir: join(import.meta.dirname, '..', 'dist'),
  logRequests: true,
});
await app.listen({ port, host });
console.log(`Vibe Check is on http://localhost:${port}`);
