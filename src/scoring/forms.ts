// Which words are forms of one another: the same word in another number, tense or degree
// ("pots" ~ "pot", "falls" ~ "falling", "ran" ~ "run", "bigger" ~ "big"). The Porter stemmer
// takes off regular endings; en-inflectors knows irregular plurals and verbs and is asked
// whether a word in -er/-est is the comparative or superlative of a shorter one.
import { Inflectors } from 'en-inflectors';
import { stemmer } from 'stemmer';

/**
 * The words whose comparative or superlative this is ("bigger" -> big, "happiest" -> happy).
 * All that fit are kept ("taller" fits "tall" and "tal"): a spare key costs nothing.
 */
function positivesOf(word: string): string[] {
  const ending = /(er|est)$/u.exec(word);
  if (!ending) return [];
  const stem = word.slice(0, -ending[0].length);
  const candidates = [stem, `${stem}e`, stem.endsWith('i') ? `${stem.slice(0, -1)}y` : '', /(.)\1$/u.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.filter((c) => {
    if (c.length < 2) return false;
    const inflect = new Inflectors(c);
    return (ending[0] === 'er' ? inflect.comparative() : inflect.superlative()) === word;
  });
}

/**
 * The keys under which a folded word meets its other forms: two words are forms of one another
 * when their keys overlap. Irregular bases (mice -> mouse, slept -> sleep) are stemmed too, so
 * they meet the regular forms of the base.
 */
export function formKeys(word: string): string[] {
  const inflect = new Inflectors(word);
  const bases = [word, inflect.toSingular(), inflect.toPresent(), ...positivesOf(word)].filter(Boolean);
  return [...new Set(bases.map((b) => stemmer(b)))];
}

export function areForms(a: string, b: string): boolean {
  const keys = new Set(formKeys(a));
  return formKeys(b).some((k) => keys.has(k));
}
