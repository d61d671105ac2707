// Scores a guess against a target (spec §3 "Guess evaluation"): the overall closeness of the
// two phrases, a score and a match mark per guess word, and the words when the guess wins.
// Every word of the text is scored: hints may be longer than a guess.
import { CLOSE_WORD_CAP, FORM_SCORE, MATCH_SCORE, phraseScore, tokenScoreFromRaw, wordCloseness } from './calibration.ts';
import type { Encoder } from './encoder.ts';
import { foldWord, winKey } from './fold.ts';
import { saltedHash } from './hash.ts';
import { type GuessEvaluation, type Match, type TokenScore } from './evaluation.ts';
import { matchWords } from './marks.ts';
import { isContentWeight, prepareTarget, type Target } from './target.ts';
import { isContentWord, loneWordText, normalizeWord, splitWords } from './text.ts';

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

/** A word's score follows its mark; an unmatched word shows its closeness to the nearest answer word. */
function wordScore(match: Match, closeness: number): number {
  if (match === 'placed' || match === 'present') return MATCH_SCORE;
  if (match === 'form') return FORM_SCORE;
  return Math.min(CLOSE_WORD_CAP, tokenScoreFromRaw(closeness));
}

function isWinningText(target: Pick<Target, 'salt' | 'wins'>, text: string): boolean {
  const words = splitWords(text);
  return words.length > 0 && target.wins.includes(saltedHash(target.salt, winKey(words)));
}

export async function scoreGuess(encoder: Encoder, target: Target, text: string): Promise<GuessEvaluation> {
  const typed = splitWords(text);
  if (typed.length === 0) return { score: 0, input_tokens: [], result_tokens: [] };
  if (isWinningText(target, text)) {
    const right = (token: string): TokenScore => ({ token, score: MATCH_SCORE, match: 'placed' });
    return { score: 1, input_tokens: typed.map(right), result_tokens: typed.map((t) => right(normalizeWord(t))) };
  }
  const words = typed.map(normalizeWord);
  // Two runs rather than one batch: a batch is padded to its longest row, and the phrase is
  // several times longer than its words.
  const [sentence] = await encoder.encode([words.join(' ')]);
  const wordVectors = await encoder.encode(words.map(loneWordText));
  const marks = matchWords(typed.map(foldWord), target);
  // An unmatched word's closeness is to the answer word it is nearest to, weighted by how much
  // that answer word matters to the answer (its saliency share). A function word means nothing
  // beside a content word ("with" is not near "leaves"), so it is compared with function words only.
  const input_tokens = typed.map((token, i): TokenScore => {
    const peers = isContentWord(words[i]!) ? target.words : target.words.filter((t) => !isContentWeight(t.weight));
    const closeness = Math.max(0, ...peers.map((t) => t.weight * wordCloseness(cosine(wordVectors[i]!.embedding, t.vector))));
    return { token, score: round4(wordScore(marks[i]!, closeness)), match: marks[i]! };
  });
  return { score: round4(phraseScore(cosine(sentence!.embedding, target.sentence))), input_tokens, result_tokens: [] };
}

/** Scores guesses against a target phrase given as text (authoring tools, checks, tests). */
export async function scorePhrases(encoder: Encoder, targetText: string, guesses: string[], salt = 'vibe-check'): Promise<GuessEvaluation[]> {
  const target = await prepareTarget(encoder, targetText, salt);
  const results: GuessEvaluation[] = [];
  for (const guess of guesses) results.push(await scoreGuess(encoder, target, guess));
  return results;
}
