/**
 * `npm run bench:cold` – cold-start cost of every route's Lambda, against the AWS SDK's own floor.
 *
 * Builds each route's bundle with the options the CDK api stack gives NodejsFunction
 * (infra/lib/bundling.ts: `routeBundling` → `esbuildOptionsOf`, the same object CDK gets), and an
 * SDK floor: a bundle that only builds the DynamoDB document client and sends one GetItem – the
 * least any route of ours can carry. Then it imports every bundle in BENCH_RUNS (7) fresh Node
 * processes, rounds interleaved across all bundles, and reports per route the minified size, the
 * median import time minus an empty module's (a bare Node process's own module loading) and that
 * time as a ratio to the floor's; every process starts with the NODE_OPTIONS the Lambdas get
 * (ROUTE_NODE_OPTIONS: none since 1832549 – source maps are read when a stack is logged). Targets:
 * median route ≤ 1.3× the floor, every route except those carrying sharp or pdfkit ≤ 2×.
 *
 * Options (env): BENCH_RUNS (7); BENCH_ROOT (the checkout to measure, default the current one);
 * BENCH_BEFORE (a second checkout – e.g. a `git worktree` of an older commit – measured in the same
 * run, interleaved, against the same floor: before/after from one run); BENCH_ROUTES=<regular
 * expression> (only the routes whose name or handler matches; the floor is always measured);
 * BENCH_TOP=<n> (print the n largest inputs of the median bundle). Writes <root>/.bench/cold.json.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { buildRouteBundles, bytesByPackage, type RouteLike } from './route-bundles';
import { median } from './stats';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
/**
 * Bundles go outside the checkout, each with a node_modules holding only its route's native modules
 * (as NodejsFunction's nodeModules installs them): a bundle that imports an external module at start
 * fails here as it would in Lambda.
 */
const OUT = mkdtempSync(path.join(tmpdir(), 'es-bench-cold-'));
const TARGET = { medianBytes: 300_000, medianRatio: 1.3, worstRatio: 2 };
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;

interface Row {
  /** The checkout: 'after' (BENCH_ROOT) or 'before' (BENCH_BEFORE). */
  checkout: 'after' | 'before';
  route: string;
  handler: string;
  bytes: number;
  importMs: number;
  /** importMs as a ratio to the SDK floor's. */
  ratio: number;
  samples: number[];
  heavy: string[];
  metafile: Metafile;
  /** The bundle could not be imported (e.g. it imports a module Lambda would not have). */
  importError?: string;
}

const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Milliseconds a fresh Node process spends in `await import(file)`, started with the NODE_OPTIONS
 * the route Lambdas get (`nodeOptions`, infra/lib/bundling.ts) – never with tsx's loader from ours.
 */
async function importMs(file: string, nodeOptions: string): Promise<number> {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const script = 'const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));';
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(file).href], {
    cwd: path.dirname(file),
    env: { ...env, NODE_OPTIONS: nodeOptions, NODE_ENV: 'production', AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench-cold' },
  });
  return Number(stdout);
}

const HEAVY = ['sharp', 'pdfkit'];
/** The libraries a route carries that the targets exempt: sharp or pdfkit, installed beside the bundle or bundled. */
function heavyOf(route: RouteLike, metafile: Metafile): string[] {
  const inputs = Object.keys(metafile.inputs);
  return HEAVY.filter((lib) => route.lambda?.nativeModules?.includes(lib) || inputs.some((i) => i.includes(`node_modules/${lib}/`)));
}

