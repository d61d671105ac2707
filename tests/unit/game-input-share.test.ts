import { describe, expect, it } from 'vitest';
import { inputNote, phraseCounter, phraseFromSlots, sanitizeSlot, slotsReady, spreadWords } from '../../src/game/input-rules.ts';
import type { GuessEntry } from '../../src/game/model.ts';
import { emojiForScore, shareText } from '../../src/game/share-text.ts';

describe('the word input rules', () => {
  it('strips all whitespace from a slot, and keeps every character', () => {
    expect(sanitizeSlot(' ca t\t')).toBe('cat');
    expect(sanitizeSlot('x'.repeat(40))).toHaveLength(40);
  });

  it('joins the non-empty words with single spaces, and sends nothing when empty', () => {
    expect(phraseFromSlots(['a', '', 'cat', ' ', 'naps'])).toBe('a cat naps');
    expect(phraseFromSlots(['', '', '', '', ''])).toBeNull();
  });

  it('shows the n / 256 counter only above 200 characters', () => {
    expect(phraseCounter(['x'.repeat(100), 'x'.repeat(99)])).toBeNull();
    expect(phraseCounter(['x'.repeat(100), 'x'.repeat(101)])).toBe('202 / 256');
  });

  it('needs five words in normal mode and one in sandbox', () => {
    expect(slotsReady(['a', 'b', 'c', 'd', ''], false)).toBe(false);
    expect(slotsReady(['a', 'b', 'c', 'd', 'e'], false)).toBe(true);
    expect(slotsReady(['', 'b', '', '', ''], true)).toBe(true);
  });

  it('spreads pasted words over the slots from the one pasted into, keeping words beyond the fifth in the last slot', () => {
    expect(spreadWords(['a', '', '', '', ''], 1, 'cat  sleeping on sofa')).toEqual(['a', 'cat', 'sleeping', 'on', 'sofa']);
    expect(spreadWords(['a', '', '', '', ''], 1, 'cat  sleeping on sofa today now')).toEqual(['a', 'cat', 'sleeping', 'on', 'sofa today now']);
    expect(spreadWords(['', '', '', '', ''], 4, 'one two')).toEqual(['', '', '', '', 'one two']);
  });

  it('refuses, with a note, a sixth word, an overlong word, a word without letters or an overlong phrase, and keeps them', () => {
    const six = ['a', 'cat', 'sleeping', 'on', 'the sofa'];
    expect(inputNote(six)).toBe('A guess has at most five words: remove 1 word to send it.');
    expect(inputNote(['a', 'b', 'c', 'd', 'e f g'])).toBe('A guess has at most five words: remove 2 words to send it.');
    expect(slotsReady(six, false)).toBe(false);
    expect(slotsReady(six, true)).toBe(false);
    expect(phraseFromSlots(six)).toBe('a cat sleeping on the sofa');

    const long = 'x'.repeat(35);
    expect(inputNote(['a', long, 'c', 'd', 'e'])).toBe('A word has at most 34 characters: “xxxxxxxxxxxx…” has 35.');
    expect(slotsReady(['a', long, 'c', 'd', 'e'], false)).toBe(false);
    expect(slotsReady(['a', 'x'.repeat(34), 'c', 'd', 'e'], false)).toBe(true);

    expect(inputNote(['🙂', '', '', '', ''])).toBe('“🙂” is not a word: use letters or digits.');
    expect(slotsReady(['🙂', '', '', '', ''], true)).toBe(false);
    expect(inputNote(['a', 'cat', '', '', ''])).toBeNull();
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
