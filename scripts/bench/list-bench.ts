/**
 * What the staff list benchmarks (bench:oznamenia, bench:skodove-udalosti) share: the real local HTTP
 * server with a signed-in administrator, the POST call of a list case, the CSV's "from" date and the
 * measurement of each case – cold first (caches reset as in a new Lambda process), a warm-up, then warm
 * runs – with p50/p95 and the read capacity and queries per request. Product modules are imported
 * lazily: call these only after `startBenchTable` resolved.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentile } from './bench-table';

export interface ListCase {
  name: string;
  path: string;
  body: unknown;
  csv?: boolean;
}

export interface Shown {
  rows: number;
  total: number;
}

const round = (n: number, d = 1) => Number(n.toFixed(d));

/** Starts the local server (Lambda adapter, session, rights, zod, handlers) with an administrator's session. */
export async function startListServer(): Promise<{ server: Server; origin: string; cookie: string }> {
  const { sessionRepo } = await import('../../functions/data/session-repo');
  const { createLocalServer } = await import('../local/server');
  const server = createLocalServer({});
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.APP_ORIGIN = origin;
  const { resetEnvCache } = await import('../../functions/lib/env');
  resetEnvCache();
  const cookie = `es_sid=${(await sessionRepo.create({ login: 'spravca', sub: 'spravca' }, 2)).id}`;
  return { server, origin, cookie };
}

/** POSTs a case; a page's rows come from `listKey`, a CSV's from its lines (header excluded). */
export function listCaller(o: { origin: string; cookie: string; listKey: string }) {
  return async (c: ListCase): Promise<Shown> => {
    const res = await fetch(`${o.origin}${c.path}`, {
      method: 'POST',
      headers: { cookie: o.cookie, origin: o.origin, 'content-type': 'application/json' },
      body: JSON.stringify(c.body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
    if (c.csv) {
      const n = text.trim().split('\r\n').length - 1;
      return { rows: n, total: n };
    }
    const page = JSON.parse(text);
    return { rows: page[o.listKey].length, total: page.totalElements };
  };
}

/** The first day of the newest years that together hold at least `rows` rows (the CSV case). */
export function newestYearsFrom(perYear: Record<string, number>, rows: number, today: string): string {
  let from = today;
  let acc = 0;
  for (const y of Object.keys(perYear).sort().reverse()) {
    acc += perYear[y];
    from = `${y}-01-01`;
    if (acc >= rows) break;
  }
  return from;
}

export interface MeasureListOptions {
  cases: readonly ListCase[];
  call: (c: ListCase) => Promise<Shown>;
  /** The repository's running totals of consumed read units and queries. */
  capacity: { units: number; queries: number };
  /** Empties the caches a new Lambda process starts without. */
  resetCaches: () => void;
  runs: number;
  coldRuns: number;
  /** More figures for a case's result (warm mean read units and what was shown given). */
  extra?: (c: ListCase, m: { shown: Shown; warmRcuMean: number }) => Record<string, unknown>;
  /**
   * Turns the read log of personal data on or off (functions/http/read-log.ts): the warm runs then
   * alternate with and without it, and the case reports both p95s and their ratio – one run, one machine.
   */
  readLog?: (on: boolean) => void;
}

/** Measures every case cold, then warm; prints a line per case and returns the results by case name. */
export async function measureListCases(o: MeasureListOptions): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  const timed = async (c: ListCase) => {
    const before = { ...o.capacity };
    const start = performance.now();
    const shown = await o.call(c);
    return { shown, ms: performance.now() - start, rcu: o.capacity.units - before.units, queries: o.capacity.queries - before.queries };
  };
  for (const c of o.cases) {
    const cold: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < o.coldRuns; i++) {
      o.resetCaches();
      cold.push(await timed(c));
    }
    for (let i = 0; i < 3; i++) await o.call(c); // warm-up
    const warm: Awaited<ReturnType<typeof timed>>[] = [];
    const withoutLog: number[] = [];
    for (let i = 0; i < o.runs; i++) {
      if (o.readLog) {
        // alternate which goes first, so neither side always follows the other's cache warm-up
        const order = i % 2 === 0 ? [true, false] : [false, true];
        for (const on of order) {
          o.readLog(on);
          const r = await timed(c);
          if (on) warm.push(r);
          else withoutLog.push(r.ms);
        }
        o.readLog(true);
      } else warm.push(await timed(c));
    }
    const coldMs = cold.map((r) => r.ms).sort((a, b) => a - b);
    const ms = warm.map((r) => r.ms).sort((a, b) => a - b);
    const shown = warm.at(-1)?.shown ?? { rows: 0, total: 0 };
    const warmRcuMean = warm.reduce((s, r) => s + r.rcu, 0) / warm.length;
    results[c.name] = {
      runs: o.runs,
      p50ms: round(percentile(ms, 50)),
      p95ms: round(percentile(ms, 95)),
      rowsShown: shown.rows,
      totalMatching: shown.total,
      cold: { runs: o.coldRuns, p50ms: round(percentile(coldMs, 50)), p95ms: round(percentile(coldMs, 95)), queries: cold.at(-1)?.queries ?? 0, rcu: round(cold[0]?.rcu ?? 0, 1) },
      warmQueriesPerRequest: warm[0]?.queries,
      warmRcuPerRequest: round(warmRcuMean, 1),
      ...(o.readLog ? readLogFigures(ms, withoutLog) : {}),
      ...o.extra?.(c, { shown, warmRcuMean }),
    };
    console.log(c.name.padEnd(44), JSON.stringify(results[c.name]));
  }
  return results;
}

/** Warm p95 without the read log and the ratio of with to without (target ≤ 1.1). */
function readLogFigures(withLog: number[], withoutLog: number[]) {
  const without = withoutLog.sort((a, b) => a - b);
  const p95without = percentile(without, 95);
  return { readLog: { p95msWithout: round(p95without), p50msWithout: round(percentile(without, 50)), p95ratio: round(percentile(withLog, 95) / p95without, 2) } };
}
