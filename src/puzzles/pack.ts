// Puzzle packs: static JSON files that let the device play without the server. A pack holds
// one month of puzzles with everything needed to score a guess, and never the answer text.
import type { PackedTarget } from '../scoring/target.ts';

export interface PackedPuzzle {
  id: string;
  date: string;
  theme: string;
  hints: string[];
  target: PackedTarget;
}

export interface PuzzlePack {
  month: string;
  puzzles: PackedPuzzle[];
}

/** packs/index.json: which months exist, each with a content hash for cache busting. */
export interface PackIndex {
  model: string;
  months: { month: string; file: string; sha256: string; first: string; last: string }[];
}

export const PACKS_PATH = 'packs';

export function packFileForMonth(month: string): string {
  return `${month}.json`;
}
