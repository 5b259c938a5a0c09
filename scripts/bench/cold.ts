/**
 * `npm run bench:cold` – cold-start cost of every route's Lambda (issue #16).
 *
 * Builds each route's bundle with the options the CDK api stack gives NodejsFunction
 * (infra/lib/bundling.ts: `routeBundling` → `esbuildOptionsOf`, the same object CDK gets), then
 * imports each bundle in BENCH_RUNS (7) fresh Node processes, rounds interleaved across routes, and
 * reports per route the minified bundle size and the median import time minus the median import
 * of an empty module (a bare Node process's own module-loading cost). Routes that carry sharp or
 * pdfkit are marked; they are exempt from the 'worst ≤ 2× median' target.
 *
 * Options (env): BENCH_RUNS (7), BENCH_ROOT (the checkout to measure, default the current one –
 * e.g. a `git worktree` of an older commit for a before/after in one run; it must contain
 * infra/lib/bundling.ts), BENCH_TOP=<n> (print the n largest inputs of the median bundle).
 * Writes <root>/.bench/cold.json.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
/**
 * Bundles go outside the checkout, each with a node_modules holding only its route's native modules
 * (as NodejsFunction's nodeModules installs them): a bundle that imports an external module at start
 * fails here as it would in Lambda.
 */
const OUT = mkdtempSync(path.join(tmpdir(), 'es-bench-cold-'));
const TARGET = { medianBytes: 300_000, medianMs: 50, worstRatio: 2 };

interface RouteLike {
  name: string;
  handler: string;
  lambda?: { nativeModules?: readonly string[] };
}
interface Row {
  route: string;
  handler: string;
  bytes: number;
  importMs: number;
  samples: number[];
  heavy: string[];
  metafile: Metafile;
  /** The bundle could not be imported (e.g. it imports a module Lambda would not have). */
  importError?: string;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Milliseconds a fresh Node process spends in `await import(file)`. */
async function importMs(file: string): Promise<number> {
  const { NODE_OPTIONS: _loader, ...env } = process.env; // never hand tsx's loader to the child
  const script = 'const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));';
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(file).href], {
    cwd: path.dirname(file),
    env: { ...env, NODE_ENV: 'production', AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench-cold' },
  });
  return Number(stdout);
}

const HEAVY = ['sharp', 'pdfkit'];
/** The libraries a route carries that the targets exempt: sharp or pdfkit, installed beside the bundle or bundled. */
function heavyOf(route: RouteLike, metafile: Metafile): string[] {
  const inputs = Object.keys(metafile.inputs);
  return HEAVY.filter((lib) => route.lambda?.nativeModules?.includes(lib) || inputs.some((i) => i.includes(`node_modules/${lib}/`)));
}

