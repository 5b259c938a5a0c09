/**
 * `npm run bench:schemas` – how many zod schemas each route's Lambda builds while it is imported, and
 * in which of our modules. Deterministic (a count, no timing), so it shows what `bench:cold` measures
 * through the noise of a shared machine: building a schema is the largest piece of our own code's
 * work at a cold start (≈ 15–20 µs each on these machines), and a route builds every schema of every
 * schema module it imports, used or not.
 *
 * Builds each route as the api stack does (scripts/bench/route-bundles.ts) with zod's constructor
 * instrumented (a build plugin; the api stack's bundles have none), imports each bundle in a fresh
 * Node process with source maps on, and attributes every schema built to the first frame of its stack
 * in our sources (functions/, shared/; not the field helpers of shared/api/zm*.ts, which build for
 * their caller). Prints per route the count, the median over the routes, and our modules by the
 * schemas they build over all routes.
 *
 * Options (env): BENCH_ROOT (default the current checkout); BENCH_BEFORE (a second checkout – e.g. a
 * `git worktree` of an older commit – counted the same way: before/after); BENCH_ROUTES=<regular
 * expression>; BENCH_TOP (30; modules listed). Writes <root>/.bench/schemas.json.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'esbuild';
import { buildRouteBundles } from './route-bundles';
import { median } from './stats';

const run = promisify(execFile);
const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
const TOP = Number(process.env.BENCH_TOP ?? 30);
const OUT = mkdtempSync(path.join(tmpdir(), 'es-bench-schemas-'));

/** zod's `$constructor` makes every schema and check through one inner function `_(def)`: count its calls. */
const ZOD_CONSTRUCTOR = 'function _(def) {';
const countingZod: Plugin = {
  name: 'count-zod-schemas',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(ZOD_CONSTRUCTOR)) throw new Error(`zod's constructor changed shape: ${args.path} has no "${ZOD_CONSTRUCTOR}"`);
      return { contents: source.replace(ZOD_CONSTRUCTOR, `${ZOD_CONSTRUCTOR} globalThis.__countZodSchema?.(new Error().stack);`), loader: 'js' };
    });
  },
};

/** Runs in the bundle's process: counts the schemas built by the import, by the module that built them. */
const COUNTER = `
Error.stackTraceLimit = 50;
const byModule = {};
let total = 0;
globalThis.__countZodSchema = (stack) => {
  total++;
  const files = stack.split('\\n').slice(2).map((l) => (/\\(?(?:file:\\/\\/)?([^()\\s]+):\\d+:\\d+\\)?$/.exec(l) ?? [])[1]).filter(Boolean);
  const own = files.find((f) => !f.includes('node_modules') && !/shared\\/api\\/zm(-fields)?\\.ts$/.test(f));
  const key = own ? own.replace(/^.*?\\b((?:functions|shared)\\/)/, '$1') : 'zod itself';
  byModule[key] = (byModule[key] ?? 0) + 1;
};
await import(process.argv[1]);
process.stdout.write(JSON.stringify({ total, byModule }));
`;

interface Count {
  route: string;
  total: number;
  byModule: Record<string, number>;
}


async function countCheckout(root: string, label: string): Promise<Count[]> {
  const failed: string[] = [];
  const built = await buildRouteBundles(root, path.join(OUT, label), failed, undefined, [countingZod]);
  if (failed.length) console.log(`NOT BUILT:\n  ${failed.join('\n  ')}`);
  const counts: Count[] = [];
  for (const b of built) {
    const { NODE_OPTIONS: _loader, ...env } = process.env;
    try {
      const { stdout } = await run(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', COUNTER, pathToFileURL(b.file).href], {
        cwd: path.dirname(b.file),
        env: { ...env, NODE_ENV: 'production', AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench-schemas' },
      });
      counts.push({ route: b.route, ...(JSON.parse(stdout) as Omit<Count, 'route'>) });
    } catch (err) {
      console.log(`IMPORT FAILED ${label} ${b.route}: ${String((err as { stderr?: string }).stderr ?? err).split('\n').find((l) => /Error/.test(l))}`);
    }
  }
  return counts;
}

function report(label: string, counts: Count[]) {
  const totals = counts.map((c) => c.total);
  console.log(`${label}: ${counts.length} routes; schemas built at import: median ${median(totals)}, min ${Math.min(...totals)}, max ${Math.max(...totals)}`);
}

async function main() {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  const after = await countCheckout(ROOT, 'after');
  const before = BEFORE ? await countCheckout(BEFORE, 'before') : [];

  console.log(`\n${'route'.padEnd(46)} ${'schemas'.padStart(8)}${before.length ? ` ${'before'.padStart(8)}` : ''}`);
  for (const c of [...after].sort((a, b) => b.total - a.total)) {
    const was = before.find((b) => b.route === c.route)?.total;
    console.log(`${c.route.padEnd(46)} ${String(c.total).padStart(8)}${before.length ? ` ${String(was ?? '–').padStart(8)}` : ''}`);
  }
  const modules = new Map<string, { routes: number; schemas: number }>();
  for (const c of after) {
    for (const [m, n] of Object.entries(c.byModule)) {
      const row = modules.get(m) ?? { routes: 0, schemas: 0 };
      modules.set(m, { routes: row.routes + 1, schemas: row.schemas + n });
    }
  }
  console.log(`\nour modules by the schemas they build over all routes (schemas, routes that build them):`);
  for (const [m, { routes, schemas }] of [...modules].sort((a, b) => b[1].schemas - a[1].schemas).slice(0, TOP)) {
    console.log(`${String(schemas).padStart(8)} ${String(routes).padStart(5)}  ${m}`);
  }
  console.log('');
  if (before.length) report(`before (${BEFORE})`, before);
  report(`after  (${ROOT})`, after);
  writeFileSync(path.join(ROOT, '.bench/schemas.json'), JSON.stringify({ at: new Date().toISOString(), root: ROOT, before: BEFORE, after, beforeCounts: before }, null, 2));
}

try {
  await main();
} finally {
  rmSync(OUT, { recursive: true, force: true });
}
