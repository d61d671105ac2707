// Puzzle packs: static JSON files that let the device play without the server. A pack holds
// one month of puzzles with everything needed to score a guess, and never the answer text.
// Packs and their index carry the scoring version their hashes were made with.
import type { PackedTarget } from '../scoring/target.ts';
import { SCORING_VERSION } from '../scoring/version.ts';

export interface PackedPuzzle {
  id: string;
  date: string;
  theme: string;
  hints: string[];
  target: PackedTarget;
}

export interface PuzzlePack {
  scoringVersion: number;
  month: string;
  puzzles: PackedPuzzle[];
}

/** packs/index.json: which months exist, each with a content hash for cache busting. */
export interface PackIndex {
  scoringVersion: number;
  model: string;
  months: { month: string; file: string; sha256: string; first: string; last: string }[];
}

export const PACKS_PATH = 'packs';

export function packFileForMonth(month: string): string {
  return `${month}.json`;
}

/** Packs or indexes made by another scoring version would mark and win-check guesses wrongly. */
export function isCurrentScoring(file: unknown): boolean {
  return typeof file === 'object' && file !== null && (file as { scoringVersion?: unknown }).scoringVersion === SCORING_VERSION;
}
