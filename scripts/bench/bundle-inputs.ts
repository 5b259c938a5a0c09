/**
 * `npm run bench:bundle` – what route bundles contain, and what changed between two checkouts.
 * Deterministic (esbuild metafiles, no timing), so it says exactly which modules grew a bundle that
 * `bench:cold` found bigger or slower.
 *
 * Builds each route's bundle as the api stack does (scripts/bench/route-bundles.ts) and prints:
 * - with BENCH_BEFORE=<other checkout> (e.g. a `git worktree` of an older commit): per route the bundle
 *   size before → after and the modules added, grown, shrunk or removed (bytes in the minified output),
 *   then over all routes the modules by how many bundles they entered and the bytes they added;
 * - without it: per route its BENCH_TOP largest input modules.
 * Options (env): BENCH_ROOT (default the current checkout), BENCH_BEFORE, BENCH_ROUTES=<regular
 * expression on route name or handler>, BENCH_TOP (10; modules listed per route), BENCH_MIN_BYTES (200;
 * smaller per-module changes are summed, not listed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuiltRoute, buildRouteBundles, bytesByModule } from './route-bundles';
import { median } from './stats';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? process.cwd());
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
const TOP = Number(process.env.BENCH_TOP ?? 10);
const MIN_BYTES = Number(process.env.BENCH_MIN_BYTES ?? 200);
const OUT = mkdtempSync(path.join(tmpdir(), 'es-bench-bundle-'));

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const signed = (n: number) => `${n > 0 ? '+' : ''}${(n / 1000).toFixed(1)} kB`;

/** Per-module byte differences of one route, largest absolute first. */
function moduleChanges(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .map((n): [string, number] => [n, (after.get(n) ?? 0) - (before.get(n) ?? 0)])
    .filter(([, d]) => d !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
}

function printTop(routes: BuiltRoute[]) {
  for (const r of routes) {
    console.log(`\n${r.route} (${r.handler}) ${kB(r.bytes)}`);
    for (const [name, bytes] of [...bytesByModule(r.metafile)].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kB(bytes).padStart(9)}  ${name}`);
  }
}

function printDiff(before: BuiltRoute[], after: BuiltRoute[]) {
  const beforeOf = new Map(before.map((r) => [r.route, r]));
  /** module → [routes it grew, bytes over all routes] */
  const overall = new Map<string, { routes: number; bytes: number }>();
  const common = after.filter((r) => beforeOf.has(r.route));
  for (const r of [...common].sort((a, b) => b.bytes - beforeOf.get(b.route)!.bytes - (a.bytes - beforeOf.get(a.route)!.bytes))) {
    const b = beforeOf.get(r.route)!;
    const changes = moduleChanges(bytesByModule(b.metafile), bytesByModule(r.metafile));
    for (const [name, d] of changes) {
      const o = overall.get(name) ?? { routes: 0, bytes: 0 };
      overall.set(name, { routes: o.routes + 1, bytes: o.bytes + d });
    }
    if (r.bytes === b.bytes && !changes.length) continue;
    console.log(`\n${r.route}: ${kB(b.bytes)} → ${kB(r.bytes)} (${signed(r.bytes - b.bytes)})`);
    const listed = changes.filter(([, d]) => Math.abs(d) >= MIN_BYTES);
    for (const [name, d] of listed.slice(0, TOP)) console.log(`  ${signed(d).padStart(10)}  ${name}`);
    const rest = changes.length - Math.min(listed.length, TOP);
    if (rest > 0) console.log(`  ${signed(changes.slice(Math.min(listed.length, TOP)).reduce((s, [, d]) => s + d, 0)).padStart(10)}  (${rest} more modules)`);
  }
  const added = after.filter((r) => !beforeOf.has(r.route)).map((r) => r.route);
  const removed = before.filter((r) => !after.some((a) => a.route === r.route)).map((r) => r.route);
  if (added.length) console.log(`\nnew routes: ${added.join(', ')}`);
  if (removed.length) console.log(`routes gone: ${removed.join(', ')}`);
  const byBytes = [...overall].sort((a, b) => b[1].bytes - a[1].bytes);
  const rows = (list: typeof byBytes) => {
    for (const [name, o] of list.slice(0, Math.max(TOP, 25))) console.log(`  ${signed(o.bytes).padStart(11)}  ${String(o.routes).padStart(4)}  ${name}`);
  };
  console.log(`\nover ${common.length} routes in both – modules by bytes added to all bundles together (routes changed):`);
  rows(byBytes.filter(([, o]) => o.bytes > 0));
  const removedBytes = byBytes.filter(([, o]) => o.bytes < 0).reverse();
  if (removedBytes.length) {
    console.log('modules by bytes removed from all bundles together (routes changed):');
    rows(removedBytes);
  }
  const med = (rs: BuiltRoute[]) => kB(median(rs.map((r) => r.bytes)));
  console.log(`\nbundle median: before ${med(before)} (${before.length} routes), after ${med(after)} (${after.length} routes)`);
}

async function main() {
  const failed: string[] = [];
  const after = await buildRouteBundles(ROOT, path.join(OUT, 'after'), failed);
  const before = BEFORE ? await buildRouteBundles(BEFORE, path.join(OUT, 'before'), failed) : undefined;
  if (failed.length) console.log(`NOT BUILT:\n  ${failed.join('\n  ')}`);
  if (before) printDiff(before, after);
  else printTop(after);
}

try {
  await main();
} finally {
  rmSync(OUT, { recursive: true, force: true });
}
