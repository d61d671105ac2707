import { describe, expect, it } from 'vitest';
import { phraseScore, tokenScoreFromRaw, wordCloseness } from '../../src/scoring/calibration.ts';

describe('score calibration', () => {
  it('maps a negative raw token score s to (s + 1) / 2, as spec §3 says', () => {
    expect(tokenScoreFromRaw(-0.5)).toBe(0.25);
    expect(tokenScoreFromRaw(-1)).toBe(0);
    expect(tokenScoreFromRaw(0.7)).toBe(0.7);
  });

  it('keeps phrase scores in 0..0.99 and never decreasing with cosine', () => {
    let previous = -1;
    for (let c = -1; c <= 1.0001; c += 0.01) {
      const s = phraseScore(c);
      expect(s).toBeGreaterThanOrEqual(previous);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(0.99);
      previous = s;
    }
  });

  it('gives the same word closeness 1 and unrelated-level cosines 0', () => {
    expect(wordCloseness(1)).toBe(1);
    expect(wordCloseness(0.3)).toBe(0);
  });
});
