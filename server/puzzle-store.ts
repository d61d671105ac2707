// The server's view of the puzzles: answers from the authored files, everything else from
// the same packs the device plays from, so a guess is scored against identical vectors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackIndex, PackedPuzzle, PuzzlePack } from '../src/puzzles/pack.ts';
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
  const index = JSON.parse(readFileSync(join(packsDir, 'index.json'), 'utf8')) as PackIndex;
  const packed = index.months.flatMap((m) => (JSON.parse(readFileSync(join(packsDir, m.file), 'utf8')) as PuzzlePack).puzzles);
  return puzzleStoreFrom(packed, new Map(readPuzzles().map((p) => [p.date, p.answer])));
}
