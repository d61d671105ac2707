// The rules a puzzle must meet before the model is asked anything: dates, answer form,
// theme length, and hints that do not give away an answer word.
import { FIRST_PUZZLE_DATE, WORDS_PER_GUESS } from '../../src/game/constants.ts';
import { utcMidnight } from '../../src/puzzles/puzzle-id.ts';
import { winKey } from '../../src/scoring/fold.ts';
import { isContentWord, normalizeWord, splitWords } from '../../src/scoring/text.ts';
import type { AuthoredPuzzle, PuzzleFile } from './read-puzzles.ts';

export const LAST_PUZZLE_DATE = '2027-12-31';
export const MAX_THEME_CHARS = 40;
export const HINTS_PER_PUZZLE = 3;

export interface Problem {
  date: string;
  field: string;
  why: string;
}

const ANSWER_FORM = /^[a-z']+( [a-z']+)*$/;

/** The word and its simple plural/singular forms ("leaf" ~ "leafs", "berry" ~ "berries", "box" ~ "boxes"). */
export function simpleForms(word: string): Set<string> {
  const w = normalizeWord(word);
  const forms = new Set([w, `${w}s`, `${w}es`]);
  if (w.endsWith('y')) forms.add(`${w.slice(0, -1)}ies`);
  if (w.endsWith('ies')) forms.add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) forms.add(w.slice(0, -2));
  if (w.endsWith('s')) forms.add(w.slice(0, -1));
  return forms;
}

function isPuzzleShape(p: unknown): p is AuthoredPuzzle {
  if (typeof p !== 'object' || p === null) return false;
  const o = p as Record<string, unknown>;
  return typeof o.date === 'string' && typeof o.theme === 'string' && typeof o.answer === 'string' && Array.isArray(o.hints) && o.hints.every((h) => typeof h === 'string');
}

function* allDates(first: string, last: string): Generator<string> {
  for (let ms = utcMidnight(first)!; ms <= utcMidnight(last)!; ms += 86_400_000) yield new Date(ms).toISOString().slice(0, 10);
}

export function validatePuzzles(files: PuzzleFile[], first = FIRST_PUZZLE_DATE, last = LAST_PUZZLE_DATE): { problems: Problem[]; puzzles: AuthoredPuzzle[] } {
  const problems: Problem[] = [];
  const puzzles: AuthoredPuzzle[] = [];
  const seenDates = new Set<string>();
  const seenAnswers = new Map<string, string>();

  for (const { file, puzzles: raw } of files) {
    raw.forEach((p, i) => {
      if (!isPuzzleShape(p)) {
        problems.push({ date: `${file}[${i}]`, field: 'puzzle', why: 'needs string date, theme, answer and a list of string hints' });
        return;
      }
      const { date, theme, answer, hints } = p;
      const add = (field: string, why: string) => problems.push({ date, field, why });
      if (utcMidnight(date) === null) add('date', `malformed date "${date}" (YYYY-MM-DD)`);
      else if (date < first || date > last) add('date', `outside ${first}..${last}`);
      else if (!file.startsWith(date.slice(0, 7))) add('date', `is in ${file}, not in ${date.slice(0, 7)}.json`);
      if (seenDates.has(date)) add('date', 'repeated');
      seenDates.add(date);

      if (!theme.trim()) add('theme', 'empty');
      else if (theme.length > MAX_THEME_CHARS) add('theme', `${theme.length} characters, at most ${MAX_THEME_CHARS}`);

      const words = answer.split(' ');
      if (!ANSWER_FORM.test(answer)) add('answer', 'only lower case letters and apostrophes, single spaces');
      if (words.length !== WORDS_PER_GUESS) add('answer', `${words.length} words, needs exactly ${WORDS_PER_GUESS}`);
      const normalized = winKey(splitWords(answer));
      const earlier = seenAnswers.get(normalized);
      if (earlier) add('answer', `repeats the answer of ${earlier}`);
      else seenAnswers.set(normalized, date);

      if (hints.length !== HINTS_PER_PUZZLE) add('hints', `${hints.length} hints, needs exactly ${HINTS_PER_PUZZLE}`);
      const answerForms = words.filter(isContentWord).map((w) => ({ w, forms: simpleForms(w) }));
      hints.forEach((hint, h) => {
        if (!hint.trim()) add(`hints[${h}]`, 'empty');
        for (const hw of hint.split(/\s+/).map(normalizeWord)) {
          const hit = answerForms.find(({ forms }) => forms.has(hw) || [...simpleForms(hw)].some((f) => forms.has(f)));
          if (hit) add(`hints[${h}]`, `"${hint}" contains the answer word "${hit.w}"`);
        }
      });
      puzzles.push(p);
    });
  }

  for (const date of allDates(first, last)) if (!seenDates.has(date)) problems.push({ date, field: 'date', why: 'no puzzle for this day' });
  puzzles.sort((a, b) => a.date.localeCompare(b.date));
  return { problems, puzzles };
}
