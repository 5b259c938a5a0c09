/**
 * `npm run bench:photos` – a report with three 12-megapixel photos sent from a phone on a weak uplink.
 *
 * Three 4,000 × 3,000 JPEGs as a phone camera writes them (quality 92, EXIF capture time and GPS) are made
 * with sharp at run time (nothing big is committed): smooth shapes with fine grain, ≈ 5 MB each – a phone
 * photo's size. Chromium fills step 1 at full speed, then the link is throttled through CDP (default
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency: DevTools' 'Fast 3G', a weak rural uplink) and the CPU
 * slowed 4× (a cheap phone); the clock runs from choosing the photos until the confirmation with the
 * code shows: uploads, steps 2 and 3 (typed by the script at once) and the submit.
 * Reported: bytes of the photos posted to storage, time until all three are uploaded, time to 'sent'.
 *
 * Options (env): BENCH_ROOT (the checkout whose server and web/dist to run, default the current one –
 * a `git worktree` of an older commit, built, for the 'before'), BENCH_UP_KBPS (750), BENCH_DOWN_KBPS
 * (1600), BENCH_LATENCY_MS (150), BENCH_CPU_SLOWDOWN (4). Writes <cwd>/.bench/photos-<root folder>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillStep1, fillToSummary } from '../../e2e/wizard-helpers';
import { CHROMIUM_ARGS, startLocalProduct } from './local-product';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const PORT = 3478;
const UP_KBPS = Number(process.env.BENCH_UP_KBPS ?? 750);
const DOWN_KBPS = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const MB = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

/** A 12-MP photo: coarse shapes scaled up (a scene's smooth areas and edges) under fine grain (sensor noise). */
async function phonePhoto(file: string, seed: number): Promise<void> {
  const background = ['#6a4', '#875', '#4a7'][seed % 3];
  const coarse = await sharp({ create: { width: 400, height: 300, channels: 3, background, noise: { type: 'gaussian', mean: 110, sigma: 60 } } }).png().toBuffer();
  const scene = await sharp(coarse).resize(4000, 3000, { kernel: 'cubic' }).png().toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 6 } } }).png().toBuffer();
  await sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 50/1 6/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 38/1 24/1' },
    })
    .toFile(file);
}

/** Sizes of the files the page posts to storage (DevTools does not report a Blob's bytes in a request body). */
async function countPostedFiles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const sizes: number[] = [];
    Object.assign(window, { postedFileSizes: sizes });
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob) sizes.push(file.size);
      return send.call(this, body);
    };
  });
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'es-bench-photos-'));
  const photos = [0, 1, 2].map((i) => path.join(dir, `foto-${i + 1}.jpg`));
  await Promise.all(photos.map((f, i) => phonePhoto(f, i)));
  const originalBytes = photos.reduce((n, f) => n + statSync(f).size, 0);
  console.log(`three 12-MP photos: ${MB(originalBytes)} (${photos.map((f) => MB(statSync(f).size)).join(', ')})`);

  const server = await startLocalProduct({ root: ROOT, port: PORT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'sk-SK' });
    const page = await context.newPage();
    page.setDefaultTimeout(15 * 60_000);
    await countPostedFiles(page);
    await page.goto('/hlasenie-skody/udaje-o-skode');
    await fillStep1(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (DOWN_KBPS * 1000) / 8,
      uploadThroughput: (UP_KBPS * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const t0 = performance.now();
    await page.getByLabel(/^Fotografie/).setInputFiles(photos);
    await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toHaveCount(3, { timeout: 15 * 60_000 });
    const uploadedMs = performance.now() - t0;
    await fillToSummary(page);
    await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
    await expect(page.locator('.es-sent-code')).toBeVisible();
    const sentMs = performance.now() - t0;
    const posted = await page.evaluate(() => (window as unknown as { postedFileSizes: number[] }).postedFileSizes);
    const sentBytes = posted.reduce((n, s) => n + s, 0);

    console.log(`link: ${UP_KBPS} kbit/s up, ${DOWN_KBPS} kbit/s down, ${LATENCY_MS} ms; CPU ${CPU_SLOWDOWN}× slower; server and build: ${ROOT}`);
    console.log(`photo bytes posted: ${MB(sentBytes)} (${posted.map(MB).join(', ')}) – ${((100 * sentBytes) / originalBytes).toFixed(0)} % of the originals`);
    console.log(`all three uploaded: ${(uploadedMs / 1000).toFixed(1)} s; confirmation with the code: ${(sentMs / 1000).toFixed(1)} s`);
    mkdirSync('.bench', { recursive: true });
    const name = path.basename(ROOT);
    writeFileSync(
      `.bench/photos-${name}.json`,
      JSON.stringify({ at: new Date().toISOString(), root: ROOT, upKbps: UP_KBPS, downKbps: DOWN_KBPS, latencyMs: LATENCY_MS, cpuSlowdown: CPU_SLOWDOWN, originalBytes, posted, uploadedMs, sentMs }, null, 2),
    );
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
