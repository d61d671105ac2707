// Canonical folding: the one reading of a word under which two spellings are the same word.
// Win checks, match marks, the salted hashes and the packs all fold with this module, so a
// guess that folds to the answer wins on the server and offline alike.
import spelling from 'american-english';

const APOSTROPHES = /[\u2018\u2019\u02bc\u2032`´]/gu;
const EDGE = /^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const MARKS = /\p{M}/gu;

// The list has a few values with stray spaces ('airplanes '); a word never has one.
const UK_TO_US = new Map(Object.entries(spelling.us_spelling).map(([uk, us]) => [uk.trim(), us.trim()]));

/** Case, accents and edge punctuation gone, apostrophes made plain: "Café’s," -> "cafe's". */
function clean(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(APOSTROPHES, "'").normalize('NFD').replace(MARKS, '').replace(EDGE, '');
}

/** Joins a word's parts and spells it the American way: "jack-o'-lanterns" -> "jackolanterns", "colour" -> "color". */
function joinAndSpell(word: string): string {
  const joined = word.replace(NOT_LETTER_OR_DIGIT, '');
  return UK_TO_US.get(joined) ?? joined;
}

/**
 * A word folded: case, accents and punctuation ignored, a possessive read as its owner
 * ("spider's" -> "spider", "spiders'" -> "spiders"), a hyphenated or apostrophised compound
 * closed up ("ice-cream" -> "icecream"), British spelling made American ("harbour" -> "harbor").
 */
export function foldWord(word: string): string {
  return joinAndSpell(clean(word).replace(/(.)'s$/u, '$1').replace(/s'$/u, 's'));
}

/**
 * The ways a player may write an answer word and mean it: a possessive also without its
 * apostrophe ("spider's" -> spider, spiders; "horses'" -> horses, horse).
 */
export function answerWordSpellings(word: string): string[] {
  const w = clean(word);
  const folded = foldWord(word);
  if (/.'s$/u.test(w)) return [folded, joinAndSpell(`${w.slice(0, -2)}s`)];
  if (/.s'$/u.test(w)) return [folded, joinAndSpell(w.slice(0, -2))];
  return [folded];
}

/**
 * What a phrase must fold to for a win: its folded words with no spaces between them, so a
 * compound may be written open, hyphenated or closed ("ice cream" = "ice-cream" = "icecream").
 */
export function winKey(words: readonly string[]): string {
  return words.map(foldWord).join('');
}

/** Every win key of an answer: one per way of writing its possessives (at most a few). */
export function answerWinKeys(words: readonly string[]): string[] {
  let keys = [''];
  for (const word of words) keys = keys.flatMap((k) => answerWordSpellings(word).map((s) => k + s));
  return [...new Set(keys)];
}
