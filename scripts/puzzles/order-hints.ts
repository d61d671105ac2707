// npm run puzzles:order — an authoring aid: puts each puzzle's hints in the order the model
// finds them warmer (coldest first), rewriting puzzles/*.json. The checker still decides.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import { scorePhrases } from '../../src/scoring/scorer.ts';
import { buildModel } from '../build-model.ts';
import { type AuthoredPuzzle, PUZZLES_DIR, readPuzzleFiles } from './read-puzzles.ts';

buildModel();
const encoder = await loadNodeEncoder();
let moved = 0;
for (const { file, puzzles } of readPuzzleFiles()) {
  const ordered: AuthoredPuzzle[] = [];
  for (const p of puzzles as AuthoredPuzzle[]) {
    const scores = (await scorePhrases(encoder, p.answer, p.hints)).map((r) => r.score);
    const hints = p.hints.map((h, i) => ({ h, s: scores[i]! })).sort((a, b) => a.s - b.s).map((x) => x.h);
    if (hints.join('\n') !== p.hints.join('\n')) moved++;
    ordered.push({ ...p, hints });
  }
  writeFileSync(join(PUZZLES_DIR, file), JSON.stringify(ordered, null, 2) + '\n');
}
console.log(`puzzles:order: reordered the hints of ${moved} puzzles`);
