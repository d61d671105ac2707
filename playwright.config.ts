import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium where it is installed (CI installs it), else Playwright's own browser.
const debianChromium = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const E2E_PORT = 4318;
export const STATIC_PORT = 4319;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: [...(isRoot ? ['--no-sandbox'] : []), '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: [
    {
      command: `tsx server/main.ts`,
      env: { PORT: String(E2E_PORT), HOST: '127.0.0.1' },
      url: `http://localhost:${E2E_PORT}/api/daily-problem/2025-08-27`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx tests/e2e/static-server.ts`,
      env: { PORT: String(STATIC_PORT) },
      url: `http://localhost:${STATIC_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
