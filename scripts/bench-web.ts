// npm run bench:web — the built game in headless Chromium on this machine: bytes of a first
// visit, offline reload to an interactive input, load to the first on-device score, and the
// on-device guess time over 50 guesses. Figures with their goals; nothing here fails a build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEVICE_SCORE_MEASURE } from '../src/api/game-api.ts';

const PORT = 4327;
const BASE = `http://localhost:${PORT}`;
const GUESSES = 50;
const root = join(import.meta.dirname, '..');
const WORDS = ['sunny', 'morning', 'coffee', 'walk', 'quiet', 'river', 'music', 'bread', 'winter', 'garden', 'city', 'train', 'laugh', 'ocean', 'candle', 'apple', 'storm'];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

function kindOf(url: string): 'app JS' | 'model' | 'WASM' | 'packs' | 'other' {
  const path = new URL(url).pathname;
  if (path.startsWith('/models/')) return 'model';
  if (path.endsWith('.wasm')) return 'WASM';
  if (path.startsWith('/packs/')) return 'packs';
  if (path.endsWith('.js')) return 'app JS';
  return 'other';
}

/** Today's real game: a faked clock would also fake the performance timeline read below. */
function open(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

/** Types a guess into the game and returns the ms from Enter to its scored card. */
async function timedGuess(page: Page, words: string[]): Promise<number> {
  const cards = page.locator('.guess-card');
  const before = await cards.count();
  const slots = page.getByRole('textbox', { name: /Word \d/ });
  for (let i = 0; i < 5; i++) await slots.nth(i).fill(words[i]!);
  const t0 = performance.now();
  await slots.nth(4).press('Enter');
  await cards.nth(before).waitFor({ timeout: 60_000 });
  return performance.now() - t0;
}

async function closeHelp(page: Page) {
  await page.getByRole('dialog', { name: 'How to play' }).waitFor();
  await page.keyboard.press('Escape');
}

if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('Build first: npm run build');
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: 'ignore' });
try {
  await waitForServer(`${BASE}/api/daily-problem/2025-08-27`);
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });

  // First visit: every byte the page and its service worker fetch until 'Offline ready'.
  const first = await browser.newContext({ serviceWorkers: 'allow' });
  const bytes = new Map<string, number>();
  first.on('requestfinished', (request) => {
    void request.sizes().then((s) => {
      const kind = kindOf(request.url());
      bytes.set(kind, (bytes.get(kind) ?? 0) + s.responseBodySize + s.responseHeadersSize);
    });
  });
  const page = await open(first);
  await page.goto(BASE);
  await closeHelp(page);
  await page.getByText('Offline ready', { exact: true }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);

  // Offline reload: the context offline and the API unreachable.
  await first.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await first.setOffline(true);
  const t0 = performance.now();
  await page.reload();
  await page.getByRole('textbox', { name: 'Word 1' }).and(page.locator(':enabled')).waitFor();
  const offlineReload = performance.now() - t0;

  // On-device guess time: 50 guesses scored by the worker, one game played on into sandbox.
  const uiTimes: number[] = [];
  for (let i = 0; i < GUESSES; i++) uiTimes.push(await timedGuess(page, Array.from({ length: 5 }, (_, k) => WORDS[(i * 3 + k * 7) % WORDS.length]!)));
  const times = await page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration), DEVICE_SCORE_MEASURE);
  await first.close();

  // Cold start with no API: from the load event to the first score made on the device.
  const cold = await browser.newContext({ serviceWorkers: 'block' });
  await cold.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const coldPage = await open(cold);
  await coldPage.goto(BASE, { waitUntil: 'load' });
  const loaded = performance.now();
  await closeHelp(coldPage);
  await coldPage.getByRole('textbox', { name: 'Word 1' }).and(coldPage.locator(':enabled')).waitFor();
  await timedGuess(coldPage, ['a', 'warm', 'cup', 'of', 'cocoa']);
  const firstScore = performance.now() - loaded;
  await browser.close();

  console.log('bench:web — headless Chromium on this machine, served by npm start (gzip on)');
  console.log(`first visit: ${mb(total)} in total — app JS ${((bytes.get('app JS') ?? 0) / 1024).toFixed(0)} KB, model ${mb(bytes.get('model') ?? 0)}, WASM ${mb(bytes.get('WASM') ?? 0)}, packs ${mb(bytes.get('packs') ?? 0)}, other ${mb(bytes.get('other') ?? 0)}   (goal ≤ 12 MB; app JS gzipped ≤ 200 KB)`);
  console.log(`offline reload to an interactive input: ${offlineReload.toFixed(0)} ms   (goal ≤ 1500 ms)`);
  console.log(`load event to the first on-device score (model fetched, loaded and run): ${firstScore.toFixed(0)} ms   (goal ≤ 2000 ms)`);
  console.log(`on-device score (worker round trip), ${times.length} guesses: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms   (goal median ≤ 20 ms)`);
  console.log(`  the same guesses from Enter to the scored card on screen: median ${percentile(uiTimes, 0.5).toFixed(1)} ms, p95 ${percentile(uiTimes, 0.95).toFixed(1)} ms`);
} finally {
  server.kill();
}
