// How guesses and answers are read: case and the punctuation around words never matter,
// and only the first five words of a guess count.
import { WORDS_PER_GUESS } from '../game/constants.ts';

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A word as scored: NFKC, lower case, without punctuation at its edges ("Sofa!" -> "sofa"). */
export function normalizeWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(EDGE_PUNCTUATION, '');
}

/** The words that count in a guess: at most five, normalized, empty ones dropped. */
export function guessWords(text: string): string[] {
  return text
    .split(/\s+/u)
    .map(normalizeWord)
    .filter((w) => w.length > 0)
    .slice(0, WORDS_PER_GUESS);
}

/** The form in which a guess must equal the answer to win. */
export function normalizePhrase(text: string): string {
  return guessWords(text).join(' ');
}

export const STOPWORDS: ReadonlySet<string> = new Set(
  ('a an the and or but of on in at to for from by with without into onto over under up down off out ' +
    'is are was were be been being am do does did has have had i me my mine you your yours he him his she her hers ' +
    'it its we us our ours they them their theirs this that these those there here as so than then too very just ' +
    'not no all any some each every own same such only can will would should could may might must shall ' +
    "about above after again against before below between during through until while where when why how what which who whom " +
    "it's i'm you're we're they're don't can't won't isn't").split(' '),
);

/** Content words: a word that is not a stopword. */
export function isContentWord(word: string): boolean {
  return !STOPWORDS.has(normalizeWord(word));
}
