// npm run bench:web — the game in headless Chromium on this machine: bytes of a first visit,
// offline reload to an interactive input, cold start to the first on-device score, and the
// on-device score time over 50 guesses. Figures with their goals; nothing here fails a build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildAssets } from './build-assets.ts';

const PORT = 4327;
const BASE = `http://localhost:${PORT}`;
const GUESSES = 50;
const root = join(import.meta.dirname, '..');

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

function kindOf(url: string, contentType: string): 'app JS' | 'model' | 'WASM' | 'packs' | 'other' {
  const path = new URL(url).pathname;
  if (path.startsWith('/models/')) return 'model';
  if (path.endsWith('.wasm')) return 'WASM';
  if (path.startsWith('/packs/')) return 'packs';
  if (contentType.includes('javascript') || path.endsWith('.js')) return 'app JS';
  return 'other';
}

/** Guesses through the game's own input and waits for the card it adds. */
async function guessAndTime(page: Page, words: string[]): Promise<number> {
  const cards = page.locator('.guess-card');
  const before = await cards.count();
  const slots = page.getByRole('textbox');
  for (let i = 0; i < 5; i++) await slots.nth(i).fill(words[i] ?? '');
  const t0 = Date.now();
  await slots.nth(4).press('Enter');
  await cards.nth(before).waitFor();
  return Date.now() - t0;
}

await buildAssets();
if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('Run npm run build first');
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: 'ignore' });
try {
  await waitForServer(`${BASE}/api/daily-problem/2025-08-27`);
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytes = new Map<string, number>();
  const urls = new Map<string, { url: string; type: string }>();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, { url: e.response.url, type: e.response.mimeType }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = urls.get(e.requestId);
    if (r && r.url.startsWith(BASE)) bytes.set(kindOf(r.url, r.type), (bytes.get(kindOf(r.url, r.type)) ?? 0) + e.encodedDataLength);
  });

  // First visit: everything the page and its service worker fetch until offline-ready.
  const coldStart = Date.now();
  await page.goto(BASE);
  await page.getByText('Offline ready').waitFor({ timeout: 120_000 });
  const firstScoreMs = await guessAndTime(page, ['a', 'warm', 'cup', 'of', 'cocoa']);
  const coldToFirstScore = Date.now() - coldStart;
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);

  // Timed guesses, all scored on the device (the API is unreachable).
  await context.route('**/api/**', (route) => route.abort());
  const times: number[] = [];
  const words = ['sunny', 'morning', 'coffee', 'walk', 'quiet', 'river', 'music', 'bread', 'winter', 'garden', 'city', 'train', 'laugh', 'ocean', 'candle'];
  for (let i = 0; i < GUESSES; i++) {
    times.push(await guessAndTime(page, Array.from({ length: 5 }, (_, k) => words[(i * 3 + k * 7) % words.length]!)));
    if (i % 8 === 7) await page.goto(`${BASE}/${['2025-09-01', '2025-10-02', '2025-11-03', '2025-12-04', '2026-01-05', '2026-02-06'][Math.floor(i / 8)]}`);
  }

  // Offline reload to an interactive input.
  await context.setOffline(true);
  const t0 = Date.now();
  await page.reload();
  await page.getByPlaceholder('Type up to five words…').waitFor();
  await page.getByPlaceholder('Type up to five words…').isEditable();
  const offlineReload = Date.now() - t0;
  await browser.close();

  const appJs = bytes.get('app JS') ?? 0;
  console.log('bench:web (headless Chromium, this machine)');
  console.log(`first visit: ${mb(total)} in total — app JS ${mb(appJs)}, model ${mb(bytes.get('model') ?? 0)}, WASM ${mb(bytes.get('WASM') ?? 0)}, packs ${mb(bytes.get('packs') ?? 0)}, other ${mb(bytes.get('other') ?? 0)}   (goal ≤ 12 MB)`);
  console.log(`offline reload to interactive input: ${offlineReload} ms   (goal ≤ 1500 ms)`);
  console.log(`cold start to first on-device score: ${coldToFirstScore} ms (that guess alone ${firstScoreMs} ms)   (goal ≤ 2000 ms after load)`);
  console.log(`on-device guess, ${times.length} guesses: median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms   (goal median ≤ 20 ms)`);
} finally {
  server.kill();
}
