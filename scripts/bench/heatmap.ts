/**
 * `npm run bench:heatmap` – heatmap rendering in headless Chromium with software WebGL (SwiftShader,
 * the launch flags of e2e/helpers.ts), our deck.gl heatmap (the product's HeatmapMap: MapLibre +
 * MapboxOverlay + the pre-aggregated, disc-stamped HeatmapLayer, its first frames from a standalone
 * deck.gl) against the reference Leaflet.heat 0.2 (radius 12, blur 8, max 3, minimum opacity 0.1),
 * the same viewport (1280×800) and view (48.68, 19.7 at the spec's zoom 8), tiles off for both, in the
 * same run, on 10k / 100k / 300k synthetic points (clusters in central and northern Slovakia,
 * scripts/bench/heatmap/synthetic.ts).
 *
 * Per renderer and size: RUNS fresh pages (the page's scripts loaded, the points generated); each measures
 * the first frame – from just before the points are converted for the map and the map is created, to
 * the first frame that shows the heat at the map's full size: the drawing buffer is 1280×800 and the
 * pixel of the densest cluster (bench-api.ts HOT) holds heat, read back from the GPU (which also waits
 * for the software GPU to finish that frame). Ours draws its first frames without MapLibre (heatmap-map.tsx),
 * so its first frame is that standalone deck.gl frame; MapLibre's taking over ('map load') is reported, not
 * timed, and the pans wait for it. Earlier frames (empty,
 * 300×150 before the canvas is sized, or drawn before the heat layer is ready) are counted as 'frames
 * before', not timed. Ours ends in the animation frame that draws the heat; Leaflet.heat draws
 * synchronously when added, so it ends at the next animation frame (the one that shows it). Then PANS
 * short pans (200 px) and PANS long pans (1000 px: beyond our weights texture, so our layer re-stamps)
 * until their frame.
 * Medians. Writes .bench/heatmap.json. Options (env): BENCH_RUNS (5), BENCH_PANS (7), BENCH_SIZES
 * ('10000,100000,300000'), BENCH_SCREENSHOTS=<dir> (a screenshot of each renderer at 100k points).
 *
 * The pages are built here with Vite (scripts/bench/heatmap/vite.config.ts) and served from loopback.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { WEBGL_LAUNCH_OPTIONS } from '../../e2e/helpers';
import type { BenchResult } from './heatmap/bench-api';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PANS = Number(process.env.BENCH_PANS ?? 7);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,300000').split(',').map(Number);
const ROOT = process.cwd();
const OUT = path.join(ROOT, '.bench/heatmap-pages');
const RENDERERS = [
  { key: 'deck', label: 'deck.gl (ours)', page: 'deck.html' },
  { key: 'leaflet', label: 'Leaflet.heat 0.2', page: 'leaflet.html' },
] as const;

const ms = (x: number) => `${Math.round(x)} ms`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.mjs': 'text/javascript', '.png': 'image/png', '.svg': 'image/svg+xml' };

function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

async function main() {
  console.log('Building the benchmark pages…');
  await build({ configFile: path.join(ROOT, 'scripts/bench/heatmap/vite.config.ts') });
  const server = await serve(OUT);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(WEBGL_LAUNCH_OPTIONS);
  const results: Record<string, Record<number, { first: number[]; pan: number[]; longPan: number[]; drawn: number }>> = {};
  try {
    for (const n of SIZES) {
      for (let run = 0; run < RUNS; run++) {
        // alternate the order so neither renderer always runs on a warmer machine
        for (const r of run % 2 ? [...RENDERERS].reverse() : RENDERERS) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
          const page = await context.newPage();
          page.on('pageerror', (e) => console.error(`${r.key}: ${e.message}`));
          await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort()); // no network
          await page.goto(`${origin}/${r.page}`);
          await page.waitForFunction(() => !!window.bench);
          const res: BenchResult = await page.evaluate(([size, pans]) => window.bench.run(size, pans), [n, PANS] as const);
          await context.close();
          results[r.key] ??= {};
          results[r.key][n] ??= { first: [], pan: [], longPan: [], drawn: res.drawn };
          const slot = results[r.key][n];
          slot.first.push(res.first);
          slot.pan.push(...res.pan);
          slot.longPan.push(...res.longPan);
          process.stdout.write(`  ${r.key} ${n}: first ${ms(res.first)} (map load ${ms(res.mapLoad)}, ${res.skipped} frames before),  pan ${ms(median(res.pan))}, long pan ${ms(median(res.longPan))}\n`);
        }
      }
    }
    if (process.env.BENCH_SCREENSHOTS) {
      // the same view of both renderers at 100k points (no pans), for a look side by side
      mkdirSync(process.env.BENCH_SCREENSHOTS, { recursive: true });
      for (const r of RENDERERS) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(`${origin}/${r.page}`);
        await page.waitForFunction(() => !!window.bench);
        await page.evaluate(() => window.bench.run(100_000, 0));
        await page.screenshot({ path: path.join(process.env.BENCH_SCREENSHOTS, `${r.key}-100k.png`) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  const table = SIZES.map((n) => {
    const d = results.deck[n];
    const l = results.leaflet[n];
    const row = {
      points: n,
      deckFirstMs: median(d.first),
      leafletFirstMs: median(l.first),
      deckPanMs: median(d.pan),
      leafletPanMs: median(l.pan),
      deckLongPanMs: median(d.longPan),
      leafletLongPanMs: median(l.longPan),
      deckDrawnPoints: d.drawn,
      leafletDrawnPoints: l.drawn,
    };
    return {
      ...row,
      firstRatio: row.deckFirstMs / row.leafletFirstMs,
      panRatio: row.deckPanMs / row.leafletPanMs,
      longPanRatio: row.deckLongPanMs / row.leafletLongPanMs,
    };
  });
  console.log('\nHeatmap rendering, headless Chromium + SwiftShader, 1280×800, medians (ratio = deck.gl / Leaflet.heat; < 1 is faster)');
  console.table(
    table.map((t) => ({
      points: t.points.toLocaleString('en'),
      'first deck': ms(t.deckFirstMs),
      'first leaflet': ms(t.leafletFirstMs),
      'first ratio': t.firstRatio.toFixed(2),
      'pan deck': ms(t.deckPanMs),
      'pan leaflet': ms(t.leafletPanMs),
      'pan ratio': t.panRatio.toFixed(2),
      'long pan deck': ms(t.deckLongPanMs),
      'long pan leaflet': ms(t.leafletLongPanMs),
      'long pan ratio': t.longPanRatio.toFixed(2),
    })),
  );
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.bench/heatmap.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pans: PANS, viewport: '1280x800', table, raw: results }, null, 2)}\n`,
  );
  console.log('Written .bench/heatmap.json');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
