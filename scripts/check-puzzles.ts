// npm run puzzles:check — validates every authored puzzle and scores its hints with the real
// model: hints must get warmer in order, start at 0.2 or more and stay under 0.9.
// Prints one line per problem (date, field, why) and a summary; exits 1 on any problem.
import { loadNodeEncoder } from '../src/scoring/load-node-encoder.ts';
import { scorePhrases } from '../src/scoring/scorer.ts';
import { buildModel } from './build-model.ts';
import { readPuzzleFiles } from './puzzles/read-puzzles.ts';
import { type Problem, validatePuzzles } from './puzzles/validate-puzzles.ts';

export const MIN_FIRST_HINT = 0.2;
export const MAX_HINT = 0.9;

buildModel();
const { problems, puzzles } = validatePuzzles(readPuzzleFiles());
const encoder = await loadNodeEncoder();
const sums = [0, 0, 0];
let scored = 0;
for (const p of puzzles) {
  if (p.hints.length !== 3) continue;
  const scores = (await scorePhrases(encoder, p.answer, p.hints)).map((r) => r.score);
  const add = (field: string, why: string) => problems.push({ date: p.date, field, why } satisfies Problem);
  const shown = scores.map((s) => s.toFixed(3)).join(' < ');
  if (!(scores[0]! < scores[1]! && scores[1]! < scores[2]!)) add('hints', `not warmer in order: ${shown}`);
  if (scores[0]! < MIN_FIRST_HINT) add('hints[0]', `scores ${scores[0]!.toFixed(3)}, below ${MIN_FIRST_HINT}`);
  scores.forEach((s, i) => {
    if (s >= MAX_HINT) add(`hints[${i}]`, `scores ${s.toFixed(3)}, a giveaway (${MAX_HINT} or more)`);
  });
  scores.forEach((s, i) => (sums[i]! += s));
  scored++;
}
problems.sort((a, b) => a.date.localeCompare(b.date));
for (const { date, field, why } of problems) console.log(`${date} ${field}: ${why}`);
const mean = (i: number) => (scored ? sums[i]! / scored : 0).toFixed(3);
const failed = new Set(problems.map((p) => p.date)).size;
console.log(`puzzles:check: ${puzzles.length} puzzles checked, ${failed} failing (${problems.length} problems); mean hint scores ${mean(0)} / ${mean(1)} / ${mean(2)}`);
process.exit(problems.length ? 1 : 0);
