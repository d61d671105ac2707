// Offline-first in real Chromium: the service worker, the packs and the on-device scorer.
// "Offline" means the context is offline AND the API is unreachable (its routes aborted),
// since Playwright's offline mode does not cover the service worker's own requests.
import { expect, type Page, type Route, test } from '@playwright/test';
import { STATIC_PORT } from '../../playwright.config.ts';
import { SCORING_VERSION } from '../../src/scoring/version.ts';
import { dayWithAnotherSpelling, dismissHelp, guess, noonOf, puzzleOf, savedCardCount } from './helpers.ts';

const DAY = '2025-09-16';

async function firstVisit(page: Page, url: string, day = DAY) {
  await page.clock.setFixedTime(noonOf(day));
  await page.goto(url);
  await dismissHelp(page);
  await expect(page.getByText('Offline ready', { exact: true })).toBeVisible({ timeout: 60_000 });
}

test('after one online visit the game reloads offline, restores its guesses and scores on the device to a win', async ({ page, context }) => {
  await firstVisit(page, '/');
  await guess(page, 'a quiet walk in the park');
  await expect.poll(() => savedCardCount(page, DAY)).toBe(2);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(puzzleOf(DAY).theme)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.guess-card')).toHaveCount(1);
  await guess(page, 'cooking rice with some beans');
  await page.getByRole('button', { name: '3/3 hints remaining' }).click();
  await expect(page.getByRole('button', { name: '2/3 hints remaining' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Hint 1', { exact: true })).toBeVisible();
  await guess(page, puzzleOf(DAY).answer);
  await expect(page.getByText('1/3 hints used', { exact: true })).toBeVisible();
});

test('a static deployment with no API at all plays from the first visit', async ({ page }) => {
  await page.clock.setFixedTime(noonOf(DAY));
  await page.goto(`http://localhost:${STATIC_PORT}/`);
  await dismissHelp(page);
  await expect(page.getByText(puzzleOf(DAY).theme)).toBeVisible({ timeout: 30_000 });
  await guess(page, 'the dog sleeps in sun');
  await page.getByRole('button', { name: '3/3 hints remaining' }).click();
  await expect(page.getByText('Hint 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  await guess(page, puzzleOf(DAY).answer);
  await expect(page.getByText('1/3 hints used', { exact: true })).toBeVisible();
});

test('a new deployment shows the reload prompt instead of swapping the game underneath', async ({ page, request }) => {
  const base = `http://localhost:${STATIC_PORT}`;
  await firstVisit(page, `${base}/`);
  await request.get(`${base}/__next-build`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('A new version is available.')).toHaveCount(0, { timeout: 30_000 });
});

test('meets the install criteria: a complete manifest and a service worker in control', async ({ page, context }) => {
  await firstVisit(page, '/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestUrl!)).json()) as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Vibe Check', short_name: 'Vibe Check', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, where Chromium never offers installation.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test("an offline loss shows 'Unavailable', and the solution once the network is back", async ({ page, context }) => {
  await firstVisit(page, '/');
  const abortApi = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', abortApi);
  await context.setOffline(true);
  for (const n of [3, 2, 1]) {
    await page.getByRole('button', { name: `${n}/3 hints remaining` }).click();
    await expect(page.getByRole('button', { name: `${n - 1}/3 hints remaining` })).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Give up' }).click();
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
  await context.unroute('**/api/**', abortApi);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Show solution' }).click();
  await expect(page.getByText(puzzleOf(DAY).answer, { exact: true })).toBeVisible();
});

test('a pack an older version left in the cache is refused and fetched again, so the device still marks and wins', async ({ page, context }) => {
  const spelt = dayWithAnotherSpelling();
  const packUrl = `/packs/${spelt.date.slice(0, 7)}.json`;
  await firstVisit(page, `/${spelt.date}`, spelt.date);
  // What the service worker kept from before an update: the pack of another scoring version,
  // whose hashes the code of today cannot match.
  await page.evaluate(async (url) => {
    const cache = await caches.open('vibe-check-packs');
    const pack = (await (await cache.match(url))!.json()) as { scoringVersion: number; puzzles: { target: object }[] };
    const stale = { ...pack, scoringVersion: pack.scoringVersion - 1, puzzles: pack.puzzles.map((p) => ({ ...p, target: { ...p.target, wins: ['stale'], slots: [], forms: [] } })) };
    await cache.put(url, new Response(JSON.stringify(stale), { headers: { 'Content-Type': 'application/json' } }));
  }, packUrl);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await guess(page, spelt.variant);
  await expect(page.getByText('SOLUTION')).toBeVisible();
  const cached = await page.evaluate(async (url) => ((await (await (await caches.open('vibe-check-packs')).match(url))!.json()) as { scoringVersion: number }).scoringVersion, packUrl);
  expect(cached).toBe(SCORING_VERSION);
});
