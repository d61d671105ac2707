// The server's view of the puzzles: answers from the authored files, everything else from
// the same packs the device plays from, so a guess is scored against identical vectors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCurrentScoring, type PackIndex, type PackedPuzzle, type PuzzlePack } from '../src/puzzles/pack.ts';
import { type Target, unpackTarget } from '../src/scoring/target.ts';
import { readPuzzles } from '../scripts/puzzles/read-puzzles.ts';

export interface StoredPuzzle {
  id: string;
  date: string;
  theme: string;
  hints: string[];
  answer: string;
  target: Target;
}

export interface PuzzleStore {
  byDate(date: string): StoredPuzzle | undefined;
  byId(id: string): StoredPuzzle | undefined;
}

export function puzzleStoreFrom(packed: PackedPuzzle[], answers: Map<string, string>): PuzzleStore {
  const byDate = new Map<string, StoredPuzzle>();
  const byId = new Map<string, StoredPuzzle>();
  for (const p of packed) {
    const answer = answers.get(p.date);
    if (answer === undefined) throw new Error(`No authored answer for the packed puzzle of ${p.date}`);
    const stored: StoredPuzzle = { id: p.id, date: p.date, theme: p.theme, hints: p.hints, answer, target: unpackTarget(p.target) };
    byDate.set(p.date, stored);
    byId.set(p.id, stored);
  }
  return { byDate: (date) => byDate.get(date), byId: (id) => byId.get(id) };
}

export function loadPuzzleStore(packsDir: string): PuzzleStore {
  const read = <T>(file: string): T => {
    const json: unknown = JSON.parse(readFileSync(join(packsDir, file), 'utf8'));
    if (!isCurrentScoring(json)) throw new Error(`${file} was packed by another scoring version: run npm run assets`);
    return json as T;
  };
  const index = read<PackIndex>('index.json');
  const packed = index.months.flatMap((m) => read<PuzzlePack>(m.file).puzzles);
  return puzzleStoreFrom(packed, new Map(readPuzzles().map((p) => [p.date, p.answer])));
}
