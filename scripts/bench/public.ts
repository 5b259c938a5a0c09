/**
 * `npm run bench:public` – benchmark of the public wizard.
 *
 * 1. Bytes: gzip JS+CSS a phone downloads to render wizard step 1 before the map chunk loads
 *    (measured in Chromium with WebGL off, so the map is never requested), and the map chunk
 *    set separately (WebGL on). Target ≤ 200 kB for the first.
 * 2. Load: autocannon on loopback against the real local server (`scripts/local/start.ts`),
 *    GET /webove-oznamenie and PUT /webove-oznamenie/udaje-o-skode, 50 connections × 30 s each
 *    with one draft per connection, then a bare Node http server answering the same JSON size in
 *    the same run: sustained req/s, p99 and errors, reported as ratios to the bare server.
 *    Rate limits are raised for the run (they would otherwise answer 429 on purpose).
 *
 * 3. The wizard's first calls: the calls step 1 makes – the workplaces
 *    (GET /api/web-oznamenie/organizacie), the address code lists (GET …/ciselniky) and the draft –
 *    each under the same load, against the static home page of the same server: req/s, p99 and
 *    errors, as ratios to the static page (target ≥ 0.5 with zero errors).
 *
 * Options (env): BENCH_SECONDS (30), BENCH_CONNECTIONS (50), BENCH_FIRST_CALLS_ONLY=1 (part 3 only),
 * BENCH_ACCEPT_ENCODING (part 3 sends it on every call, the static page's included, as a browser sends
 * 'gzip, deflate, br, zstd'; default none: identity answers, as autocannon alone asks),
 * BENCH_ALL_OBCE=1 (before part 3, import every municipality of ../shared/data/slovakia/sk_obce_centroids.csv
 * – 2,927, the size of the production OBEC list – into the server's table; the local seed has ≈ 90),
 * BENCH_ROOT (the checkout whose server to start, default the current one; its web/dist must be
 * built – e.g. a `git worktree` of an older commit for a before/after in one run).
 * Writes <root>/.bench/public.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, startLocalProduct } from './local-product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3477;
const ORIGIN = `http://localhost:${PORT}`;
const W = `${ORIGIN}/api/web-oznamenie`;
const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const dist = path.join(ROOT, 'web/dist');
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

let dataDir = '';

/** gzip bytes of every JS/CSS file the page requested from our origin, split by a predicate. */
async function measureBytes(): Promise<{ step1: number; step1Files: string[]; step1Sizes: [string, number][]; map: number; mapFiles: string[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
  const gz = (urlPath: string) => gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
  const assets = async (webgl: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (!webgl) await page.addInitScript(() => {
      const orig = HTMLCanvasElement.prototype.getContext;
      // @ts-expect-error narrowing the overloads is not needed here
      HTMLCanvasElement.prototype.getContext = function (type: string, ...rest: unknown[]) {
        return /webgl/i.test(type) ? null : orig.call(this, type as '2d', ...(rest as []));
      };
    });
    const files = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin === ORIGIN && /\.(js|css|mjs)$/.test(u.pathname)) files.add(u.pathname);
    });
    await page.goto(`${ORIGIN}/hlasenie-skody/udaje-o-skode`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Nové oznámenie' }).waitFor();
    if (webgl) await page.waitForTimeout(3000);
    await context.close();
    return files;
  };
  const without = await assets(false);
  const withMap = await assets(true);
  await browser.close();
  const mapFiles = [...withMap].filter((f) => !without.has(f));
  // The MapLibre worker is fetched by the map as a blob/worker URL; count it with the map.
  const worker = listWorker();
  const mapAll = [...mapFiles, ...worker.filter((w) => !mapFiles.includes(w))];
  return {
    step1: [...without].reduce((s, f) => s + gz(f), 0),
    step1Files: [...without],
    step1Sizes: [...without].map((f): [string, number] => [f, gz(f)]).sort((a, b) => b[1] - a[1]),
    map: mapAll.reduce((s, f) => s + gz(f), 0),
    mapFiles: mapAll,
  };
}

function listWorker(): string[] {
  const dir = path.join(dist, 'assets');
  return readdirSync(dir).filter((f) => /worker/i.test(f) && f.endsWith('.js')).map((f) => `/assets/${f}`);
}

interface LoadResult {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

function cannon(opts: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, bytes: r.throughput.average / Math.max(1, r.requests.average) });
    });
  });
}

