// What a guess is scored against: the answer's sentence vector, a vector per answer word and
// each word's weight (its share of the answer's saliency), plus a salted hash of the
// normalized answer. Vectors are stored as int8 with one scale each, the form in which puzzle
// packs carry them, and the server scores against the same rounded vectors, so a guess gets
// the same score online and offline.
import type { Encoder } from './encoder.ts';
import { guessWords, isContentWord, normalizePhrase } from './text.ts';

export interface Target {
  sentence: Float32Array;
  words: { vector: Float32Array; weight: number }[];
  salt: string;
  answerHash: string;
}

/** A target as JSON: vectors as base64 int8 rows (sentence first), one scale per row. */
export interface PackedTarget {
  vectors: string;
  scales: number[];
  weights: number[];
  salt: string;
  hash: string;
}

/**
 * How much an answer word counts when a guess word lands on it. Saliency alone does not
 * separate "a" or "on" from content words well (in the eval phrases stopwords take 0.62 of an
 * even share at the median, some content words under 0.5), so the stopword list sets the
 * band and the word's saliency share places it within: content words 0.9-1, stopwords 0-0.5.
 */
export function wordWeight(word: string, saliency: number, wordCount: number): number {
  const share = Math.min(1, saliency * wordCount);
  return isContentWord(word) ? 0.9 + 0.1 * share : 0.5 * share;
}

export async function answerHash(salt: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${normalizePhrase(text)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sums token saliencies per word; a piece starting with '▁' starts a new word. */
export function wordSaliencies(tokens: { piece: string; saliency: number }[]): number[] {
  const words: number[] = [];
  for (const { piece, saliency } of tokens) {
    if (piece.startsWith('▁') || words.length === 0) words.push(0);
    words[words.length - 1]! += saliency;
  }
  return words;
}

export async function prepareTarget(encoder: Encoder, answer: string, salt: string): Promise<Target> {
  const words = guessWords(answer);
  const phrase = words.join(' ');
  const [sentence] = await encoder.encode([phrase]);
  const wordVectors = await encoder.encode(words);
  const saliencies = wordSaliencies(sentence!.tokens);
  if (saliencies.length !== words.length) throw new Error(`Answer "${phrase}" does not split into its words by token`);
  const target: Target = {
    sentence: sentence!.embedding,
    words: wordVectors.map((w, i) => ({ vector: w.embedding, weight: wordWeight(words[i]!, saliencies[i]!, words.length) })),
    salt,
    answerHash: await answerHash(salt, phrase),
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
    hash: target.answerHash,
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
    answerHash: packed.hash,
  };
}
