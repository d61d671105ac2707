import { describe, expect, it } from 'vitest';
import { dateForPuzzleId, puzzleIdForDate } from '../../src/puzzles/puzzle-id.ts';

describe('puzzle ids', () => {
  it('numbers the days from 1 on 2025-08-27, across month and year ends', () => {
    expect(puzzleIdForDate('2025-08-27')).toBe('1');
    expect(puzzleIdForDate('2025-09-01')).toBe('6');
    expect(puzzleIdForDate('2026-01-01')).toBe('128');
    expect(puzzleIdForDate('2027-12-31')).toBe('857');
  });

  it('maps ids back to dates', () => {
    for (const date of ['2025-08-27', '2026-03-08', '2026-11-01', '2027-12-31']) expect(dateForPuzzleId(puzzleIdForDate(date)!)).toBe(date);
  });

  it('has no id for malformed dates, impossible dates or days before the first puzzle', () => {
    for (const date of ['2025-08-26', '2025-02-30', '27-08-2025', 'today', '']) expect(puzzleIdForDate(date)).toBeNull();
    for (const id of ['0', '-1', 'abc', '1.5', '01', '']) expect(dateForPuzzleId(id)).toBeNull();
  });
});