/** Points this process's product modules at the started server's table (its DATA_DIR/local.json), as an operator command does. */
function pointAtServerTable(): void {
  const local = JSON.parse(readFileSync(path.join(dataDir, 'local.json'), 'utf8')) as { dynamodbEndpoint: string; tableName: string };
  Object.assign(process.env, { DYNAMODB_ENDPOINT: local.dynamodbEndpoint, TABLE_NAME: local.tableName, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
}

/** BENCH_ALL_OBCE: the full municipality list, written the way an import writes it (stamp bumped, so the server sees it). */
async function importAllObce(): Promise<void> {
  const csv = path.resolve(process.cwd(), '..', 'shared', 'data', 'slovakia', 'sk_obce_centroids.csv');
  pointAtServerTable();
  const { importCiselnik } = await import(path.join(ROOT, 'functions/ciselniky/domain/import-ciselnik.ts'));
  const [header, ...lines] = readFileSync(csv, 'utf8').trim().split(/\r?\n/);
  const col = (name: string) => header.split(',').indexOf(name);
  const items = lines.map((line) => {
    const f = line.split(',').map((v) => v.replace(/^"|"$/g, ''));
    return { typ: 'OBEC', kod: f[col('obec_kod')], label: f[col('name')], nadradenyTyp: 'OKRES', nadradenyKod: f[col('okres_lau1')], extra: { lon: Number(f[col('lon')]), lat: Number(f[col('lat')]) } };
  });
  const r = await importCiselnik(items, { onlyMissing: true });
  const obce = (await (await fetch(`${W}/ciselniky?typy=OBEC`)).json()) as [{ values: unknown[] }];
  console.log(`imported ${r.written} municipalities (${r.errors.length} errors); the public OBEC list has ${obce[0].values.length}`);
}

/** The wizard's first calls against the static home page of the same server, same load. */
async function firstCalls(draftCookie: string) {
  const ciselniky = '/api/web-oznamenie/ciselniky?typy=OBEC,OKRES,KRAJ,STAT';
  const encoding: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {};
  const page = await cannon({ url: `${ORIGIN}/`, headers: encoding });
  console.log(`static page GET /:            ${page.rps.toFixed(0)} req/s, p99 ${page.p99} ms, errors ${page.errors}, non-2xx ${page.non2xx}`);
  const calls: Record<string, LoadResult> = {};
  for (const [name, url, headers] of [
    ['organizacie', `${ORIGIN}/api/web-oznamenie/organizacie`, {}],
    ['ciselniky', `${ORIGIN}${ciselniky}`, {}],
    ['draft', `${W}/webove-oznamenie`, { cookie: draftCookie }],
  ] as const) {
    const r = await cannon({ url, headers: { ...encoding, ...headers } });
    calls[name] = r;
    const ratio = r.rps / page.rps;
    console.log(
      `${`GET ${name}:`.padEnd(30)} ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx} – ${ratio.toFixed(2)} of the static page (target ≥ 0.5, no errors: ${ratio >= 0.5 && r.errors + r.non2xx === 0 ? 'ok' : 'MISSED'})`,
    );
  }
  const ceiling = await draftReadCeiling(draftCookie);
  const share = calls.draft.rps / ceiling;
  console.log(
    `DynamoDB Local alone, the draft's GetItem from ${CONNECTIONS} concurrent callers: ${ceiling.toFixed(0)} reads/s – GET draft is ${share.toFixed(2)} of what the emulator serves (the draft is a person's data: read on every call, never kept)`,
  );
  return { staticPage: page, ...calls, draftReadCeiling: ceiling };
}

/**
 * The emulator's own ceiling for the read behind GET draft: the same GetItem through the product's
 * DynamoDB client straight to the server's DynamoDB Local, CONNECTIONS at a time, for SECONDS.
 */
async function draftReadCeiling(draftCookie: string): Promise<number> {
  pointAtServerTable();
  const { webOznamenieRepo } = await import(path.join(ROOT, 'functions/data/web-oznamenie-repo.ts'));
  const id = decodeURIComponent(draftCookie.split('=')[1] ?? '');
  if (!(await webOznamenieRepo.getById(id))) throw new Error('the draft of the benchmark is not in the table');
  let reads = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await webOznamenieRepo.getById(id);
        reads++;
      }
    }),
  );
  return reads / SECONDS;
}

async function newDraftCookie(): Promise<string> {
  const r = await fetch(`${W}/webove-oznamenie/vytvorit-oznamenie`, { method: 'POST', headers: { origin: ORIGIN } });
  return (r.headers.getSetCookie().find((c) => c.startsWith('es_draft=')) ?? '').split(';')[0];
}

