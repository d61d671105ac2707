// How a score in 0..1 is shown: a hue from 0 (red, cold) to 120 (green, warm), and a whole percent.
const clamp01 = (score: number) => Math.max(0, Math.min(1, score));

export const hueOf = (score: number) => Math.round(clamp01(score) * 120);
/** A score as a whole percent, 0..100: what the chips show and screen readers hear. */
export const wholePercent = (score: number) => Math.round(clamp01(score) * 100);
export const percentOf = (score: number) => `${wholePercent(score)}%`;
