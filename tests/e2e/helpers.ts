// Shared steps for the browser tests: puzzles from the authored files, and a player who types.
import { expect, type Page } from '@playwright/test';
import { readPuzzles } from '../../scripts/puzzles/read-puzzles.ts';
import { foldWord } from '../../src/scoring/fold.ts';

const puzzles = new Map(readPuzzles().map((p) => [p.date, p]));

export function puzzleOf(date: string) {
  const p = puzzles.get(date);
  if (!p) throw new Error(`No puzzle for ${date}`);
  return p;
}

/**
 * A day whose answer a player may spell another way and still win: its first word that
 * folding changes (a British spelling, a possessive) written as folded ("colour" -> "color").
 */
export function dayWithAnotherSpelling(): { date: string; answer: string; variant: string } {
  for (const p of puzzles.values()) {
    const words = p.answer.split(' ');
    const i = words.findIndex((w) => foldWord(w) !== w);
    if (i >= 0) return { date: p.date, answer: p.answer, variant: words.map((w, k) => (k === i ? foldWord(w) : w)).join(' ') };
  }
  throw new Error('No answer has a spelling that folding changes: add one, or test folding another way');
}

/** Local noon on a date, so the page's "today" is that date in any time zone of the runner. */
export const noonOf = (date: string) => new Date(`${date}T12:00:00`);

/** The help sheet opens by itself on a first visit; a returning player closes it. */
export async function dismissHelp(page: Page) {
  const help = page.getByRole('dialog', { name: 'How to play' });
  await help.waitFor();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
}

export async function openGame(page: Page, path: string, { today, dismissHelp: firstVisit = true }: { today: string; dismissHelp?: boolean }) {
  await page.clock.setFixedTime(noonOf(today));
  await page.goto(path);
  if (firstVisit) await dismissHelp(page);
  await expect(page.getByText('Loading daily problem...')).toBeHidden({ timeout: 30_000 });
}

/** How many cards the saved game of a date holds in IndexedDB (0 when none is saved). */
export function savedCardCount(page: Page, date: string): Promise<number> {
  return page.evaluate(
    (day) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('vibe-check');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => resolve((all.result as { value: { date: string; guesses: unknown[] } }[]).find((r) => r.value.date === day)?.value.guesses.length ?? 0);
        };
      }),
    date,
  );
}

export const slots = (page: Page) => page.getByRole('textbox', { name: /word \d/i });

/** Types a phrase the way a player does: words separated by Space, Enter to submit. */
export async function typeGuess(page: Page, phrase: string) {
  await slots(page).first().click();
  const words = phrase.split(' ');
  for (const [i, word] of words.entries()) {
    await page.keyboard.type(word);
    if (i < words.length - 1) await page.keyboard.press('Space');
  }
  await page.keyboard.press('Enter');
}

export async function guess(page: Page, phrase: string) {
  const cards = page.locator('.guess-card');
  const before = await cards.count();
  await typeGuess(page, phrase);
  await expect(cards).toHaveCount(before + 1, { timeout: 30_000 });
}
