import { describe, expect, it } from 'vitest';
import { CLOSE_WORD_CAP, FORM_SCORE, MATCH_SCORE, phraseScore, tokenScoreFromRaw, wordCloseness } from '../../src/scoring/calibration.ts';

/** Sweeps every cosine from -1 to 1: the score never falls as cosine rises, and stays in 0..max. */
function expectRisingWithin(score: (cosine: number) => number, max: number) {
  let previous = -1;
  for (let c = -1; c <= 1.0001; c += 0.01) {
    const s = score(c);
    expect(s).toBeGreaterThanOrEqual(previous);
    expect(s).toBeGreaterThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(max);
    previous = s;
  }
}

describe('score calibration', () => {
  it('maps a negative raw token score s to (s + 1) / 2, as spec §3 says', () => {
    expect(tokenScoreFromRaw(-0.5)).toBe(0.25);
    expect(tokenScoreFromRaw(-1)).toBe(0);
    expect(tokenScoreFromRaw(0.7)).toBe(0.7);
  });

  it('keeps phrase scores in 0..0.99 and never decreasing with cosine', () => {
    expectRisingWithin(phraseScore, 0.99);
  });

  it('keeps word closeness in 0..0.8, never decreasing with cosine: only a matched word reaches the top', () => {
    expectRisingWithin(wordCloseness, CLOSE_WORD_CAP);
    expect(wordCloseness(1)).toBe(CLOSE_WORD_CAP);
    expect(wordCloseness(0.3)).toBe(0);
  });

  it('puts a right word above another form, and another form above any merely close word', () => {
    expect(MATCH_SCORE).toBe(1);
    expect(FORM_SCORE).toBeGreaterThanOrEqual(0.85);
    expect(FORM_SCORE).toBeLessThan(MATCH_SCORE);
    expect(CLOSE_WORD_CAP).toBeLessThan(FORM_SCORE);
  });
});
