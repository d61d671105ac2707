// Feedback a player can read, in a real Chromium: match marks on the chips, a win in another
// spelling, and a sixth word kept with a note instead of being cut.
import { expect, test } from '@playwright/test';
import { dayWithAnotherSpelling, guess, openGame, puzzleOf, slots } from './helpers.ts';

const DAY = '2025-09-15';

test('a right word shows as right: a check in its place, 100% elsewhere, and another spelling of the answer wins', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  const [a, b, c, d, e] = puzzleOf(DAY).answer.split(' ');
  await guess(page, [a, c, b, d, e].join(' '));
  const card = page.locator('.guess-card').last();
  await expect(card.getByRole('button', { name: `${a}, 100 percent, right place` })).toBeVisible();
  await expect(card.getByRole('button', { name: `${e}, 100 percent, right place` })).toBeVisible();
  await expect(card.getByRole('button', { name: `${b}, 100 percent, in the phrase, another place` })).toBeVisible();
  await expect(card.locator('.score-chip__mark')).toHaveCount(3);
  await expect(card.locator('.score-chip--placed .score-chip__mark').first()).toHaveText('✓');

  const spelt = dayWithAnotherSpelling();
  await page.goto(`/${spelt.date}`);
  await guess(page, spelt.variant);
  await expect(page.getByText('SOLUTION')).toBeVisible();
});

test('a sixth word is kept in the input with a note, and nothing is sent until it goes', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  await slots(page).first().click();
  await page.keyboard.insertText('one two three four five six');
  await expect(slots(page).last()).toHaveValue('five six');
  await expect(page.getByText('A guess has at most five words: remove 1 word to send it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit guess' })).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(page.locator('.guess-card')).toHaveCount(0);
});
