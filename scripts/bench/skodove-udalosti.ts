/**
 * `npm run bench:skodove-udalosti` – damage-event list benchmark (issue 11).
 *
 * Seeds BENCH_EVENTS (50,000) damage events over 15 years (scripts/bench/seed-skodove-udalosti.ts, on
 * the notification seed's helpers) into a fresh table on DynamoDB Local, starts the real local HTTP
 * server (Lambda adapter, session, rights, zod, handler) in this process and measures over HTTP:
 *   - the default list page (damage date DESC), a filtered list (a category + a district + one year),
 *     a sort by injured party, and the CSV export of ≈10,000 rows;
 * each cold first (empty per-year caches and kept sorted orders, as in a new Lambda process:
 * BENCH_COLD_RUNS, 5) and then warm (BENCH_RUNS, 40): p50/p95 and the read capacity and queries per
 * request. Results in .bench/skodove-udalosti.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { percentile, startBenchTable } from './bench-table';
import { seedSkodoveUdalosti } from './seed-skodove-udalosti';

const COUNT = Number(process.env.BENCH_EVENTS ?? 50000);
const YEARS = Number(process.env.BENCH_YEARS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

const round = (n: number, d = 1) => Number(n.toFixed(d));

async function main() {
  const bench = await startBenchTable('skodove-udalosti');
  let server: import('node:http').Server | undefined;
  try {
    const { seed } = await import('../local/seed');
    const { organizaciaRepo } = await import('../../functions/data/organizacia-repo');
    const { ciselnikRepo } = await import('../../functions/data/ciselnik-repo');
    const { listCapacity, resetYearCaches } = await import('../../functions/data/year-rows');
    const { resetSortedCache } = await import('../../functions/lib/year-list');
    const { sessionRepo } = await import('../../functions/data/session-repo');
    const { createLocalServer } = await import('../local/server');
    const { todayIso } = await import('../../shared/format/dates');

    await seed({ demoUsers: true });
    const pracoviska = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost).map((o) => o.uuid);
    const povodcovia = (await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).map((i) => i.uuid);
    const t0 = Date.now();
    const seeded = await seedSkodoveUdalosti({ count: COUNT, years: YEARS, pracoviska, povodcovia, onProgress: (n) => process.stdout.write(`  ${n} items\r`) });
    const seedSeconds = (Date.now() - t0) / 1000;
    console.log(`seeded ${COUNT} damage events over ${YEARS} years in ${seedSeconds.toFixed(1)} s`);

    server = createLocalServer({});
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.APP_ORIGIN = origin;
    const { resetEnvCache } = await import('../../functions/lib/env');
    resetEnvCache();
    const cookie = `es_sid=${(await sessionRepo.create({ login: 'spravca', sub: 'spravca' }, 2)).id}`;

    const year = String(Number(todayIso().slice(0, 4)) - 1);
    const busiest = Object.entries(seeded.perOkres).sort((a, b) => b[1] - a[1])[0][0];
    let csvFrom = todayIso();
    let acc = 0;
    for (const y of Object.keys(seeded.perYear).sort().reverse()) {
      acc += seeded.perYear[y];
      csvFrom = `${y}-01-01`;
      if (acc >= 10000) break;
    }
    const cases: { name: string; path: string; body: unknown; csv?: boolean }[] = [
      { name: 'default list page', path: '/api/is/skodove-udalosti', body: {} },
      {
        name: 'filtered: category + district + 1 year',
        path: '/api/is/skodove-udalosti',
        body: { from: `${year}-01-01`, to: `${year}-12-31`, predmetSkody: ['OVCE', 'KOZY'], okres: [busiest] },
      },
      { name: 'sort by injured party', path: '/api/is/skodove-udalosti?sortBy=poskodeny&sortDirection=ASC', body: {} },
      { name: "filtered: 'po termíne' + words", path: '/api/is/skodove-udalosti', body: { poTermine: true, poskodeny: 'novak' } },
      { name: `CSV export (from ${csvFrom})`, path: '/api/is/skodove-udalosti/export-csv', body: { from: csvFrom }, csv: true },
    ];

    const call = async (c: (typeof cases)[number]) => {
      const res = await fetch(`${origin}${c.path}`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(c.body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
      if (c.csv) {
        const n = text.trim().split('\r\n').length - 1;
        return { rows: n, total: n };
      }
      const page = JSON.parse(text);
      return { rows: page.skodovaUdalostList.length, total: page.totalElements };
    };

    const results: Record<string, unknown> = {};
    for (const c of cases) {
      const coldMs: number[] = [];
      const coldRcu: number[] = [];
      let coldQueries = 0;
      for (let i = 0; i < COLD_RUNS; i++) {
        resetYearCaches();
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
      results[c.name] = {
        runs: RUNS,
        p50ms: round(percentile(ms, 50)),
        p95ms: round(percentile(ms, 95)),
        rowsShown: shown.rows,
        totalMatching: shown.total,
        cold: { runs: COLD_RUNS, p50ms: round(percentile(coldMs, 50)), p95ms: round(percentile(coldMs, 95)), queries: coldQueries, rcu: round(coldRcu[0], 1) },
        warmQueriesPerRequest: queries[0],
        warmRcuPerRequest: round(rcu.reduce((s, x) => s + x, 0) / rcu.length, 1),
      };
      console.log(c.name.padEnd(44), JSON.stringify(results[c.name]));
    }
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/skodove-udalosti.json',
      `${JSON.stringify({ events: COUNT, years: YEARS, perYear: seeded.perYear, seedSeconds, at: new Date().toISOString(), results }, null, 2)}\n`,
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