async function main() {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  const server = await startLocalProduct({ root: ROOT, port: PORT });
  dataDir = server.dataDir;
  try {
    if (process.env.BENCH_ALL_OBCE) await importAllObce();
    if (process.env.BENCH_FIRST_CALLS_ONLY) {
      const first = await firstCalls(await newDraftCookie());
      writeFileSync(path.join(ROOT, '.bench/public.json'), JSON.stringify({ at: new Date().toISOString(), root: ROOT, seconds: SECONDS, connections: CONNECTIONS, firstCalls: first }, null, 2));
      return;
    }
    const bytes = await measureBytes();
    console.log(`step 1 before the map: ${kB(bytes.step1)} gzip (${bytes.step1Files.length} files; target ≤ 200 kB)`);
    // BENCH_FILES=1: the step-1 files by size, to find what pushed the first screen over its budget
    if (process.env.BENCH_FILES) for (const [f, n] of bytes.step1Sizes) console.log(`  ${kB(n).padStart(9)}  ${f}`);
    if (process.env.BENCH_BYTES_ONLY) return;
    console.log(`map chunk set: ${kB(bytes.map)} gzip (${bytes.mapFiles.join(', ')})`);

    // One draft per connection, filled with step 1 so GET returns a realistic body.
    const cookies: string[] = [];
    const step1 = JSON.stringify({ datumVznikuSkody: new Date().toISOString().slice(0, 10), typSkody: 'VCELY', lokalitaGpsSirka: 48.73, lokalitaGpsDlzka: 19.45, popisLokality: 'Pri lese', popisSkody: 'Medveď zničil tri úle.', fotografie: [] });
    for (let i = 0; i < CONNECTIONS; i++) {
      const r = await fetch(`${W}/webove-oznamenie/vytvorit-oznamenie`, { method: 'POST', headers: { origin: ORIGIN } });
      const cookie = (r.headers.getSetCookie().find((c) => c.startsWith('es_draft=')) ?? '').split(';')[0];
      await fetch(`${W}/webove-oznamenie/udaje-o-skode`, { method: 'PUT', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: step1 });
      cookies.push(cookie);
    }
    const sample = await (await fetch(`${W}/webove-oznamenie`, { headers: { cookie: cookies[0] } })).text();
    let next = 0;
    const perConnection = (method: 'GET' | 'PUT', body?: string) => ({
      method,
      path: `/api/web-oznamenie/webove-oznamenie${method === 'PUT' ? '/udaje-o-skode' : ''}`,
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
        context.cookie ??= cookies[next++ % cookies.length];
        return { ...req, headers: { ...(req.headers as object), cookie: context.cookie, origin: ORIGIN, 'content-type': 'application/json' }, body };
      },
    });

    const get = await cannon({ url: ORIGIN, requests: [perConnection('GET')] as never });
    console.log(`GET  /webove-oznamenie: ${get.rps.toFixed(0)} req/s, p50 ${get.p50} ms, p99 ${get.p99} ms, errors ${get.errors}, non-2xx ${get.non2xx}`);
    const put = await cannon({ url: ORIGIN, requests: [perConnection('PUT', step1)] as never });
    console.log(`PUT  /udaje-o-skode:    ${put.rps.toFixed(0)} req/s, p50 ${put.p50} ms, p99 ${put.p99} ms, errors ${put.errors}, non-2xx ${put.non2xx}`);

    // Bare Node http answering the same JSON size, same machine, same run.
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(sample);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const barePort = (bare.address() as AddressInfo).port;
    const base = await cannon({ url: `http://127.0.0.1:${barePort}/` });
    bare.close();
    console.log(`bare Node http (${sample.length} B JSON): ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms`);
    console.log(`ratio to bare: GET ${(get.rps / base.rps).toFixed(3)} of its req/s, p99 ×${(get.p99 / Math.max(1, base.p99)).toFixed(1)}; PUT ${(put.rps / base.rps).toFixed(3)}, p99 ×${(put.p99 / Math.max(1, base.p99)).toFixed(1)}`);
    const first = await firstCalls(cookies[0]);
    writeFileSync(
      path.join(ROOT, '.bench/public.json'),
      JSON.stringify({ at: new Date().toISOString(), root: ROOT, seconds: SECONDS, connections: CONNECTIONS, bytes, get, put, bare: base, jsonBytes: sample.length, firstCalls: first }, null, 2),
    );
  } finally {
    server.stop();
  }
}

await main();
