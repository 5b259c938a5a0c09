import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeKey } from '@shared/api/route';
import { routeList } from '@shared/api/routes';

const root = path.resolve(__dirname);
/** Folders of code that is not a route handler: plumbing, repositories, the route wrapper, domain code, scheduled and log-driven jobs. */
const SKIP_DIRS = new Set(['lib', 'data', 'http', 'common', 'domain', 'aggregate', 'jobs']);

function handlerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : handlerFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('route table', () => {
  it('has a handler module exporting `handler` for every route', () => {
    for (const r of routeList) {
      const file = path.join(root, `${r.handler}.ts`);
      expect(existsSync(file), `${routeKey(r)} → functions/${r.handler}.ts`).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(/export const handler = route\(routes\.\w+,/);
    }
  });

  it('has a route for every handler module, and each handler uses its own route', () => {
    const byHandler = new Map(routeList.map((r) => [r.handler, r]));
    for (const file of handlerFiles(root)) {
      const rel = path.relative(root, file).replace(/\\/g, '/').replace(/\.ts$/, '');
      const def = byHandler.get(rel);
      expect(def, `functions/${rel}.ts has no route in shared/api/routes.ts`).toBeDefined();
      const used = /route\(routes\.(\w+),/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(used, `functions/${rel}.ts`).toBe(def?.name);
    }
  });

  it('has unique route keys and handler modules', () => {
    const keys = routeList.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    const handlers = routeList.map((r) => r.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('keeps staff routes under /api/is and public ones under /api/web-oznamenie', () => {
    for (const r of routeList) {
      if (r.path.startsWith('/api/is/')) expect(r.access.kind, routeKey(r)).not.toBe('public');
      if (r.path.startsWith('/api/web-oznamenie/')) expect(r.access.kind, routeKey(r)).toBe('public');
    }
  });
});

describe('route areas', () => {
  it('never defines the same route name in two areas, and each area holds only its own handlers', async () => {
    const { routeAreas } = await import('@shared/api/routes');
    const names = Object.values(routeAreas).flatMap((a) => Object.keys(a));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(routeList.length);
    for (const [area, table] of Object.entries(routeAreas)) {
      for (const r of Object.values(table)) expect(path.posix.dirname((r as { handler: string }).handler)).toBe(area);
    }
  });
});
