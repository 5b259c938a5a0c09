/**
 * `npm run bench:oznamenia` – staff notification list benchmark (issue #4).
 *
 * Seeds BENCH_NOTIFICATIONS (50,000) notifications over 15 years (scripts/bench/seed-oznamenia.ts)
 * into a fresh table on DynamoDB Local, starts the real local HTTP server (Lambda adapter, session,
 * rights, zod, handler) in this process and measures over HTTP, warm, BENCH_RUNS (40) times each:
 *   - the default list page, a filtered list (two states + one workplace + one year),
 *     a sort by injured party, a text search, and the CSV export of ≈10,000 rows;
 * p50/p95 latency and the DynamoDB read capacity consumed per request (ReturnConsumedCapacity of
 * the list queries and the year-counter reads) next to the minimum needed to read just the rows
 * shown (≈250 B per row, 0.5 unit per 4 KB). Each case runs cold first (empty per-year cache and
 * kept sorted orders, as in a new Lambda process: BENCH_COLD_RUNS, 5) and then warm.
 * Results in .bench/oznamenia.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { seedOznamenia } from './seed-oznamenia';
import { percentile, startBenchTable } from './bench-table';

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 50000);
const YEARS = Number(process.env.BENCH_YEARS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

const round = (n: number, d = 1) => Number(n.toFixed(d));

async function main() {
  const bench = await startBenchTable('oznamenia');
  let server: import('node:http').Server | undefined;
  try {
    const { seed } = await import('../local/seed');
    const { organizaciaRepo } = await import('../../functions/data/organizacia-repo');
    const { listCapacity, resetListCache } = await import('../../functions/data/oznamenie-repo');
    const { resetSortedCache } = await import('../../functions/lib/year-list');
    const { sessionRepo } = await import('../../functions/data/session-repo');
    const { createLocalServer } = await import('../local/server');
    const { todayIso } = await import('../../shared/format/dates');

    await seed({ demoUsers: true });
    const pracoviska = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost).map((o) => o.uuid);
    const t0 = Date.now();
    const seeded = await seedOznamenia({ count: COUNT, years: YEARS, pracoviska, onProgress: (n) => process.stdout.write(`  ${n} items\r`) });
    const seedSeconds = (Date.now() - t0) / 1000;
    console.log(`seeded ${COUNT} notifications (${seeded.items} items) over ${YEARS} years in ${seedSeconds.toFixed(1)} s`);

    server = createLocalServer({});
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.APP_ORIGIN = origin;
    const { resetEnvCache } = await import('../../functions/lib/env');
    resetEnvCache();
    const cookie = `es_sid=${(await sessionRepo.create({ login: 'spravca', sub: 'spravca' }, 2)).id}`;

    const year = String(Number(todayIso().slice(0, 4)) - 1);
    const busiest = Object.entries(seeded.perPracovisko).sort((a, b) => b[1] - a[1])[0][0];
    // the newest years that together hold ≈10,000 notifications (CSV export)
    let csvFrom = todayIso();
    let acc = 0;
    for (const y of Object.keys(seeded.perYear).sort().reverse()) {
      acc += seeded.perYear[y];
      csvFrom = `${y}-01-01`;
      if (acc >= 10000) break;
    }
    const cases: { name: string; path: string; body: unknown; csv?: boolean }[] = [
      { name: 'default list page', path: '/api/is/oznamenia', body: {} },
      {
        name: 'filtered: 2 states + 1 workplace + 1 year',
        path: '/api/is/oznamenia',
        body: { from: `${year}-01-01`, to: `${year}-12-31`, states: ['SETRENIE_UKONCENE', 'V_RIESENI'], uzemnePrislusnePracovisko: [busiest] },
      },
      { name: 'sort by injured party', path: '/api/is/oznamenia?sortBy=poskodenyMeno&sortDirection=ASC', body: {} },
      { name: 'text search (2 tokens)', path: '/api/is/oznamenia', body: { poskodenySearchTokens: ['novak', 'jan'] } },
      { name: 'text search in a year', path: '/api/is/oznamenia', body: { from: `${year}-01-01`, to: `${year}-12-31`, poskodenySearchTokens: ['stastny'] } },
      { name: `CSV export (from ${csvFrom})`, path: '/api/is/oznamenia/export-csv', body: { from: csvFrom }, csv: true },
    ];

    const call = async (c: (typeof cases)[number]) => {
      const res = await fetch(`${origin}${c.path}`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(c.body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
      return c.csv ? { rows: text.trim().split('\r\n').length - 1, total: text.trim().split('\r\n').length - 1 } : { rows: JSON.parse(text).oznamenieList.length, total: JSON.parse(text).totalElements };
    };

    const results: Record<string, unknown> = {};
    for (const c of cases) {
      // cold: a new process (empty per-year cache) – what a request costs when it reads the partitions
      const coldMs: number[] = [];
      const coldRcu: number[] = [];
      let coldQueries = 0;
      for (let i = 0; i < COLD_RUNS; i++) {
        resetListCache();
        resetSortedCache();
        const before = { ...listCapacity };
        const start = performance.now();
        await call(c);
        coldMs.push(performance.now() - start);
        coldRcu.push(listCapacity.units - before.units);
        coldQueries = listCapacity.queries - before.queries;
      }
      coldMs.sort((a, b) => a - b);
      for (let i = 0; i < 3; i++) await call(c); // warm-up
      const ms: number[] = [];
      const rcu: number[] = [];
      const queries: number[] = [];
      let shown = { rows: 0, total: 0 };
      for (let i = 0; i < RUNS; i++) {
        const before = { ...listCapacity };
        const start = performance.now();
        shown = await call(c);
        ms.push(performance.now() - start);
        rcu.push(listCapacity.units - before.units);
        queries.push(listCapacity.queries - before.queries);
      }
      ms.sort((a, b) => a - b);
      const rcuMean = rcu.reduce((s, x) => s + x, 0) / rcu.length;
      // rows read per request = every row of the partitions/ranges queried; bytes per row from the consumed units
      // (eventually consistent: 0.5 unit per 4 KB)
      const rowsRead = c.body && (c.body as { from?: string }).from ? undefined : COUNT;
      const minimum = Math.max(0.5, Math.ceil((shown.rows * 250) / 4096) * 0.5);
      results[c.name] = {
        runs: RUNS,
        p50ms: round(percentile(ms, 50)),
        p95ms: round(percentile(ms, 95)),
        rowsShown: shown.rows,
        totalMatching: shown.total,
        cold: { runs: COLD_RUNS, p50ms: round(percentile(coldMs, 50)), p95ms: round(percentile(coldMs, 95)), queries: coldQueries, rcu: round(coldRcu[0], 1) },
        warmQueriesPerRequest: queries[0],
        warmRcuPerRequest: round(rcuMean, 1),
        rcuMinimumForShownRows: minimum,
        ...(rowsRead ? { rowsRead } : {}),
      };
      console.log(c.name.padEnd(44), JSON.stringify(results[c.name]));
    }
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/oznamenia.json',
      `${JSON.stringify({ notifications: COUNT, years: YEARS, perYear: seeded.perYear, seedSeconds, at: new Date().toISOString(), results }, null, 2)}\n`,
    );
  } finally {
    server?.close();
    await bench.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
