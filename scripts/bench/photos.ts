/**
 * `npm run bench:photos` – a report with three 12-megapixel photos sent from a phone on a weak uplink.
 *
 * Three 4,000 × 3,000 JPEGs as a phone camera writes them (quality 92, EXIF capture time and GPS) are made
 * with sharp at run time (nothing big is committed): a pasture with sky, grass, sheep and a fence, ≈ 3.1 MB
 * each – a phone photo's size (see phonePhoto). Chromium fills step 1 at full speed, then the link is
 * throttled through CDP (default 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency: DevTools' 'Fast 3G', a
 * weak rural uplink) and the CPU slowed 4× (a cheap phone); the clock runs from choosing the photos until
 * the confirmation with the code shows: uploads, steps 2 and 3 (typed by the script at once, as soon as the
 * build lets the reporter leave step 1) and the submit.
 * CDP's CPU slowdown applies to the page's thread only, not to a worker's: work moved into a worker
 * (the photo scaling) runs here at the machine's full speed, as it would on a phone's other cores only
 * if those were as fast – on a cheap phone it is slower than measured.
 * Reported: bytes of the photos posted to storage, time until all three are uploaded, time to 'sent'.
 *
 * Options (env): BENCH_ROOT (the checkout whose server and web/dist to run, default the current one –
 * a `git worktree` of an older commit, built, for the 'before'), BENCH_UP_KBPS (750), BENCH_DOWN_KBPS
 * (1600), BENCH_LATENCY_MS (150), BENCH_CPU_SLOWDOWN (4), BENCH_TRACE=1 (prints every request as it ends).
 * Writes <cwd>/.bench/photos-<root folder>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillStep1, fillStep2Fo, fillStep3 } from '../../e2e/wizard-helpers';
import { CHROMIUM_ARGS, startLocalProduct } from './local-product';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const PORT = 3478;
const UP_KBPS = Number(process.env.BENCH_UP_KBPS ?? 750);
const DOWN_KBPS = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const MB = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

const W = 4000;
const H = 3000;

/** Seeded gaussian noise (mulberry32 and Box–Muller): the same photos on every run, so a before and an after send the same bytes. */
function gaussian(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Gaussian noise (mean 128) made on a w × h grid and scaled up to the photo: detail of that size. */
async function noiseLayer(w: number, h: number, seed: number, sigma = 60): Promise<Uint8Array> {
  const next = gaussian(seed);
  const grid = Uint8Array.from({ length: w * h }, () => Math.max(0, Math.min(255, Math.round(128 + sigma * next()))));
  return new Uint8Array(await sharp(grid, { raw: { width: w, height: h, channels: 1 } }).resize(W, H, { kernel: 'cubic', fit: 'fill' }).raw().toBuffer());
}

/**
 * A 12-MP photo of a pasture as a phone writes it: a smooth sky over a wavy horizon, grass with detail
 * at every scale (patches, tufts, leaves of 5 px, blades of 2 px), six sheep with fleece texture, fence posts with hard
 * edges, and the faint noise that remains after a phone's denoising. A flat or pure-noise picture would
 * not do: a phone photo's bytes are in its detail, and scaling it keeps a realistic share of them
 * (≈ 3.1 MB at quality 92, as a phone writes a 12-MP JPEG of 2.5–5 MB). Seeded, so every run sends
 * the same bytes.
 */
async function phonePhoto(file: string, seed: number): Promise<void> {
  const [patches, tufts, leaves, blades, grain] = await Promise.all([
    noiseLayer(16, 12, 10 * seed + 1),
    noiseLayer(200, 150, 10 * seed + 2),
    noiseLayer(800, 600, 10 * seed + 3),
    noiseLayer(2000, 1500, 10 * seed + 4),
    noiseLayer(W, H, 10 * seed + 5, 20),
  ]);
  const horizon = Array.from({ length: W }, (_, x) => H * (0.35 + 0.06 * Math.sin(x / 700 + seed) + 0.03 * Math.sin(x / 230 + 2 * seed)));
  const sheep = Array.from({ length: 6 }, (_, i) => ({ x: 500 + ((i * 613 + seed * 271) % 3000), y: 1500 + ((i * 389 + seed * 97) % 1200), r: 120 + ((i * 53) % 100) }));
  const px = new Uint8Array(W * H * 3);
  const put = (o: number, r: number, g: number, b: number) => {
    px[o] = Math.max(0, Math.min(255, r));
    px[o + 1] = Math.max(0, Math.min(255, g));
    px[o + 2] = Math.max(0, Math.min(255, b));
  };
  for (let y = 0; y < H; y++) {
    const inRow = sheep.filter((s) => Math.abs(y - s.y) < s.r);
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const l = (patches[i] - 128) / 128;
      const m = (tufts[i] - 128) / 128;
      const k = (leaves[i] - 128) / 128;
      const g = (blades[i] - 128) / 128;
      const f = (grain[i] - 128) / 128;
      const noise = 5 * f;
      if (y < horizon[x]) {
        const t = y / H;
        put(i * 3, 120 + 160 * t + 6 * l + noise, 160 + 120 * t + 6 * l + noise, 230 + 20 * t + 4 * l + noise);
        continue;
      }
      const fleece = inRow.find((s) => ((x - s.x) / (s.r * 1.5)) ** 2 + ((y - s.y) / s.r) ** 2 < 1);
      if (fleece) {
        const v = 215 - (30 * (y - fleece.y)) / fleece.r + 12 * k + 12 * g + 6 * f + noise;
        put(i * 3, v, v - 5, v - 15);
      } else if (Math.abs(((x + 0.3 * y) % 900) - 450) < 14 && y > horizon[x] + 300) {
        const v = 90 + 20 * m + 8 * f + noise;
        put(i * 3, v, v * 0.8, v * 0.6);
      } else {
        const shade = 1 + 0.25 * l + 0.15 * m;
        const blade = 45 * k + 35 * g + 10 * f;
        put(i * 3, (70 + 20 * m) * shade + blade * 0.6 + noise, (120 + 25 * l) * shade + blade + noise, (50 + 10 * m) * shade + blade * 0.4 + noise);
      }
    }
  }
  await sharp(px, { raw: { width: W, height: H, channels: 3 } })
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
  for (const [i, f] of photos.entries()) await phonePhoto(f, i);
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

    // when each photo's POST to storage finished (the step-1 list is gone once the reporter goes on)
    const storagePosts: number[] = [];
    page.on('requestfinished', (r) => {
      if (r.method() === 'POST' && /\/s3(\/|$)/.test(new URL(r.url()).pathname)) storagePosts.push(performance.now());
    });
    const t0 = performance.now();
    if (process.env.BENCH_TRACE) {
      page.on('requestfinished', (r) => {
        const u = new URL(r.url());
        console.log(`${((performance.now() - t0) / 1000).toFixed(2)} s ${r.method()} ${u.pathname} (${r.timing().responseEnd.toFixed(0)} ms)`);
      });
    }
    await page.getByLabel(/^Fotografie/).setInputFiles(photos);
    // The reporter goes on as soon as the product lets them: a build that keeps the photos on the phone
    // lets 'Ďalej' through while they go up; an older one answers 'Počkajte, kým sa dokončí nahrávanie
    // fotografií.' until every upload is done. Tapped every quarter second until step 2 shows.
    const step2 = page.getByRole('heading', { level: 1, name: 'Údaje o poškodenom' });
    for (;;) {
      await page.getByRole('button', { name: 'Ďalej' }).click();
      if (await step2.waitFor({ timeout: 250 }).then(() => true, () => false)) break;
    }
    await fillStep2Fo(page);
    await page.getByRole('button', { name: 'Ďalej' }).click();
    await fillStep3(page, { consent: true });
    await page.getByRole('button', { name: 'Ďalej' }).click();
    await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
    await expect(page.locator('.es-sent-code')).toBeVisible({ timeout: 15 * 60_000 });
    const sentMs = performance.now() - t0;
    const uploadedMs = (storagePosts[2] ?? Number.NaN) - t0;
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
