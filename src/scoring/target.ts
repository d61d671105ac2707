// What a guess is scored against: the answer's sentence vector, a vector per answer word and
// each word's weight (its share of the answer's saliency), plus salted hashes that recognise the
// answer, its words and their other forms without holding them in plain text. Vectors are
// stored as int8 with one scale each, the form in which puzzle packs carry them, and the server
// scores against the same rounded vectors, so a guess gets the same score online and offline.
import type { Encoder } from './encoder.ts';
import { answerWinKeys, answerWordSpellings, foldWord } from './fold.ts';
import { formKeys } from './forms.ts';
import { saltedHash, wordHash } from './hash.ts';
import { isContentWord, loneWordText, scoredWords, splitWords } from './text.ts';

export interface Target {
  sentence: Float32Array;
  words: { vector: Float32Array; weight: number }[];
  salt: string;
  /** Salted hashes of the win keys of the answer: one per way of writing it that wins. */
  wins: string[];
  /** Salted word hashes of the answer's folded words, in order. */
  slots: string[];
  /** Salted word hashes of the keys that make a guess word another form of an answer word. */
  forms: string[];
}

/** A target as JSON: vectors as base64 int8 rows (sentence first), one scale per row. */
export interface PackedTarget {
  vectors: string;
  scales: number[];
  weights: number[];
  salt: string;
  wins: string[];
  slots: string[];
  forms: string[];
}

/** Compounds up to three words long are recognised split or joined ("jack o lantern" ~ "jackolantern"). */
export const MAX_COMPOUND_PARTS = 3;

/**
 * How much an answer word counts when a guess word lands on it. Saliency alone does not
 * separate "a" or "on" from content words well (in the eval phrases stopwords take 0.62 of an
 * even share at the median, some content words under 0.5), so the stopword list sets the
 * band and the word's saliency share places it within: content words 0.9-1, stopwords 0-0.5.
 */
export function wordWeight(word: string, saliency: number, wordCount: number): number {
  const share = Math.min(1, saliency * wordCount);
  return isContentWord(word) ? CONTENT_WEIGHT_FLOOR + 0.1 * share : 0.5 * share;
}

const CONTENT_WEIGHT_FLOOR = 0.9;

/** The weight bands do not overlap, so a packed weight still says whether its word is a content word. */
export const isContentWeight = (weight: number) => weight >= CONTENT_WEIGHT_FLOOR;

/** Sums token saliencies per word; a piece starting with '▁' starts a new word. */
export function wordSaliencies(tokens: { piece: string; saliency: number }[]): number[] {
  const words: number[] = [];
  for (const { piece, saliency } of tokens) {
    if (piece.startsWith('▁') || words.length === 0) words.push(0);
    words[words.length - 1]! += saliency;
  }
  return words;
}

/**
 * The answer's form keys: each content word's (in each spelling) and those of adjacent words
 * joined. Function words have no other forms worth a mark, and the stemmer would give them
 * false ones ("one" stems to "on").
 */
function answerFormKeys(typed: string[]): string[] {
  const keys = typed.filter(isContentWord).flatMap((w) => answerWordSpellings(w).flatMap((s) => [s, ...formKeys(s)]));
  const folded = typed.map(foldWord);
  for (let parts = 2; parts <= MAX_COMPOUND_PARTS; parts++) {
    for (let start = 0; start + parts <= folded.length; start++) {
      const joined = folded.slice(start, start + parts).join('');
      keys.push(joined, ...formKeys(joined));
    }
  }
  return [...new Set(keys)];
}

export async function prepareTarget(encoder: Encoder, answer: string, salt: string): Promise<Target> {
  const typed = splitWords(answer);
  const words = scoredWords(answer);
  const phrase = words.join(' ');
  const [sentence] = await encoder.encode([phrase]);
  const wordVectors = await encoder.encode(words.map(loneWordText));
  const saliencies = wordSaliencies(sentence!.tokens);
  if (saliencies.length !== words.length) throw new Error(`Answer "${phrase}" does not split into its words by token`);
  const hashAll = (keys: string[]) => keys.map((k) => wordHash(salt, k));
  const target: Target = {
    sentence: sentence!.embedding,
    words: wordVectors.map((w, i) => ({ vector: w.embedding, weight: wordWeight(words[i]!, saliencies[i]!, words.length) })),
    salt,
    wins: answerWinKeys(typed).map((k) => saltedHash(salt, k)),
    slots: hashAll(typed.map(foldWord)),
    // Sorted, so that the list gives away nothing of which word each key belongs to.
    forms: [...new Set(hashAll(answerFormKeys(typed)))].sort(),
  };
  return unpackTarget(packTarget(target));
}

function quantizeRow(v: Float32Array): { q: Int8Array; scale: number } {
  const max = v.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
  const scale = max > 0 ? max / 127 : 1;
  return { q: Int8Array.from(v, (x) => Math.round(x / scale)), scale };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

const round = (x: number, digits: number) => Number(x.toPrecision(digits));

export function packTarget(target: Target): PackedTarget {
  const rows = [target.sentence, ...target.words.map((w) => w.vector)].map(quantizeRow);
  const size = target.sentence.length;
  const bytes = new Uint8Array(rows.length * size);
  rows.forEach((r, i) => bytes.set(new Uint8Array(r.q.buffer, r.q.byteOffset, r.q.byteLength), i * size));
  return {
    vectors: toBase64(bytes),
    scales: rows.map((r) => round(r.scale, 6)),
    weights: target.words.map((w) => round(w.weight, 4)),
    salt: target.salt,
    wins: target.wins,
    slots: target.slots,
    forms: target.forms,
  };
}

export function unpackTarget(packed: PackedTarget): Target {
  const bytes = new Int8Array(fromBase64(packed.vectors).buffer);
  const size = bytes.length / packed.scales.length;
  const row = (i: number) => Float32Array.from(bytes.subarray(i * size, (i + 1) * size), (x) => x * packed.scales[i]!);
  return {
    sentence: row(0),
    words: packed.weights.map((weight, i) => ({ vector: row(i + 1), weight })),
    salt: packed.salt,
    wins: packed.wins,
    slots: packed.slots,
    forms: packed.forms,
  };
}
