// Reads the authored puzzles in puzzles/*.json (one file per month). Shape problems are
// reported per puzzle by the validator, so this only needs each file to be a JSON array.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PUZZLES_DIR = join(import.meta.dirname, '..', '..', 'puzzles');

export interface AuthoredPuzzle {
  date: string;
  theme: string;
  answer: string;
  hints: string[];
}

export interface PuzzleFile {
  file: string;
  puzzles: unknown[];
}

export function readPuzzleFiles(dir = PUZZLES_DIR): PuzzleFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}\.json$/.test(f))
    .sort()
    .map((file) => {
      const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array of puzzles`);
      return { file, puzzles: parsed };
    });
}

/** All puzzles, sorted by date; throws if any file or puzzle is malformed (run the checker for details). */
export function readPuzzles(dir = PUZZLES_DIR): AuthoredPuzzle[] {
  return readPuzzleFiles(dir)
    .flatMap((f) => f.puzzles as AuthoredPuzzle[])
    .sort((a, b) => a.date.localeCompare(b.date));
}
