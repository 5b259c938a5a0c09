// @vitest-environment node
/**
 * Keeps classic zod off the public wizard's first screen (≤ 200 kB gzip before the
 * map chunk; classic zod alone is ≈26 kB). Walks the source imports – static and dynamic, type-only
 * imports left out – from the step-1 route and the API client, and fails if any module reached imports
 * classic zod ('zod', or the former shared/api/z.ts / zod.ts): the schemas step 1 reaches must be zod/mini
 * (shared/api/zm.ts; every shared schema is zod/mini now). The chunk rules of web/vite.config.ts ('api-public') rely on the same fact.
 * No build needed; first-screen-budget.test.ts weighs the build against the budget, `npm run bench:public` in Chromium.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../..');
const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

/** zod entry points that are not classic: zod/mini, its core and the locales. */
const MINI_ZOD = /^zod\/(mini|v4\/mini|v4\/core|v4\/locales\/)/;
const CLASSIC_MODULES = new Set(['shared/api/z.ts', 'shared/api/zod.ts']);

const IMPORT = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:([\w*$\s,{}]+?)\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Import specifiers of a module that survive compilation (not `import type`, not only `{ type X }`). */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of src.matchAll(IMPORT)) {
    const [, , typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    const named = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    if (named?.split(',').every((s) => s.trim() === '' || /^type\s/.test(s.trim()))) continue;
    out.push(spec);
  }
  for (const m of src.matchAll(DYNAMIC)) out.push(m[1]);
  return out;
}

/** The path aliases of tsconfig.json (and Vite): '@shared/…' and '@web/…'. */
const ALIASES: [string, string][] = [
  ['@shared/', 'shared/'],
  ['@web/', 'web/src/'],
];

function resolveLocal(from: string, spec: string): string | null {
  const bare = spec.split('?')[0];
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  const base = alias ? path.join(ROOT, alias[1], bare.slice(alias[0].length)) : path.resolve(path.dirname(from), bare);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Every module reached from `entries`, with the chain that reached it, and the classic zod imports found. */
function walk(entries: string[]): { reached: Map<string, string[]>; classic: string[] } {
  const reached = new Map<string, string[]>();
  const classic: string[] = [];
  const queue: [string, string[]][] = entries.map((e) => [path.join(ROOT, e), [e]]);
  while (queue.length > 0) {
    const [file, chain] = queue.shift() as [string, string[]];
    if (reached.has(file)) continue;
    reached.set(file, chain);
    if (CLASSIC_MODULES.has(rel(file))) classic.push(chain.join(' → '));
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of runtimeImports(file)) {
      if (spec === 'zod' || (spec.startsWith('zod/') && !MINI_ZOD.test(spec))) classic.push([...chain, spec].join(' → '));
      if (!spec.startsWith('.') && !ALIASES.some(([prefix]) => spec.startsWith(prefix))) continue;
      const target = resolveLocal(file, spec);
      if (target && !reached.has(target)) queue.push([target, [...chain, rel(target)]]);
    }
  }
  return { reached, classic };
}

const STEP_1 = ['web/src/routes/_public/$produkt/udaje-o-skode.tsx', 'web/src/lib/api-client.ts'];

describe("the public wizard's first screen", () => {
  it('reaches its route table, schemas and form without classic zod', () => {
    const { reached, classic } = walk(STEP_1);
    const files = [...reached.keys()].map(rel);
    // the walk does reach what step 1 loads (else the test would pass on nothing)
    expect(files).toEqual(
      expect.arrayContaining([
        'web/src/features/wizard/udaje-o-skode-form.tsx',
        'web/src/features/wizard/use-step-save.ts',
        'shared/api/web-oznamenie.routes.ts',
        'shared/api/web-oznamenie.ts',
        'shared/api/errors.ts',
        'shared/api/zm.ts',
        'web/src/components/map/location-picker.tsx',
      ]),
    );
    expect(classic).toEqual([]);
  });

  it('would notice classic zod: a module that imports it', () => {
    const fixture = 'web/src/features/wizard/first-screen-graph.fixture.ts';
    expect(walk([fixture]).classic).toContain(`${fixture} → zod`);
  });

  it("puts every shared/api schema module it reaches into the build's 'api-public' chunk (web/vite.config.ts)", () => {
    // A schema module of step 1 left to the general 'api' group makes the two chunks import each other:
    // the circle left a re-exported schema undefined and the photo upload never finished.
    const config = readFileSync(path.join(ROOT, 'web/vite.config.ts'), 'utf8');
    const group = config.slice(config.indexOf("name: 'api-public'"));
    const listed = new Set(/shared\[\\\\\/\]api\[\\\\\/\]\(([^)]+)\)/.exec(group)?.[1].split('|').map((m) => m.replace(/\\\\/g, '')) ?? []);
    expect(listed.size).toBeGreaterThan(5);
    // modules without zod stay out of the zod chunks on purpose (the 'api' group's exclusions)
    const schemaModules = [...walk(STEP_1).reached.keys()]
      .map(rel)
      .filter((f) => /^shared\/api\/[\w.-]+\.ts$/.test(f) && !/(limits|staff-lists|-texts)\.ts$/.test(f))
      .map((f) => f.replace(/^shared\/api\//, '').replace(/\.ts$/, ''));
    expect(schemaModules.length).toBeGreaterThan(5);
    expect(schemaModules.filter((m) => !listed.has(m))).toEqual([]);
  });
});
