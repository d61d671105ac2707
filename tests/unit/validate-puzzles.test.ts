import { describe, expect, it } from 'vitest';
import { simpleForms, validatePuzzles } from '../../scripts/puzzles/validate-puzzles.ts';

const good = (date: string, answer = 'a cat sleeping on sofa') => ({ date, theme: 'Lazy afternoon', answer, hints: ['a pet at home', 'resting on furniture', 'kitten napping on the couch'] });
const check = (puzzles: unknown[], first = '2025-08-27', last = '2025-08-29') => validatePuzzles([{ file: '2025-08.json', puzzles }], first, last).problems;

describe('the puzzle validator', () => {
  it('accepts complete, well-formed puzzles', () => {
    expect(check([good('2025-08-27'), good('2025-08-28', 'drinking hot coffee every morning'), good('2025-08-29', 'children playing in the park')])).toEqual([]);
  });

  it('reports missing, repeated and malformed dates', () => {
    const problems = check([good('2025-08-27'), good('2025-08-27', 'drinking hot coffee every morning'), good('2025-8-29', 'children playing in the park')]);
    expect(problems).toContainEqual({ date: '2025-08-27', field: 'date', why: 'repeated' });
    expect(problems).toContainEqual({ date: '2025-08-28', field: 'date', why: 'no puzzle for this day' });
    expect(problems.some((p) => p.date === '2025-8-29' && p.why.startsWith('malformed'))).toBe(true);
  });

  it('reports answers that are not five plain words or repeat another answer', () => {
    const problems = check([good('2025-08-27', 'a cat sleeping'), good('2025-08-28', 'A cat sleeping on sofa'), good('2025-08-29', 'a cat sleeping on sofa')]);
    expect(problems).toContainEqual({ date: '2025-08-27', field: 'answer', why: '3 words, needs exactly 5' });
    expect(problems).toContainEqual({ date: '2025-08-28', field: 'answer', why: 'only lower case letters and apostrophes, single spaces' });
    expect(problems).toContainEqual({ date: '2025-08-29', field: 'answer', why: 'repeats the answer of 2025-08-28' });
  });

  it('reports an empty or too long theme and the wrong number of hints', () => {
    const problems = check([{ ...good('2025-08-27'), theme: ' ' }, { ...good('2025-08-28', 'drinking hot coffee every morning'), theme: 'x'.repeat(41) }, { ...good('2025-08-29', 'children playing in the park'), hints: ['one'] }]);
    expect(problems).toContainEqual({ date: '2025-08-27', field: 'theme', why: 'empty' });
    expect(problems).toContainEqual({ date: '2025-08-28', field: 'theme', why: '41 characters, at most 40' });
    expect(problems).toContainEqual({ date: '2025-08-29', field: 'hints', why: '1 hints, needs exactly 3' });
  });

  it('reports a hint with an answer content word in any case or simple plural/singular form, but not a stopword', () => {
    const problems = check([{ ...good('2025-08-27'), hints: ['Cats at rest', 'on a couch', 'sofas and chairs'] }], '2025-08-27', '2025-08-27');
    expect(problems.map((p) => p.field)).toEqual(['hints[0]', 'hints[2]']);
  });

  it('knows simple plural and singular forms', () => {
    expect(simpleForms('berry')).toContain('berries');
    expect(simpleForms('boxes')).toContain('box');
    expect(simpleForms('Leaf')).toContain('leafs');
  });
});
