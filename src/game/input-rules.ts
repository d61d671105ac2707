// The word input's rules (spec §5).
import { MAX_PHRASE_CHARS, MAX_WORD_CHARS, PHRASE_COUNTER_FROM, WORDS_PER_GUESS } from './constants.ts';

/** A slot holds one word: all whitespace stripped, at most 34 characters. */
export function sanitizeSlot(value: string): string {
  return value.replace(/\s+/gu, '').slice(0, MAX_WORD_CHARS);
}

/** The text to send: the non-empty words joined by spaces, trimmed, at most 256 characters; null when empty. */
export function phraseFromSlots(slots: readonly string[]): string | null {
  const phrase = slots
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, WORDS_PER_GUESS)
    .join(' ')
    .trim()
    .slice(0, MAX_PHRASE_CHARS)
    .trim();
  return phrase.length ? phrase : null;
}

/** The 'n / 256' counter shows once the phrase is longer than 200 characters. */
export function phraseCounter(slots: readonly string[]): string | null {
  const length = slots.filter(Boolean).join(' ').length;
  return length > PHRASE_COUNTER_FROM ? `${Math.min(length, MAX_PHRASE_CHARS)} / ${MAX_PHRASE_CHARS}` : null;
}

/** Normal mode needs all five words; sandbox mode one. */
export function slotsReady(slots: readonly string[], sandbox: boolean): boolean {
  const filled = slots.filter((s) => s.trim().length > 0).length;
  return sandbox ? filled >= 1 : filled >= WORDS_PER_GUESS;
}

/** Spreads pasted text over the slots from `start`: one word per slot, the rest dropped. */
export function spreadWords(slots: readonly string[], start: number, text: string): string[] {
  const words = text.split(/\s+/u).map(sanitizeSlot).filter(Boolean);
  const next = [...slots];
  words.slice(0, WORDS_PER_GUESS - start).forEach((w, i) => (next[start + i] = w));
  return next;
}
