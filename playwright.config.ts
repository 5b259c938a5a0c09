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

/**
 * Two workers, each with a product of its own: the specs read lists and counts of the data they
 * made, so two workers on one server would see each other's records. Worker n (its parallel index,
 * 0 or 1: no two running workers share one) talks to the server on E2E_PORT + n, which has its own
 * DynamoDB Local, S3 folder and sign-in sessions. E2E_WORKERS=1 gives one worker and one server.
 * E2E_PORT lets two runs (e.g. two engineers on one machine) use separate ports.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const PORT = Number(process.env.E2E_PORT ?? 3199);
// this file is read again in each worker process, where Playwright has set TEST_PARALLEL_INDEX
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const runId = Date.now();
const dataDir = (n: number) => join(process.cwd(), '.data', `e2e-${runId}-${n}`);
if (!inWorker) for (let n = 0; n < WORKERS; n++) mkdirSync(dataDir(n), { recursive: true });
/** The shell command of server n: the product (scripts/local/start.ts) on E2E_PORT + n with data of its own. */
const startServer = (n: number) => `PORT=${PORT + n} DATA_DIR=${JSON.stringify(dataDir(n))} npx tsx scripts/local/start.ts`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${workerPort}`,
    locale: 'sk-SK',
    // a failed test keeps its trace (actions, DOM snapshots, network, console); the screencast frames
    // are left out: they were recorded for every test and thrown away with each passed one
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
  // One command starts every server at once (Playwright starts its webServer entries one after another,
  // ≈ 15–20 s each: DynamoDB Local, the seed, the identity provider); the run begins when each has said
  // that it listens.
  webServer: {
    command: `${Array.from({ length: WORKERS }, (_, n) => `${startServer(n)} &`).join(' ')} wait`,
    wait: { stdout: new RegExp(`(Evidencia škôd beží na http://localhost:\\d+[\\s\\S]*){${WORKERS}}`) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
