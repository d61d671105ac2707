// What each match mark means, in the words the chips, the announcements and the help all use.
import type { Match } from '../scoring/evaluation.ts';
import { wholePercent } from './score-format.ts';

/** Read out after a word's percent ("pot, 100 percent, right place"); an unmatched word has none. */
export const MARK_SPOKEN: Record<Match, string | null> = {
  placed: 'right place',
  present: 'in the phrase, another place',
  form: 'another form of an answer word',
  none: null,
};

/** The visible cue on a chip: a check for a right word in its place, ≈ for another form. */
export const MARK_CUE: Record<Match, string | null> = {
  placed: '✓',
  present: null,
  form: '≈',
  none: null,
};

/** How a scored word is spoken: "pot, 100 percent, right place". */
export function spokenWord(token: { token: string; score: number; match?: Match }): string {
  const mark = token.match ? MARK_SPOKEN[token.match] : null;
  return [token.token, `${wholePercent(token.score)} percent`, mark].filter(Boolean).join(', ');
}
