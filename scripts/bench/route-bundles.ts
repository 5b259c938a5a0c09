/**
 * Builds route Lambda bundles of a checkout exactly as the api stack does (infra/lib/bundling.ts:
 * `routeBundling` → `esbuildOptionsOf`), with esbuild's metafile – shared by `bench:cold` (which
 * imports them) and `bench:bundle` (which compares what they contain).
 */
import { mkdirSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

export interface RouteLike {
  name: string;
  handler: string;
  lambda?: { nativeModules?: readonly string[]; sendsMail?: boolean; readsDirectory?: boolean };
}

export interface BuiltRoute {
  route: string;
  handler: string;
  /** The bundle, <outDir>/<route>/index.mjs, with the modules installed beside it linked next to it. */
  file: string;
  bytes: number;
  beside: string[];
  metafile: Metafile;
  routeLike: RouteLike;
}

type Bundling = typeof import('../../infra/lib/bundling');

/** BENCH_ROUTES=<regular expression>: only the routes whose name or handler matches it. */
export function routeFilter(pattern = process.env.BENCH_ROUTES): (r: RouteLike) => boolean {
  if (!pattern) return () => true;
  const re = new RegExp(pattern);
  return (r) => re.test(r.name) || re.test(r.handler);
}

/**
 * Builds every route of `root` (passing `keep`) into <outDir>/<route>/index.mjs. A route that does not
 * build (e.g. a handler being written in a shared working tree) is reported in `failed`, not thrown.
 * `plugins` instrument a build for a measurement (bench:schemas); the api stack's bundles have none.
 */
export async function buildRouteBundles(root: string, outDir: string, failed: string[], keep = routeFilter(), plugins: Plugin[] = []): Promise<BuiltRoute[]> {
  const { routeList } = (await import(pathToFileURL(path.join(root, 'shared/api/routes.ts')).href)) as { routeList: RouteLike[] };
  const bundling = (await import(pathToFileURL(path.join(root, 'infra/lib/bundling.ts')).href)) as Bundling;
  // older checkouts had only native modules beside the bundle
  const besideOf = (r: RouteLike) => (bundling.modulesBesideBundle ? bundling.modulesBesideBundle(r.lambda) : [...(r.lambda?.nativeModules ?? [])]);
  const routes = routeList.filter(keep);
  console.log(`building ${routes.length} bundles of ${root} …`);
  const built: BuiltRoute[] = [];
  for (const route of routes) {
    const dir = path.join(outDir, route.name);
    const file = path.join(dir, 'index.mjs');
    const beside = besideOf(route);
    const options = bundling.esbuildOptionsOf(bundling.routeBundling(beside), path.join(root, 'functions', `${route.handler}.ts`), file);
    let metafile: Metafile;
    try {
      const result = await build({ ...options, absWorkingDir: root, metafile: true, logLevel: 'silent', plugins });
      if (!result.metafile) throw new Error('esbuild returned no metafile');
      metafile = result.metafile;
    } catch (err) {
      failed.push(`${root} ${route.name}: ${(err as Error).message.split('\n')[1] ?? (err as Error).message}`);
      continue;
    }
    for (const m of beside) {
      mkdirSync(path.dirname(path.join(dir, 'node_modules', m)), { recursive: true });
      symlinkSync(path.join(root, 'node_modules', m), path.join(dir, 'node_modules', m));
    }
    built.push({ route: route.name, handler: route.handler, file, bytes: statSync(file).size, beside, metafile, routeLike: route });
  }
  return built;
}

/** The bundle's own output (not its source map) in a metafile. */
function entryOutput(metafile: Metafile) {
  return Object.values(metafile.outputs).find((o) => o.entryPoint);
}

/** A module's name independent of the checkout: node_modules/<package path> or the repo-relative path. */
export function moduleName(input: string): string {
  return input.replace(/^.*?node_modules\//, 'node_modules/');
}

/** Bytes each input module contributes to the bundle's output, by moduleName. */
export function bytesByModule(metafile: Metafile): Map<string, number> {
  const out = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(entryOutput(metafile)?.inputs ?? {})) {
    out.set(moduleName(file), (out.get(moduleName(file)) ?? 0) + bytesInOutput);
  }
  return out;
}

/** Input bytes of a bundle per npm package (or per repo folder of depth 2), largest first. */
export function bytesByPackage(metafile: Metafile): [string, number][] {
  const byPackage = new Map<string, number>();
  for (const [file, bytes] of bytesByModule(metafile)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const key = m ? m[1] : file.split('/').slice(0, 2).join('/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytes);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}
