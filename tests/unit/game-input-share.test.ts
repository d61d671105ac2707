import { describe, expect, it } from 'vitest';
import { phraseCounter, phraseFromSlots, sanitizeSlot, slotsReady, spreadWords } from '../../src/game/input-rules.ts';
import type { GuessEntry } from '../../src/game/model.ts';
import { emojiForScore, shareText } from '../../src/game/share-text.ts';

describe('the word input rules', () => {
  it('strips all whitespace from a slot and keeps at most 34 characters', () => {
    expect(sanitizeSlot(' ca t\t')).toBe('cat');
    expect(sanitizeSlot('x'.repeat(40))).toHaveLength(34);
  });

  it('joins the non-empty words, cuts the phrase at 256 characters, and sends nothing when empty', () => {
    expect(phraseFromSlots(['a', '', 'cat', ' ', 'naps'])).toBe('a cat naps');
    expect(phraseFromSlots(['', '', '', '', ''])).toBeNull();
    expect(phraseFromSlots(Array(5).fill('y'.repeat(34))!)!.length).toBeLessThanOrEqual(256);
  });

  it('shows the n / 256 counter only above 200 characters', () => {
    // Five slots of 34 characters make at most 174, so in the game itself the counter never shows.
    expect(phraseCounter(Array(5).fill('x'.repeat(34)))).toBeNull();
    expect(phraseCounter(['x'.repeat(100), 'x'.repeat(99)])).toBeNull();
    expect(phraseCounter(['x'.repeat(100), 'x'.repeat(101)])).toBe('202 / 256');
  });

  it('needs five words in normal mode and one in sandbox', () => {
    expect(slotsReady(['a', 'b', 'c', 'd', ''], false)).toBe(false);
    expect(slotsReady(['a', 'b', 'c', 'd', 'e'], false)).toBe(true);
    expect(slotsReady(['', 'b', '', '', ''], true)).toBe(true);
  });

  it('spreads pasted words over the slots from the one pasted into', () => {
    expect(spreadWords(['a', '', '', '', ''], 1, 'cat  sleeping on sofa today')).toEqual(['a', 'cat', 'sleeping', 'on', 'sofa']);
  });
});

describe('emoji tiers and share text', () => {
  it('follows the tiers of spec §9', () => {
    expect(emojiForScore(1, true)).toBe('🎉🎉🎉');
    expect(emojiForScore(0.81, false)).toBe('🔥🔥🔥');
    expect(emojiForScore(0.8, false)).toBe('🔥🔥');
    expect(emojiForScore(0.66, false)).toBe('🔥🔥');
    expect(emojiForScore(0.51, false)).toBe('🔥');
    expect(emojiForScore(0.26, false)).toBe('🧊');
    expect(emojiForScore(0.25, false)).toBe('🧊🧊');
  });

  it('shares the last 9 attempts, a date line and the site address', () => {
    const entry = (score: number, meta?: GuessEntry['meta']): GuessEntry => ({ id: String(Math.random()), text: 't', score, input_tokens: [], result_tokens: [], meta });
    const guesses = [entry(0, { type: 'intro' }), ...Array.from({ length: 10 }, (_, i) => entry(i / 10)), entry(0.9, { type: 'hint', index: 0 }), entry(0, { type: 'loss' })];
    const lines = shareText(guesses, '2026-03-08', 'https://vibecheck.example').split('\n');
    expect(lines[0]).toBe('Vibe Check 2026-03-08');
    expect(lines).toHaveLength(11);
    expect(lines.at(-2)).toBe('💡🔥🔥🔥');
    expect(lines.at(-1)).toBe('https://vibecheck.example');
  });
});
