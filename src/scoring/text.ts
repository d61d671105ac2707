// How a text is cut into words and how a word is read by the model: case and the punctuation
// around a word never matter. Every word of a text counts; how many a guess may have is the
// input's rule, not the scorer's.

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A word as the model reads it: NFKC, lower case, without punctuation at its edges ("Sofa!" -> "sofa"). */
export function normalizeWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(EDGE_PUNCTUATION, '');
}

/** The words of a text as typed, split on whitespace; a "word" of only punctuation or symbols is no word. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/u).filter((w) => normalizeWord(w).length > 0);
}

/** The words that are scored, normalized, in order. */
export function scoredWords(text: string): string[] {
  return splitWords(text).map(normalizeWord);
}

export const STOPWORDS: ReadonlySet<string> = new Set(
  ('a an the and or but of on in at to for from by with without into onto over under up down off out ' +
    'is are was were be been being am do does did has have had i me my mine you your yours he him his she her hers ' +
    'it its we us our ours they them their theirs this that these those there here as so than then too very just ' +
    'not no all any some each every own same such only can will would should could may might must shall ' +
    "about above after again against before below between during through until while where when why how what which who whom " +
    'across along around behind beside beyond near toward towards upon within among past inside outside beneath underneath ' +
    "it's i'm you're we're they're don't can't won't isn't").split(' '),
);

/** Content words: a word that is not a stopword. */
export function isContentWord(word: string): boolean {
  return !STOPWORDS.has(normalizeWord(word));
}

/**
 * The text a lone word is embedded as. A bare word lands too near unrelated words; with a full
 * stop it reads as a complete utterance, and close pairs pull away from unrelated ones (on
 * tests/model/word-pairs.tsv, unrelated pairs end below the weakest close pair).
 */
export const loneWordText = (word: string) => `${word}.`;
