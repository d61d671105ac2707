// Writes the puzzle packs to public/packs/: one JSON file per month plus index.json. Each
// puzzle carries its id, date, theme, hints and packed target (vectors + salted answer hash),
// never the answer. Deterministic: the same puzzles and model give the same bytes. Does
// nothing when the packs were made from the same puzzles, model and scripts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PackIndex, type PackedPuzzle, type PuzzlePack, packFileForMonth } from '../src/puzzles/pack.ts';
import { puzzleIdForDate } from '../src/puzzles/puzzle-id.ts';
import { loadNodeEncoder, MODEL_DIR } from '../src/scoring/load-node-encoder.ts';
import { packTarget, prepareTarget } from '../src/scoring/target.ts';
import { SCORING_VERSION } from '../src/scoring/version.ts';
import { PUZZLES_DIR, readPuzzleFiles } from './puzzles/read-puzzles.ts';
import { validatePuzzles } from './puzzles/validate-puzzles.ts';

const root = join(import.meta.dirname, '..');
export const PACKS_DIR = join(root, 'public', 'packs');
const STAMP = join(root, 'models', 'packs.stamp');
const SOURCE_FILES = ['scripts/build-packs.ts', 'src/puzzles/pack.ts', 'src/puzzles/puzzle-id.ts'];
/** Every scoring module shapes the packed targets (folding, word keys, vectors), and so does the lock file (stemmer, spelling list). */
const SOURCE_DIRS = ['src/scoring'];
const sources = () => [...SOURCE_FILES, ...SOURCE_DIRS.flatMap((d) => readdirSync(join(root, d)).sort().map((f) => `${d}/${f}`)), 'package-lock.json'];

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function inputsHash(): string {
  const puzzleFiles = readdirSync(PUZZLES_DIR).filter((f) => f.endsWith('.json')).sort();
  const parts = [
    ...puzzleFiles.map((f) => `${f}:${sha256(readFileSync(join(PUZZLES_DIR, f)))}`),
    `model:${sha256(readFileSync(join(MODEL_DIR, 'manifest.json')))}`,
    ...sources().map((f) => `${f}:${sha256(readFileSync(join(root, f)))}`),
  ];
  return sha256(parts.join('\n'));
}

/** A per-puzzle salt that nobody can predict without the answer, and that never changes. */
export function saltFor(date: string, answer: string): string {
  return sha256(`vibe-check-salt:${date}:${answer}`).slice(0, 16);
}

export async function buildPacks({ force = false } = {}): Promise<void> {
  const hash = inputsHash();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) return;
  const started = Date.now();
  const { problems, puzzles } = validatePuzzles(readPuzzleFiles());
  const broken = new Set(problems.filter((p) => p.field === 'puzzle').map((p) => p.date));
  if (broken.size) throw new Error(`build-packs: malformed puzzles (${[...broken].join(', ')}); run npm run puzzles:check`);
  const encoder = await loadNodeEncoder();
  const byMonth = new Map<string, PackedPuzzle[]>();
  for (const p of puzzles) {
    const id = puzzleIdForDate(p.date);
    if (!id) continue;
    const target = packTarget(await prepareTarget(encoder, p.answer, saltFor(p.date, p.answer)));
    const month = p.date.slice(0, 7);
    if (!byMonth.has(month)) byMonth.set(month, []);
    byMonth.get(month)!.push({ id, date: p.date, theme: p.theme, hints: p.hints, target });
  }
  rmSync(PACKS_DIR, { recursive: true, force: true });
  mkdirSync(PACKS_DIR, { recursive: true });
  const index: PackIndex = { scoringVersion: SCORING_VERSION, model: JSON.parse(readFileSync(join(MODEL_DIR, 'manifest.json'), 'utf8')).files['model.onnx'].sha256, months: [] };
  for (const [month, list] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    const text = JSON.stringify({ scoringVersion: SCORING_VERSION, month, puzzles: list } satisfies PuzzlePack);
    const file = packFileForMonth(month);
    writeFileSync(join(PACKS_DIR, file), text);
    index.months.push({ month, file, sha256: sha256(text).slice(0, 16), first: list[0]!.date, last: list[list.length - 1]!.date });
  }
  writeFileSync(join(PACKS_DIR, 'index.json'), JSON.stringify(index));
  writeFileSync(STAMP, hash + '\n');
  console.error(`build-packs: ${puzzles.length} puzzles in ${byMonth.size} monthly packs in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPacks({ force: process.argv.includes('--force') });
