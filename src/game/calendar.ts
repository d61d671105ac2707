// Calendar-day arithmetic on YYYY-MM-DD strings (spec §9 date helpers). Days are counted in
// UTC so that a DST change never makes a day 23 or 25 hours long.
import { FIRST_PUZZLE_DATE } from './constants.ts';
import { utcMidnight } from '../puzzles/puzzle-id.ts';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today's local date as YYYY-MM-DD. */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from a to b, never negative. */
export function daysBetween(a: string, b: string): number {
  const ma = utcMidnight(a);
  const mb = utcMidnight(b);
  if (ma === null || mb === null) return 0;
  return Math.max(0, Math.round((mb - ma) / DAY_MS));
}

export function addDays(date: string, n: number): string {
  const ms = utcMidnight(date);
  if (ms === null) throw new Error(`Not a date: ${date}`);
  return new Date(ms + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The route's date (spec §2): YYMMDD (read as 20YY-MM-DD) or YYYY-MM-DD. Anything else, a
 * day before the first puzzle or a day after the player's today falls back to today.
 */
export function parseDateParam(param: string | undefined, today: string): string {
  if (!param) return today;
  const short = /^(\d{2})(\d{2})(\d{2})$/.exec(param);
  const date = short ? `20${short[1]}-${short[2]}-${short[3]}` : param;
  if (utcMidnight(date) === null || date < FIRST_PUZZLE_DATE || date > today) return today;
  return date;
}

/** Milliseconds until the next local midnight, when the next problem opens. */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}
