// Turns raw cosine similarities into the scores players see. The anchor points were read off
// ../shared/eval/calibration.tsv with this model: unrelated phrases sit at cosine 0.0-0.22,
// related ones at 0.19-0.70 and paraphrases at 0.75-0.93, so those bands land in the ice,
// middle and fire tiers of spec §9.

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

/** Only an exact match (a win) scores 1; the best non-winning phrase shows 99%. */
export const BEST_NON_WIN_SCORE = 0.99;

/** Single words that share nothing still sit near cosine 0.3-0.5 with this model. */
const WORD_FLOOR = 0.45;
const WORD_CURVE = 0.8;

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

/** Word-to-word closeness in 0..1: 0 up to the floor, 1 for the same word. */
export function wordCloseness(cosine: number): number {
  if (cosine <= WORD_FLOOR) return 0;
  return Math.min(1, (cosine - WORD_FLOOR) / (1 - WORD_FLOOR)) ** WORD_CURVE;
}

/** Spec §3: a token score may be negative and is then shown as (s + 1) / 2. */
export function tokenScoreFromRaw(raw: number): number {
  return raw < 0 ? (raw + 1) / 2 : Math.min(1, raw);
}
