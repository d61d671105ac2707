// The word input's rules (spec §5). Nothing the player typed is ever cut or dropped: text that
// cannot be sent stays in the slots, and a note says what to change.
import { normalizeWord } from '../scoring/text.ts';
import { MAX_PHRASE_CHARS, MAX_WORD_CHARS, PHRASE_COUNTER_FROM, WORDS_PER_GUESS } from './constants.ts';

/** A slot holds one word, so whitespace never stays in it. */
export function sanitizeSlot(value: string): string {
  return value.replace(/\s+/gu, '');
}

/** The words in the slots, in order. The last slot may hold several: words pasted beyond the fifth. */
export function typedWords(slots: readonly string[]): string[] {
  return slots.flatMap((s) => s.split(/\s+/u)).filter(Boolean);
}

/** Why the slots cannot be sent as they are, for the player to fix; null when nothing stands in the way. */
export function inputNote(slots: readonly string[]): string | null {
  const words = typedWords(slots);
  if (words.length > WORDS_PER_GUESS) {
    const extra = words.length - WORDS_PER_GUESS;
    return `A guess has at most five words: remove ${extra} ${extra === 1 ? 'word' : 'words'} to send it.`;
  }
  const long = words.find((w) => w.length > MAX_WORD_CHARS);
  if (long) return `A word has at most ${MAX_WORD_CHARS} characters: “${long.slice(0, 12)}…” has ${long.length}.`;
  const wordless = words.find((w) => normalizeWord(w) === '');
  if (wordless) return `“${wordless}” is not a word: use letters or digits.`;
  if (words.join(' ').length > MAX_PHRASE_CHARS) return `A guess has at most ${MAX_PHRASE_CHARS} characters.`;
  return null;
}

/** The text to send: the words joined by single spaces; null when there is none. */
export function phraseFromSlots(slots: readonly string[]): string | null {
  const phrase = typedWords(slots).join(' ');
  return phrase.length ? phrase : null;
}

/** The 'n / 256' counter shows once the phrase is longer than 200 characters. */
export function phraseCounter(slots: readonly string[]): string | null {
  const length = typedWords(slots).join(' ').length;
  return length > PHRASE_COUNTER_FROM ? `${length} / ${MAX_PHRASE_CHARS}` : null;
}

/** Normal mode needs all five words, sandbox mode one, and neither sends what the note objects to. */
export function slotsReady(slots: readonly string[], sandbox: boolean): boolean {
  const filled = slots.filter((s) => s.trim().length > 0).length;
  return (sandbox ? filled >= 1 : filled >= WORDS_PER_GUESS) && inputNote(slots) === null;
}

/** Spreads pasted text over the slots from `start`, one word per slot; words beyond the last slot stay in it. */
export function spreadWords(slots: readonly string[], start: number, text: string): string[] {
  const words = text.split(/\s+/u).filter(Boolean);
  const next = [...slots];
  const room = WORDS_PER_GUESS - start;
  words.slice(0, room - 1).forEach((w, i) => (next[start + i] = w));
  if (words.length >= room) next[WORDS_PER_GUESS - 1] = words.slice(room - 1).join(' ');
  return next;
}
