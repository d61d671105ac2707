// The game in a real Chromium against the built app and the API (spec §2–§5).
import { expect, test } from '@playwright/test';
import { guess, openGame, puzzleOf, slots, typeGuess } from './helpers.ts';

const DAY = '2025-09-15';

test('a win: the answer wins, shows the win card and the share button copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, '/', { today: DAY });
  await expect(page.getByRole('heading', { name: 'Vibe Check' })).toBeVisible();
  await guess(page, 'a quiet walk in the woods');
  await expect(page.getByText('Guess a five-word phrase.')).toBeVisible();
  await expect(page.getByText('You have 9 guesses. Hints count as a guess.')).toBeVisible();
  await guess(page, puzzleOf(DAY).answer);
  await expect(page.getByText('0/3 hints used', { exact: true })).toBeVisible();
  await expect(page.getByText('SOLUTION')).toBeVisible();
  const share = page.getByRole('button', { name: 'Vibe Check your friends' });
  await share.click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain('🎉🎉🎉');
  expect(clip).toContain(DAY);
});

test('a loss by nine attempts, hints included, with the solution behind "Show solution"', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  await page.getByRole('button', { name: '3/3 hints remaining' }).click();
  await expect(page.getByText('Hint 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 8; i++) await guess(page, `plain guess number ${['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][i]} today`);
  await expect(page.getByText('Better luck tomorrow!', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show solution' }).click();
  await expect(page.getByText(puzzleOf(DAY).answer)).toBeVisible();
  // The loss is recorded: a day played counts towards the daily streak.
  await expect(page.getByRole('button', { name: 'Streak: 1 day, open stats' })).toBeVisible();
});

test('give up after all hints, then sandbox: unlimited guesses that are not recorded', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  await expect(page.getByRole('button', { name: 'Give up' })).toHaveCount(0);
  for (const n of [3, 2, 1]) {
    await page.getByRole('button', { name: `${n}/3 hints remaining` }).click();
    await expect(page.getByRole('button', { name: `${n - 1}/3 hints remaining` })).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Give up' }).click();
  await expect(page.getByText('Better luck tomorrow!', { exact: true })).toBeVisible({ timeout: 30_000 });
  await guess(page, 'one more try');
  await expect(page.getByText('Sandbox mode', { exact: true })).toBeVisible();
  await expect(page.getByText("You can keep experimenting, but additional attempts won't affect your streak.")).toBeVisible();
  for (let i = 0; i < 6; i++) await guess(page, `sandbox guess ${i}`);
  await expect(slots(page).first()).toBeEnabled();
});

test('deep links in both date formats open that day', async ({ page }) => {
  const date = '2025-10-02';
  const theme = puzzleOf(date).theme;
  await openGame(page, '/2025-10-02', { today: '2025-10-20' });
  await expect(page.getByText(theme)).toBeVisible();
  await openGame(page, '/251002', { today: '2025-10-20', dismissHelp: false });
  await expect(page.getByText(theme)).toBeVisible();
});

test('an invalid or a future date falls back to today', async ({ page }) => {
  const todayTheme = puzzleOf(DAY).theme;
  await openGame(page, '/not-a-date', { today: DAY });
  await expect(page.getByText(todayTheme)).toBeVisible();
  await openGame(page, '/2025-12-25', { today: DAY, dismissHelp: false });
  await expect(page.getByText(todayTheme)).toBeVisible();
  await expect(page.getByText(puzzleOf('2025-12-25').theme)).toHaveCount(0);
});

test('the theme choice persists over a reload', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  const after = await html.getAttribute('data-theme');
  expect(after).not.toBe(before);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after!);
});

test('the help sheet opens by itself on the first visit only', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  await page.reload();
  await expect(page.getByText('Loading daily problem...')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'How to play' })).toHaveCount(0);
  await page.getByRole('button', { name: 'How to play' }).first().click();
  await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
});

test('stats after two days: a streak of two and both days in the history', async ({ page }) => {
  await openGame(page, '/', { today: '2025-09-20' });
  await guess(page, puzzleOf('2025-09-20').answer);
  await expect(page.getByText('0/3 hints used', { exact: true })).toBeVisible();
  // The day is recorded once the streak shows it: leaving before then is a different test.
  await expect(page.getByRole('button', { name: 'Streak: 1 day, open stats' })).toBeVisible();
  await page.clock.setFixedTime(new Date('2025-09-21T12:00:00'));
  await page.goto('/');
  await guess(page, puzzleOf('2025-09-21').answer);
  await expect(page.getByText('0/3 hints used', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Streak: 2/ }).click();
  const stats = page.getByRole('dialog', { name: 'Your stats' });
  await expect(stats).toBeVisible();
  await expect(stats.getByText('100')).toBeVisible();
  await expect(stats.getByText('2025-09-21')).toBeVisible();
  await expect(stats.getByText('2025-09-20')).toBeVisible();
});

test('the keyboard alone plays: Space moves on, Backspace goes back, Enter submits', async ({ page }) => {
  await openGame(page, '/', { today: DAY });
  await typeGuess(page, 'kids');
  await expect(page.locator('.guess-card')).toHaveCount(0);
  await page.keyboard.press('Space');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(slots(page).first()).toHaveValue('kid');
});
