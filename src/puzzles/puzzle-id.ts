// A puzzle's id is its number in the daily sequence: 1 for the first day (spec §9), like a
// newspaper puzzle number. The server, the packs and the client derive it the same way.
import { FIRST_PUZZLE_DATE } from '../game/constants.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at UTC midnight of a YYYY-MM-DD date, or null if it is not a real date. */
export function utcMidnight(date: string): number | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

export function puzzleIdForDate(date: string): string | null {
  const ms = utcMidnight(date);
  const first = utcMidnight(FIRST_PUZZLE_DATE)!;
  if (ms === null || ms < first) return null;
  return String(Math.round((ms - first) / DAY_MS) + 1);
}

export function dateForPuzzleId(id: string): string | null {
  if (!/^[1-9]\d{0,5}$/.test(id)) return null;
  return new Date(utcMidnight(FIRST_PUZZLE_DATE)! + (Number(id) - 1) * DAY_MS).toISOString().slice(0, 10);
}