/** The SDK floor: the document client built at start and one GetItem – what every route must carry at least. */
const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'x', sk: 'y' } }));
`;

type Bundling = typeof import('../../infra/lib/bundling');

/** Builds every route of one checkout into OUT/<checkout>/<route>/index.mjs with its modules beside it. */
async function buildCheckout(root: string, checkout: Row['checkout'], failed: string[]): Promise<Row[]> {
  const built = await buildRouteBundles(root, path.join(OUT, checkout), failed);
  return built.map((b) => ({ checkout, route: b.route, handler: b.handler, bytes: b.bytes, importMs: 0, ratio: 0, samples: [], heavy: heavyOf(b.routeLike, b.metafile), metafile: b.metafile }));
}

/** Builds the SDK floor with the current checkout's bundling and SDK version. */
async function buildFloor(): Promise<{ file: string; bytes: number }> {
  const { routeBundling, esbuildOptionsOf } = (await import(pathToFileURL(path.join(ROOT, 'infra/lib/bundling.ts')).href)) as Bundling;
  const entry = path.join(ROOT, '.bench', 'cold-floor.ts');
  writeFileSync(entry, FLOOR_SOURCE);
  const file = path.join(OUT, 'floor', 'index.mjs');
  await build({ ...esbuildOptionsOf(routeBundling(), entry, file), absWorkingDir: ROOT, logLevel: 'silent' });
  return { file, bytes: statSync(file).size };
}

function summarise(rows: Row[], floorMs: number) {
  const light = rows.filter((r) => r.heavy.length === 0);
  const worstLight = [...light].sort((a, b) => b.ratio - a.ratio)[0];
  return {
    routes: rows.length,
    medianBytes: median(rows.map((r) => r.bytes)),
    worstBytes: Math.max(...rows.map((r) => r.bytes)),
    medianImportMs: median(rows.map((r) => r.importMs)),
    worstImportMs: Math.max(...rows.map((r) => r.importMs)),
    medianRatio: median(rows.map((r) => r.importMs / floorMs)),
    worstRatio: Math.max(...rows.map((r) => r.ratio)),
    worstRatioWithoutHeavy: worstLight?.ratio ?? 0,
    worstRouteWithoutHeavy: worstLight?.route,
    heavyRoutes: rows.filter((r) => r.heavy.length).map((r) => `${r.route} (${r.heavy.join(', ')})`),
  };
}

async function main() {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  const failed: string[] = [];
  const rows = await buildCheckout(ROOT, 'after', failed);
  if (BEFORE) rows.push(...(await buildCheckout(BEFORE, 'before', failed)));
  const floor = await buildFloor();
  // Every bundle, the before checkout's too, runs with today's Lambda options: one condition for all.
  const { ROUTE_NODE_OPTIONS } = (await import(pathToFileURL(path.join(ROOT, 'infra/lib/bundling.ts')).href)) as Bundling;
  const importOne = (file: string) => importMs(file, ROUTE_NODE_OPTIONS);

  if (failed.length) console.log(`NOT BUILT (left out of the figures):\n  ${failed.join('\n  ')}`);
  const loadBefore = loadavg()[0];
  const bare = path.join(OUT, 'bare.mjs');
  writeFileSync(bare, 'export const handler = async () => ({ statusCode: 204 });\n');
  const bareSamples: number[] = [];
  const floorSamples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    process.stdout.write(`\rimporting, round ${i + 1}/${RUNS} …`);
    bareSamples.push(await importOne(bare));
    floorSamples.push(await importOne(floor.file));
    for (const row of rows.filter((r) => !r.importError)) {
      try {
        row.samples.push(await importOne(path.join(OUT, row.checkout, row.route, 'index.mjs')));
      } catch (err) {
        row.importError = String((err as { stderr?: string }).stderr ?? err).split('\n').find((l) => /Error/.test(l)) ?? String(err);
      }
    }
  }
  process.stdout.write('\n');
  const baseline = median(bareSamples);
  const floorMs = Math.max(0.1, median(floorSamples) - baseline);
  const load = [loadBefore, loadavg()[0]];
  const broken = rows.filter((r) => r.importError);
  if (broken.length) console.log(`IMPORT FAILED (left out of the figures):\n  ${broken.map((r) => `${r.checkout} ${r.route}: ${r.importError}`).join('\n  ')}`);
  rows.splice(0, rows.length, ...rows.filter((r) => !r.importError));
  for (const row of rows) {
    row.importMs = Math.max(0, median(row.samples) - baseline);
    row.ratio = row.importMs / floorMs;
  }

  const after = rows.filter((r) => r.checkout === 'after').sort((a, b) => b.importMs - a.importMs);
  const before = rows.filter((r) => r.checkout === 'before');
  console.log(`\n${'route'.padEnd(46)} ${'bundle'.padStart(8)} ${'import'.padStart(9)} ${'× floor'.padStart(8)}  needs`);
  for (const r of after) console.log(`${r.route.padEnd(46)} ${kB(r.bytes).padStart(8)} ${ms(r.importMs).padStart(9)} ${r.ratio.toFixed(2).padStart(8)}  ${r.heavy.join(', ')}`);

  const ok = (b: boolean) => (b ? 'ok' : 'MISSED');
  const summary = { ...summarise(after, floorMs), notBuilt: failed, importFailed: broken.map((r) => `${r.route}: ${r.importError}`), baselineMs: baseline, floorMs, floorBytes: floor.bytes, loadAverage: load };
  const report = (label: string, s: ReturnType<typeof summarise>) => {
    console.log(`${label}: bundle median ${kB(s.medianBytes)}, worst ${kB(s.worstBytes)}; import median ${ms(s.medianImportMs)} = ${s.medianRatio.toFixed(2)}× floor, worst ${s.worstRatio.toFixed(2)}×, worst without sharp/pdfkit ${s.worstRatioWithoutHeavy.toFixed(2)}× (${s.worstRouteWithoutHeavy})`);
  };
  console.log(`\nNode options of every import (as in Lambda): ${ROUTE_NODE_OPTIONS || 'none'}`);
  console.log(`bare import baseline ${ms(baseline)} (subtracted); 1-minute load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${os.availableParallelism()} cores (times grow with it)`);
  console.log(`SDK floor (document client + one GetItem): ${kB(floor.bytes)}, import ${ms(floorMs)}`);
  if (before.length) report(`before (${BEFORE})`, summarise(before, floorMs));
  report(`after  (${ROOT})`, summary);
  console.log(
    `targets: median ≤ ${TARGET.medianRatio}× floor: ${ok(summary.medianRatio <= TARGET.medianRatio)}; every route without sharp/pdfkit ≤ ${TARGET.worstRatio}×: ${ok(summary.worstRatioWithoutHeavy <= TARGET.worstRatio)}; bundle median ≤ ${kB(TARGET.medianBytes)}: ${ok(summary.medianBytes <= TARGET.medianBytes)}`,
  );
  console.log(`sharp/pdfkit routes (exempt from the 2× target): ${summary.heavyRoutes.join('; ') || 'none'}`);

  const top = Number(process.env.BENCH_TOP ?? 0);
  if (top) {
    const byBytes = [...after].sort((a, b) => a.bytes - b.bytes);
    const mid = byBytes[Math.floor(byBytes.length / 2)];
    console.log(`\nlargest inputs of the median bundle (${mid.route}):`);
    for (const [name, bytes] of bytesByPackage(mid.metafile).slice(0, top)) console.log(`  ${kB(bytes).padStart(8)}  ${name}`);
  }

  writeFileSync(
    path.join(ROOT, '.bench/cold.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        root: ROOT,
        before: BEFORE,
        runs: RUNS,
        summary,
        beforeSummary: before.length ? summarise(before, floorMs) : undefined,
        routes: rows.map(({ metafile: _m, ...r }) => r),
      },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  rmSync(OUT, { recursive: true, force: true });
}
