// How a score in 0..1 is shown: a hue from 0 (red, cold) to 120 (green, warm), and a whole percent.
const clamp01 = (score: number) => Math.max(0, Math.min(1, score));

export const hueOf = (score: number) => Math.round(clamp01(score) * 120);
export const percentOf = (score: number) => `${Math.round(clamp01(score) * 100)}%`;