/** Input bytes of a bundle per npm package (or per repo folder), largest first. */
function topInputs(metafile: Metafile, n: number): [string, number][] {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const byPackage = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const key = m ? m[1] : file.split('/').slice(0, 2).join('/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, n);
}

async function main() {
  const { routeList } = (await import(pathToFileURL(path.join(ROOT, 'shared/api/routes.ts')).href)) as { routeList: RouteLike[] };
  const { routeBundling, esbuildOptionsOf } = (await import(pathToFileURL(path.join(ROOT, 'infra/lib/bundling.ts')).href)) as typeof import('../../infra/lib/bundling');
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });

  console.log(`building ${routeList.length} bundles of ${ROOT} …`);
  const rows: Row[] = [];
  const failed: string[] = [];
  for (const route of routeList) {
    const outfile = path.join(OUT, route.name, 'index.mjs');
    const options = esbuildOptionsOf(routeBundling(route.lambda?.nativeModules ?? []), path.join(ROOT, 'functions', `${route.handler}.ts`), outfile);
    let metafile: Metafile;
    try {
      const result = await build({ ...options, absWorkingDir: ROOT, metafile: true, logLevel: 'silent' });
      if (!result.metafile) throw new Error('esbuild returned no metafile');
      metafile = result.metafile;
    } catch (err) {
      // e.g. a route whose handler is still being written in a shared working tree
      failed.push(`${route.name}: ${(err as Error).message.split('\n')[1] ?? (err as Error).message}`);
      continue;
    }
    for (const m of route.lambda?.nativeModules ?? []) {
      mkdirSync(path.dirname(path.join(OUT, route.name, 'node_modules', m)), { recursive: true });
      symlinkSync(path.join(ROOT, 'node_modules', m), path.join(OUT, route.name, 'node_modules', m));
    }
    rows.push({ route: route.name, handler: route.handler, bytes: statSync(outfile).size, importMs: 0, samples: [], heavy: heavyOf(route, metafile), metafile });
  }

  if (failed.length) console.log(`NOT BUILT (left out of the figures):\n  ${failed.join('\n  ')}`);
  const loadBefore = loadavg()[0];
  const bare = path.join(OUT, 'bare.mjs');
  writeFileSync(bare, 'export const handler = async () => ({ statusCode: 204 });\n');
  const bareSamples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    process.stdout.write(`\rimporting, round ${i + 1}/${RUNS} …`);
    bareSamples.push(await importMs(bare));
    for (const row of rows.filter((r) => !r.importError)) {
      try {
        row.samples.push(await importMs(path.join(OUT, row.route, 'index.mjs')));
      } catch (err) {
        row.importError = String((err as { stderr?: string }).stderr ?? err).split('\n').find((l) => /Error/.test(l)) ?? String(err);
      }
    }
  }
  process.stdout.write('\n');
  const baseline = median(bareSamples);
  const load = [loadBefore, loadavg()[0]];
  const broken = rows.filter((r) => r.importError);
  if (broken.length) console.log(`IMPORT FAILED (left out of the figures):\n  ${broken.map((r) => `${r.route}: ${r.importError}`).join('\n  ')}`);
  rows.splice(0, rows.length, ...rows.filter((r) => !r.importError));
  for (const row of rows) row.importMs = Math.max(0, median(row.samples) - baseline);

  rows.sort((a, b) => b.importMs - a.importMs);
  console.log(`\n${'route'.padEnd(46)} ${'bundle'.padStart(8)} ${'import'.padStart(9)}  needs`);
  for (const r of rows) console.log(`${r.route.padEnd(46)} ${kB(r.bytes).padStart(8)} ${ms(r.importMs).padStart(9)}  ${r.heavy.join(', ')}`);

  const light = rows.filter((r) => r.heavy.length === 0);
  const summary = {
    routes: rows.length,
    notBuilt: failed,
    importFailed: broken.map((r) => `${r.route}: ${r.importError}`),
    baselineMs: baseline,
    loadAverage: load,
    medianBytes: median(rows.map((r) => r.bytes)),
    worstBytes: Math.max(...rows.map((r) => r.bytes)),
    medianImportMs: median(rows.map((r) => r.importMs)),
    worstImportMs: Math.max(...rows.map((r) => r.importMs)),
    worstImportMsWithoutHeavy: Math.max(...light.map((r) => r.importMs)),
    heavyRoutes: rows.filter((r) => r.heavy.length).map((r) => `${r.route} (${r.heavy.join(', ')})`),
  };
  const ok = (b: boolean) => (b ? 'ok' : 'MISSED');
  console.log(`\nbare import baseline ${ms(baseline)} (subtracted); 1-minute load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${os.availableParallelism()} cores (times grow with it)`);
  console.log(`bundle: median ${kB(summary.medianBytes)}, worst ${kB(summary.worstBytes)} – target median ≤ ${kB(TARGET.medianBytes)}: ${ok(summary.medianBytes <= TARGET.medianBytes)}`);
  console.log(`import: median ${ms(summary.medianImportMs)}, worst ${ms(summary.worstImportMs)}, worst without sharp/pdfkit ${ms(summary.worstImportMsWithoutHeavy)} – target median ≤ ${TARGET.medianMs} ms: ${ok(summary.medianImportMs <= TARGET.medianMs)}, worst ≤ ${TARGET.worstRatio}× median: ${ok(summary.worstImportMsWithoutHeavy <= TARGET.worstRatio * summary.medianImportMs)}`);
  console.log(`sharp/pdfkit routes (exempt from the worst target): ${summary.heavyRoutes.join('; ') || 'none'}`);

  const top = Number(process.env.BENCH_TOP ?? 0);
  if (top) {
    const byBytes = [...rows].sort((a, b) => a.bytes - b.bytes);
    const mid = byBytes[Math.floor(byBytes.length / 2)];
    console.log(`\nlargest inputs of the median bundle (${mid.route}):`);
    for (const [name, bytes] of topInputs(mid.metafile, top)) console.log(`  ${kB(bytes).padStart(8)}  ${name}`);
  }

  writeFileSync(
    path.join(ROOT, '.bench/cold.json'),
    JSON.stringify({ at: new Date().toISOString(), root: ROOT, runs: RUNS, summary, routes: rows.map(({ metafile: _m, ...r }) => r) }, null, 2),
  );
}

try {
  await main();
} finally {
  rmSync(OUT, { recursive: true, force: true });
}
