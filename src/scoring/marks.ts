// Match marks, as legible as Wordle's tiles: each guess word is the answer's word in its place
// ('placed'), the answer's word elsewhere ('present'), another form of an answer word ('form'),
// or none of these. Words are compared folded and through salted hashes, so the device can
// mark a guess from a pack that never holds the answer's words.
import type { Match } from './evaluation.ts';
import { formKeys } from './forms.ts';
import { wordHash } from './hash.ts';
import { MAX_COMPOUND_PARTS, type Target } from './target.ts';
import { isContentWord } from './text.ts';

/** The compound candidates around word i: runs of adjacent words that include it, joined. */
function joinedRuns(folded: readonly string[], i: number): string[] {
  const runs: string[] = [];
  for (let parts = 2; parts <= MAX_COMPOUND_PARTS; parts++) {
    for (let start = Math.max(0, i - parts + 1); start <= i && start + parts <= folded.length; start++) {
      runs.push(folded.slice(start, start + parts).join(''));
    }
  }
  return runs;
}

/**
 * Marks folded guess words against a target. As in Wordle, an answer word that appears once
 * marks one guess word: placed words claim their copy first, then present ones from the left.
 */
export function matchWords(folded: readonly string[], target: Pick<Target, 'salt' | 'slots' | 'forms'>): Match[] {
  const hashes = new Map<string, string>();
  const hashOf = (key: string) => {
    let h = hashes.get(key);
    if (h === undefined) hashes.set(key, (h = wordHash(target.salt, key)));
    return h;
  };
  const own = folded.map(hashOf);
  const marks: Match[] = own.map((h, i) => (h === target.slots[i] ? 'placed' : 'none'));

  const unclaimed = new Map<string, number>();
  target.slots.forEach((slot, j) => {
    if (own[j] !== slot) unclaimed.set(slot, (unclaimed.get(slot) ?? 0) + 1);
  });
  own.forEach((h, i) => {
    const left = unclaimed.get(h) ?? 0;
    if (marks[i] === 'none' && left > 0) {
      marks[i] = 'present';
      unclaimed.set(h, left - 1);
    }
  });

  const slots = new Set(target.slots);
  const forms = new Set(target.forms);
  const anyIn = (keys: string[], sets: Set<string>[]) => keys.some((k) => sets.some((s) => s.has(hashOf(k))));
  for (let i = 0; i < folded.length; i++) {
    // A spare copy of an answer word is not "another form" of it.
    if (marks[i] !== 'none' || slots.has(own[i]!)) continue;
    const word = folded[i]!;
    const joined = joinedRuns(folded, i);
    const ownForms = isContentWord(word) ? [word, ...formKeys(word)] : [];
    if (anyIn(ownForms, [forms]) || anyIn([...joined, ...joined.flatMap(formKeys)], [slots, forms])) marks[i] = 'form';
  }
  return marks;
}
