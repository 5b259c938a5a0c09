/**
 * `npm run bench:skodove-udalosti` – damage-event list benchmark.
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
import { runBench } from './bench-table';
import { type ListCase, listCaller, measureListCases, newestYearsFrom, startListServer } from './list-bench';
import { seedSkodoveUdalosti } from './seed-skodove-udalosti';

const COUNT = Number(process.env.BENCH_EVENTS ?? 50000);
const YEARS = Number(process.env.BENCH_YEARS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

runBench('skodove-udalosti', async ({ onStop }) => {
  const { seed } = await import('../local/seed');
  const { organizaciaRepo } = await import('../../functions/data/organizacia-repo');
  const { ciselnikRepo } = await import('../../functions/data/ciselnik-repo');
  const { listCapacity, resetYearCaches } = await import('../../functions/data/year-rows');
  const { resetSortedCache } = await import('../../functions/common/year-list');
  const { todayIso } = await import('@shared/format/dates');
  const { setReadLogEnabled } = await import('../../functions/http/read-log');

  await seed({ demoUsers: true });
  const pracoviska = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost).map((o) => o.uuid);
  const povodcovia = (await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).map((i) => i.uuid);
  const t0 = Date.now();
  const seeded = await seedSkodoveUdalosti({ count: COUNT, years: YEARS, pracoviska, povodcovia, onProgress: (n) => process.stdout.write(`  ${n} items\r`) });
  const seedSeconds = (Date.now() - t0) / 1000;
  console.log(`seeded ${COUNT} damage events over ${YEARS} years in ${seedSeconds.toFixed(1)} s`);

  const { server, origin, cookie } = await startListServer();
  onStop(() => server.close());

  const year = String(Number(todayIso().slice(0, 4)) - 1);
  const busiest = Object.entries(seeded.perOkres).sort((a, b) => b[1] - a[1])[0][0];
  const csvFrom = newestYearsFrom(seeded.perYear, 10000, todayIso());
  const cases: ListCase[] = [
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

  const results = await measureListCases({
    cases,
    call: listCaller({ origin, cookie, listKey: 'skodovaUdalostList' }),
    capacity: listCapacity,
    resetCaches: () => {
      resetYearCaches();
      resetSortedCache();
    },
    runs: RUNS,
    coldRuns: COLD_RUNS,
    readLog: setReadLogEnabled,
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/skodove-udalosti.json',
    `${JSON.stringify({ events: COUNT, years: YEARS, perYear: seeded.perYear, seedSeconds, at: new Date().toISOString(), results }, null, 2)}\n`,
  );
});
