// A small puzzle store for server tests: a past day, the last public day and two future days
// for a fixed clock, scored with the real model.
import { buildModel } from '../../scripts/build-model.ts';
import type { PackedPuzzle } from '../../src/puzzles/pack.ts';
import { puzzleIdForDate } from '../../src/puzzles/puzzle-id.ts';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import { packTarget, prepareTarget } from '../../src/scoring/target.ts';
import { puzzleStoreFrom } from '../../server/puzzle-store.ts';

/** 12:00 UTC on 2026-01-10: it is already 2026-01-11 in UTC+14, not yet 2026-01-12 anywhere. */
export const NOW = new Date('2026-01-10T12:00:00Z');

export const FIXTURE_PUZZLES = [
  { date: '2025-08-27', theme: 'Lazy afternoon', answer: 'a cat sleeping on sofa', hints: ['a pet at home', 'resting on furniture', 'kitten napping on the couch'] },
  { date: '2026-01-11', theme: 'Early start', answer: 'drinking hot coffee every morning', hints: ['a daily habit', 'a warm drink at breakfast', 'sipping a brew each dawn'] },
  { date: '2026-01-12', theme: 'Tomorrow', answer: 'the team won the championship', hints: ['sports news', 'a final match', 'players lifted the trophy'] },
  { date: '2027-06-01', theme: 'Far ahead', answer: 'children playing in the park', hints: ['outdoors', 'a playground', 'kids at the swings'] },
];

export async function fixtureStore() {
  buildModel();
  const encoder = await loadNodeEncoder();
  const packed: PackedPuzzle[] = [];
  for (const p of FIXTURE_PUZZLES) {
    packed.push({ id: puzzleIdForDate(p.date)!, date: p.date, theme: p.theme, hints: p.hints, target: packTarget(await prepareTarget(encoder, p.answer, `salt-${p.date}`)) });
  }
  return { encoder, store: puzzleStoreFrom(packed, new Map(FIXTURE_PUZZLES.map((p) => [p.date, p.answer]))) };
}

export const idOf = (date: string) => puzzleIdForDate(date)!;
