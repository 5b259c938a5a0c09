/**
 * `npm run bench:oznamenia` – staff notification list benchmark.
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
import { runBench } from './bench-table';
import { type ListCase, listCaller, measureListCases, newestYearsFrom, startListServer } from './list-bench';
import { seedOznamenia } from './seed-oznamenia';

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 50000);
const YEARS = Number(process.env.BENCH_YEARS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

runBench('oznamenia', async ({ onStop }) => {
  const { seed } = await import('../local/seed');
  const { organizaciaRepo } = await import('../../functions/data/organizacia-repo');
  const { listCapacity, resetListCache } = await import('../../functions/data/oznamenie-repo');
  const { resetSortedCache } = await import('../../functions/common/year-list');
  const { todayIso } = await import('@shared/format/dates');
  const { setReadLogEnabled } = await import('../../functions/http/read-log');

  await seed({ demoUsers: true });
  const pracoviska = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost).map((o) => o.uuid);
  const t0 = Date.now();
  const seeded = await seedOznamenia({ count: COUNT, years: YEARS, pracoviska, onProgress: (n) => process.stdout.write(`  ${n} items\r`) });
  const seedSeconds = (Date.now() - t0) / 1000;
  console.log(`seeded ${COUNT} notifications (${seeded.items} items) over ${YEARS} years in ${seedSeconds.toFixed(1)} s`);

  const { server, origin, cookie } = await startListServer();
  onStop(() => server.close());

  const year = String(Number(todayIso().slice(0, 4)) - 1);
  const busiest = Object.entries(seeded.perPracovisko).sort((a, b) => b[1] - a[1])[0][0];
  // the newest years that together hold ≈10,000 notifications (CSV export)
  const csvFrom = newestYearsFrom(seeded.perYear, 10000, todayIso());
  const cases: ListCase[] = [
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

  const results = await measureListCases({
    cases,
    call: listCaller({ origin, cookie, listKey: 'oznamenieList' }),
    capacity: listCapacity,
    // cold: a new process (empty per-year cache) – what a request costs when it reads the partitions
    resetCaches: () => {
      resetListCache();
      resetSortedCache();
    },
    runs: RUNS,
    coldRuns: COLD_RUNS,
    readLog: setReadLogEnabled,
    // rows read per request = every row of the partitions/ranges queried; the minimum to read just the
    // rows shown (≈250 B per row; eventually consistent: 0.5 unit per 4 KB)
    extra: (c, { shown }) => {
      const rowsRead = c.body && (c.body as { from?: string }).from ? undefined : COUNT;
      return { rcuMinimumForShownRows: Math.max(0.5, Math.ceil((shown.rows * 250) / 4096) * 0.5), ...(rowsRead ? { rowsRead } : {}) };
    },
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/oznamenia.json',
    `${JSON.stringify({ notifications: COUNT, years: YEARS, perYear: seeded.perYear, seedSeconds, at: new Date().toISOString(), results }, null, 2)}\n`,
  );
});
