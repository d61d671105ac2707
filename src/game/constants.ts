// The game's numbers and tiers (spec §9), in one place for the client, the server and the scripts.
export const MAX_ATTEMPTS = 9;
export const WORDS_PER_GUESS = 5;
export const MAX_WORD_CHARS = 34;
export const MAX_PHRASE_CHARS = 256;
export const PHRASE_COUNTER_FROM = 200;
export const COPIED_NOTICE_MS = 2000;
export const HISTORY_ROW_HEIGHT = 40;
export const HISTORY_OVERSCAN = 10;
export const HELP_SHOWN_VERSION = 1;
export const DEFAULT_INTENSITY = 0.25;
export const APP_VERSION = 'v1.4.4';
export const FIRST_PUZZLE_DATE = '2025-08-27';

/** Emoji tiers, checked in order: a win, then the first threshold the score is above. */
export const WIN_EMOJI = '🎉🎉🎉';
export const SCORE_TIERS: readonly { above: number; emoji: string }[] = [
  { above: 0.8, emoji: '🔥🔥🔥' },
  { above: 0.65, emoji: '🔥🔥' },
  { above: 0.5, emoji: '🔥' },
  { above: 0.25, emoji: '🧊' },
];
export const COLDEST_EMOJI = '🧊🧊';
