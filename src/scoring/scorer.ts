// Scores a guess against a target (spec §3 "Guess evaluation"): the overall closeness of the
// two phrases, a score per guess word, and the answer's words when the guess wins.
import { phraseScore, tokenScoreFromRaw, wordCloseness } from './calibration.ts';
import type { Encoder } from './encoder.ts';
import { answerHash, prepareTarget, type Target } from './target.ts';
import { normalizeWord } from './text.ts';
import { WORDS_PER_GUESS } from '../game/constants.ts';

export interface TokenScore {
  token: string;
  score: number;
}

export interface GuessEvaluation {
  score: number;
  input_tokens: TokenScore[];
  result_tokens: TokenScore[];
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
};

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** The words of a guess as the player typed them, paired with the form that is scored. */
function typedWords(text: string): { typed: string; word: string }[] {
  return text
    .trim()
    .split(/\s+/u)
    .map((typed) => ({ typed, word: normalizeWord(typed) }))
    .filter((w) => w.word.length > 0)
    .slice(0, WORDS_PER_GUESS);
}

export async function scoreGuess(encoder: Encoder, target: Target, text: string): Promise<GuessEvaluation> {
  const words = typedWords(text);
  if (words.length === 0) return { score: 0, input_tokens: [], result_tokens: [] };
  // Two runs rather than one batch: a batch is padded to its longest row, and the phrase is
  // several times longer than its words.
  const [sentence] = await encoder.encode([words.map((w) => w.word).join(' ')]);
  const wordVectors = await encoder.encode(words.map((w) => w.word));
  // A word's score is its closeness to the answer word it is nearest to, weighted by how much
  // that answer word matters to the answer (its saliency share).
  const input_tokens = words.map(({ typed }, i) => {
    const raw = Math.max(...target.words.map((t) => t.weight * wordCloseness(cosine(wordVectors[i]!.embedding, t.vector))));
    return { token: typed, score: round4(tokenScoreFromRaw(raw)) };
  });
  const won = (await answerHash(target.salt, text)) === target.answerHash;
  return {
    score: won ? 1 : round4(phraseScore(cosine(sentence!.embedding, target.sentence))),
    input_tokens,
    result_tokens: won ? words.map(({ word }, i) => ({ token: word, score: input_tokens[i]!.score })) : [],
  };
}

/** Scores guesses against a target phrase given as text (authoring tools, checks, tests). */
export async function scorePhrases(encoder: Encoder, targetText: string, guesses: string[], salt = 'vibe-check'): Promise<GuessEvaluation[]> {
  const target = await prepareTarget(encoder, targetText, salt);
  const results: GuessEvaluation[] = [];
  for (const guess of guesses) results.push(await scoreGuess(encoder, target, guess));
  return results;
}

