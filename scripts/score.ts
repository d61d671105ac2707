// Scores guesses against a target phrase: one JSON line per guess on stdout, nothing else.
//   npm run -s score -- --target "<phrase>" "<guess>" ["<guess>" ...]
// Each line is {"guess", "score", "won", "input_tokens": [{"token", "score", "match"}], "result_tokens"}:
// other checks read this shape, so keep it stable.
import { parseArgs } from 'node:util';
import { loadNodeEncoder } from '../src/scoring/load-node-encoder.ts';
import { isWin } from '../src/scoring/evaluation.ts';
import { scorePhrases } from '../src/scoring/scorer.ts';
import { buildModel } from './build-model.ts';

const { values, positionals } = parseArgs({ options: { target: { type: 'string' } }, allowPositionals: true });
if (!values.target || positionals.length === 0) {
  console.error('usage: npm run -s score -- --target "<phrase>" "<guess>" ["<guess>" ...]');
  process.exit(2);
}
buildModel();
const results = await scorePhrases(await loadNodeEncoder(), values.target, positionals);
results.forEach((r, i) => {
  const line = { guess: positionals[i], score: r.score, won: isWin(r), input_tokens: r.input_tokens, result_tokens: r.result_tokens };
  process.stdout.write(JSON.stringify(line) + '\n');
});
