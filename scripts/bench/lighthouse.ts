/**
 * `npm run bench:lighthouse` – the public pages on a cheap phone and a weak signal.
 *
 * 1. Lighthouse 12, its default (mobile) settings: simulated slow 4G, 4× CPU slowdown, a phone screen,
 *    on the local production build – the home page and wizard step 1, performance and accessibility
 *    scores with FCP, LCP, total blocking time and the number of scripts. Each page is run
 *    BENCH_RUNS times (default 3) and the median performance score is reported (one run varies by a
 *    few points on a shared machine).
 * 2. A repeat visit from the service worker's cache: Chromium opens step 1 once, waits for the worker,
 *    then reloads on DevTools' 'Slow 3G' (400 kbit/s, 400 ms latency, CPU 4× slower) and times until
 *    step 1's heading shows (target ≤ 1 s) – the prerendered first screen's (web/src/shell) – and until
 *    the app's form is on screen, ready to be filled in.
 *
 * Options (env): BENCH_ROOT (the checkout whose server and web/dist to run – a built `git worktree` of an
 * older commit for the 'before'), BENCH_RUNS (3). Writes <cwd>/.bench/lighthouse-<root folder>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, startLocalProduct } from './local-product';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 3479;
/** Lighthouse drives the Chromium Playwright started through this DevTools port. */
const DEVTOOLS_PORT = 9339;
const PAGES = { home: '/', step1: '/hlasenie-skody/udaje-o-skode' } as const;

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scripts: number;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
  };
}

const median = (runs: LighthouseFigures[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** Step 1 reloaded from the service worker's cache on Slow 3G: ms until its heading shows, and until its form does. */
async function repeatVisit(origin: string): Promise<{ headingMs: number; formMs: number } | null> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'sk-SK' });
    const page = await context.newPage();
    await page.goto(PAGES.step1);
    await page.getByRole('heading', { name: 'Nové oznámenie' }).waitFor();
    const hasWorker = await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 30_000))]));
    if (!hasWorker) return null;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = performance.now();
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Nové oznámenie' }).waitFor({ timeout: 60_000 });
    const headingMs = Math.round(performance.now() - t0);
    await page.getByRole('group', { name: 'Dátum vzniku škody' }).waitFor({ timeout: 60_000 });
    return { headingMs, formMs: Math.round(performance.now() - t0) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startLocalProduct({ root: ROOT, port: PORT });
  const chrome = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEVTOOLS_PORT}`] });
  const out: Record<string, unknown> = { at: new Date().toISOString(), root: ROOT, runs: RUNS };
  try {
    for (const [name, pagePath] of Object.entries(PAGES)) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${server.origin}${pagePath}`, DEVTOOLS_PORT));
      const m = median(runs);
      out[name] = { median: m, runs };
      console.log(
        `${name.padEnd(6)} ${pagePath}: performance ${m.performance} (runs ${runs.map((r) => r.performance).join(', ')}), accessibility ${m.accessibility}; FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${m.tbtMs} ms, ${m.scripts} scripts`,
      );
    }
    await chrome.close();
    const repeat = await repeatVisit(server.origin);
    out.repeatVisitMs = repeat;
    console.log(
      repeat === null
        ? 'repeat visit: no service worker in this build'
        : `repeat visit of step 1 on Slow 3G from the cache: heading ${repeat.headingMs} ms (target ≤ 1,000 ms), form ${repeat.formMs} ms`,
    );
    mkdirSync('.bench', { recursive: true });
    writeFileSync(`.bench/lighthouse-${path.basename(ROOT)}.json`, JSON.stringify(out, null, 2));
  } finally {
    await chrome.close();
    server.stop();
  }
}

await main();
