// Scores guesses against a target phrase: one JSON line per guess on stdout, nothing else.
//   npm run -s score -- --target "<phrase>" "<guess>" ["<guess>" ...]
import { parseArgs } from 'node:util';
import { loadNodeEncoder } from '../src/scoring/load-node-encoder.ts';
import { scorePhrases } from '../src/scoring/scorer.ts';
import { buildModel } from './build-model.ts';

const { values, positionals } = parseArgs({ options: { target: { type: 'string' } }, allowPositionals: true });
if (!values.target || positionals.length === 0) {
  console.error('usage: npm run -s score -- --target "<phrase>" "<guess>" ["<guess>" ...]');
  process.exit(2);
}
buildModel();
const results = await scorePhrases(await loadNodeEncoder(), values.target, positionals);
for (const r of results) process.stdout.write(JSON.stringify(r) + '\n');
