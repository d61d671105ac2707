// Emoji tiers and the share text (spec §9).
import { COLDEST_EMOJI, MAX_ATTEMPTS, SCORE_TIERS, WIN_EMOJI } from './constants.ts';
import { isAttempt } from './machine.ts';
import type { GuessEntry } from './model.ts';
import { isWin } from '../scoring/evaluation.ts';

export function emojiForScore(score: number, won: boolean): string {
  if (won) return WIN_EMOJI;
  return SCORE_TIERS.find((t) => score > t.above)?.emoji ?? COLDEST_EMOJI;
}

/**
 * "Vibe Check 2025-08-27", then one line per attempt (the last 9, hints marked with 💡), then
 * the site address. One line per attempt keeps multi-emoji tiers readable in any chat app.
 */
export function shareText(guesses: readonly GuessEntry[], dateISO: string, siteUrl: string): string {
  const attempts = guesses.filter((g) => isAttempt(g) && !g.meta?.isLoading).slice(-MAX_ATTEMPTS);
  const lines = attempts.map((g) => `${g.meta?.type === 'hint' ? '💡' : ''}${emojiForScore(g.score, isWin(g))}`);
  return [`Vibe Check ${dateISO}`, ...lines, siteUrl].join('\n');
}
