import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser flows against the started product (scripts/local/start.ts) in Debian's Chromium —
 * never a downloaded browser. Each run gets a fresh data directory under .data/.
 */
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} not found: install it with 'apt-get install -y chromium' (Playwright runs the system Chromium).`);
}

// E2E_PORT lets two runs (e.g. two engineers on one machine) use separate servers.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const dataDir = join(process.cwd(), '.data', `e2e-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'sk-SK',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/local/start.ts',
    url: `http://localhost:${PORT}`,
    env: { PORT: String(PORT), DATA_DIR: dataDir },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
