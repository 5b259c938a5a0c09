// @vitest-environment node
/**
 * The public wizard's first screen stays within 200 kB gzip: the JS and CSS a phone must fetch before
 * step 1 renders, before the map – what index.html loads, the chunks of step 1's route and its parents
 * (with everything they import statically, which the build preloads with them), and the service worker's
 * registration: the public layout's chunk registers it, and whatever that chunk loads lazily (a
 * registration library) is counted too.
 *
 * Weighs the production build (web/dist, which `npm test` builds before vitest) through Vite's build
 * manifest (web/dist/.vite/manifest.json), each file gzipped at level 9 as `npm run bench:public` does –
 * that benchmark measures the same set in Chromium. Without a build the test fails and says so: a
 * budget test that skips would let the first screen grow unnoticed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../..');
const DIST = path.join(ROOT, 'web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const BUDGET = 200_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Step 1 and the layout routes above it (web/src/routes, keys as the manifest writes them). */
const STEP_1_ROUTES = ['src/routes/__root.tsx', 'src/routes/_public/route.tsx', 'src/routes/_public/$produkt/route.tsx', 'src/routes/_public/$produkt/udaje-o-skode.tsx'];
/** The layout that registers the service worker once a public page has rendered: its lazy imports belong to that registration. */
const PUBLIC_LAYOUT = 'src/routes/_public/route.tsx';

/** The manifest keys of a route module's chunks: the module itself or its parts split off by the router plugin (`?tsr-split=…`). */
const routeChunks = (manifest: Manifest, route: string) => Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?tsr-split=`));

/** The given chunks with every chunk they import statically, and their CSS: the files the browser fetches together. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** The files of step 1's first screen, from the build manifest. */
function firstScreenFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const routes = STEP_1_ROUTES.flatMap((route) => routeChunks(manifest, route));
  const registration = routeChunks(manifest, PUBLIC_LAYOUT).flatMap((key) => manifest[key].dynamicImports ?? []);
  return [...staticClosure(manifest, [...entry, ...routes, ...registration])].sort();
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

describe("the public wizard's first screen (web/dist)", () => {
  it('exists: the budget is weighed on the production build', () => {
    expect(existsSync(MANIFEST), `no ${path.relative(ROOT, MANIFEST)}: run \`npm run build:web\` first (npm test does)`).toBe(true);
  });

  it('finds step 1 and its layouts in the build', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    // every route of the chain has a chunk of its own (else the weighing would leave it out and pass on less)
    for (const route of STEP_1_ROUTES.slice(1)) expect(routeChunks(manifest, route), route).not.toEqual([]);
    const files = firstScreenFiles(manifest);
    expect(files.some((f) => /^assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('is at most 200 kB gzip', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const sizes = firstScreenFiles(manifest)
      .map((file): [string, number] => [file, gzipBytes(file)])
      .sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, n]) => sum + n, 0);
    const list = sizes.map(([file, n]) => `${(n / 1000).toFixed(1).padStart(6)} kB  ${file}`).join('\n');
    expect(total, `step 1's first screen is ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} files:\n${list}`).toBeLessThanOrEqual(BUDGET);
  });
});
