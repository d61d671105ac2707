// Turns raw cosine similarities into the scores players see, and fixes the scores of matched
// words. Phrase anchors were read off ../shared/eval/calibration.tsv with this model: unrelated
// phrases sit at cosine 0.0-0.22, related ones at 0.19-0.70 and paraphrases at 0.75-0.93, so
// those bands land in the ice, middle and fire tiers of spec §9. Word anchors were read off
// tests/model/word-pairs.tsv (single words embedded as "word."): unrelated pairs sit at cosine
// 0.2-0.4, words a player calls close or associated at 0.45-0.8.

/** (cosine, score) anchors; linear in between, flat outside. */
const PHRASE_ANCHORS: readonly [number, number][] = [
  [0.1, 0],
  [0.25, 0.22],
  [0.45, 0.4],
  [0.65, 0.6],
  [0.75, 0.7],
  [0.9, 0.9],
  [1, 0.99],
];

const WORD_ANCHORS: readonly [number, number][] = [
  [0.36, 0],
  [0.45, 0.2],
  [0.55, 0.45],
  [0.65, 0.62],
  [0.8, 0.8],
];

/** Only an exact match (a win) scores 1; the best non-winning phrase shows 99%. */
export const BEST_NON_WIN_SCORE = 0.99;

/** A word of the answer, in its place or elsewhere: the top of the scale, function words too. */
export const MATCH_SCORE = 1;
/** Another form of an answer word: warmer than any merely close word, short of the word itself. */
export const FORM_SCORE = 0.9;
/** A word that is not the answer's gets at most this: only right words reach the top colour. */
export const CLOSE_WORD_CAP = 0.8;

function interpolate(anchors: readonly [number, number][], x: number): number {
  const first = anchors[0]!;
  const last = anchors[anchors.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < anchors.length; i++) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

export function phraseScore(cosine: number): number {
  return Math.min(BEST_NON_WIN_SCORE, interpolate(PHRASE_ANCHORS, cosine));
}

/** Word-to-word closeness in 0..CLOSE_WORD_CAP: 0 for unrelated words, the cap for the closest. */
export function wordCloseness(cosine: number): number {
  return Math.min(CLOSE_WORD_CAP, interpolate(WORD_ANCHORS, cosine));
}

/** Spec §3: a token score may be negative and is then shown as (s + 1) / 2. */
export function tokenScoreFromRaw(raw: number): number {
  return raw < 0 ? (raw + 1) / 2 : Math.min(1, raw);
}
