/**
 * `npm run bench:statistiky` – statistics benchmark.
 *
 * Seeds BENCH_EVENTS (60,000) damage events with BENCH_ITEMS (≈ 150,000) damaged items over BENCH_YEARS
 * (15) years with the realistic shape of scripts/bench/seed-statistiky.ts (species mix, July–October
 * peak, regions, GPS around the districts' centroids) on the damage-event seed, into a fresh table on
 * DynamoDB Local; starts the real local HTTP server (Lambda adapter, session, rights, zod, handlers) in
 * this process and measures over HTTP, cold first (empty per-year caches and kept sorted orders, as in
 * a new Lambda process: BENCH_COLD_RUNS, 5) then warm (BENCH_RUNS, 30), p50/p95 with read capacity:
 *   - a table page (this year; all years; all years sorted by injured party),
 *   - the summary (this year; all years),
 *   - heatmap points (last full year; all years),
 *   - a CSV of ≈ 50,000 rows (the newest years holding them).
 * Targets: warm p95 ≤ 300 ms table and summary, ≤ 500 ms all-years heatmap. Then the repeat-attack
 * check a save adds (p95 ≤ 50 ms; measureRepeatAttackCheck), and the public page 'Škody v číslach' on
 * the same table (./skody-v-cislach-visit.ts): the job's run and the cost of a visit (target: no
 * DynamoDB request, no API call; BENCH_VISITS). Results in .bench/statistiky.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { percentile, runBench } from './bench-table';
import { type ListCase, measureListCases, newestYearsFrom, type Shown, startListServer } from './list-bench';
import { seedStatistiky } from './seed-statistiky';
import { measurePublicVisit } from './skody-v-cislach-visit';

const COUNT = Number(process.env.BENCH_EVENTS ?? 60000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 150000);
const YEARS = Number(process.env.BENCH_YEARS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

/** What a statistics answer shows: table rows, CSV lines, heatmap points or the summary's items. */
function statistikyCaller(origin: string, cookie: string) {
  return async (c: ListCase): Promise<Shown> => {
    const res = await fetch(`${origin}${c.path}`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(c.body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
    if (c.csv) {
      const n = text.trim().split('\r\n').length - 1;
      return { rows: n, total: n };
    }
    const b = JSON.parse(text);
    if (Array.isArray(b.statistics)) return { rows: b.statistics.length, total: b.totalElements };
    if (Array.isArray(b.lokalitaGpsSirka)) return { rows: b.lokalitaGpsSirka.length, total: b.lokalitaGpsSirka.length + b.bezPolohy };
    return { rows: 1, total: b.pocetPredmetov };
  };
}

/**
 * The repeat-attack check a save adds (functions/common/opakovany-utok.ts: parameters, the geohash
 * cells around the place, exact distances, the mark and the day's mail guard), on BENCH_ALERT_PROBES
 * (200) seeded events with a place checked as if just saved (the seed wrote their index items with
 * the events, as the save's transaction does). Beside it one GetItem of the same table as the floor,
 * so the ratio survives a noisy machine. The index item itself is one more Put in the save's own
 * transaction (not measured apart). Target: p95 ≤ 50 ms.
 */
async function measureRepeatAttackCheck() {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  // alerts mail the workplace: locally into an outbox folder, never SES
  process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'bench-outbox-'));
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, tableName } = await import('../../functions/lib/clients');
  const { skodovaUdalostRepo } = await import('../../functions/data/skodova-udalost-repo');
  const { skodovaUdalostGeo } = await import('../../functions/data/opakovany-utok-repo');
  const { overitOpakovanyUtok, zhlukPripadu } = await import('../../functions/common/opakovany-utok');
  const PROBES = Number(process.env.BENCH_ALERT_PROBES ?? 200);
  // a few Scan pages of the benchmark's own table are enough to pick events (never a request path)
  const uuids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new ScanCommand({ TableName: tableName(), FilterExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': 'SKODOVA_UDALOST' }, ProjectionExpression: '#u', ExpressionAttributeNames: { '#u': 'uuid' }, ExclusiveStartKey }),
    );
    uuids.push(...(out.Items ?? []).map((i) => String(i.uuid)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey && uuids.length < PROBES * 2);
  const probes = [];
  for (const uuid of uuids) {
    const e = await skodovaUdalostRepo.get(uuid);
    const geo = e && skodovaUdalostGeo(e);
    if (geo) probes.push(geo);
    if (probes.length >= PROBES) break;
  }
  const check: number[] = [];
  const floor: number[] = [];
  let alerts = 0;
  let related = 0;
  for (const [i, p] of probes.entries()) {
    const t0 = performance.now();
    await skodovaUdalostRepo.get(p.uuid);
    const t1 = performance.now();
    await overitOpakovanyUtok(null, p, p.uuid);
    const t2 = performance.now();
    // the first ten warm the process (connections, the code list, the parameters item)
    if (i < 10) continue;
    floor.push(t1 - t0);
    check.push(t2 - t1);
    const z = await zhlukPripadu(p);
    related += z.suvisiace.length;
    if (z.opakovanyUtok) alerts++;
  }
  check.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  const out = {
    probes: check.length,
    checkP50Ms: Number(percentile(check, 50).toFixed(1)),
    checkP95Ms: Number(percentile(check, 95).toFixed(1)),
    getItemP50Ms: Number(percentile(floor, 50).toFixed(1)),
    ratioP50ToGetItem: Number((percentile(check, 50) / percentile(floor, 50)).toFixed(1)),
    alerts,
    meanRelated: Number((related / Math.max(1, check.length)).toFixed(2)),
  };
  console.log(
    `repeat-attack check at save (${out.probes} events): p50 ${out.checkP50Ms} ms, p95 ${out.checkP95Ms} ms (target ≤ 50 ms); one GetItem p50 ${out.getItemP50Ms} ms, ratio ${out.ratioP50ToGetItem}×; ${out.alerts} alerts, ${out.meanRelated} related cases on average`,
  );
  return out;
}

runBench('statistiky', async ({ onStop }) => {
  const { listCapacity, resetYearCaches } = await import('../../functions/data/year-rows');
  const { resetSortedCache } = await import('../../functions/common/year-list');
  const { todayIso } = await import('@shared/format/dates');

  const t0 = Date.now();
  const { seeded, stat, vlk } = await seedStatistiky({ count: COUNT, items: ITEMS, years: YEARS, onProgress: (n) => process.stdout.write(`  ${n} items\r`) });
  const seedSeconds = (Date.now() - t0) / 1000;
  const items = Object.values(stat.predmetyPerYear).reduce((s, n) => s + n, 0);
  console.log(`seeded ${COUNT} damage events with ${items} items over ${YEARS} years in ${seedSeconds.toFixed(1)} s (district centroids: ${stat.centroidy ? 'sk_okresy.csv' : 'generated'})`);

  // the save-time check first: its figure does not wait for the list cases
  const opakovanyUtok = await measureRepeatAttackCheck();
  const { server, origin, cookie } = await startListServer();
  onStop(() => server.close());

  const today = todayIso();
  const thisYear = today.slice(0, 4);
  const lastYear = String(Number(thisYear) - 1);
  const csvFrom = newestYearsFrom(stat.predmetyPerYear, 50000, today);
  const ST = '/api/is/statistiky';
  const cases: ListCase[] = [
    { name: 'table page (this year, default filter)', path: ST, body: { from: `${thisYear}-01-01` } },
    { name: 'table page (all years)', path: ST, body: {} },
    { name: 'table page (all years, by injured party)', path: `${ST}?sortBy=poskodenyMeno&sortDirection=ASC`, body: {} },
    { name: 'table page (all years, filtered: wolf + words)', path: ST, body: { povodcaSkody: [vlk], poskodeny: 'novak' } },
    { name: 'summary (this year)', path: `${ST}/sumar`, body: { from: `${thisYear}-01-01` } },
    { name: 'summary (all years)', path: `${ST}/sumar`, body: {} },
    { name: `heatmap points (${lastYear})`, path: `${ST}/heatmap`, body: { from: `${lastYear}-01-01`, to: `${lastYear}-12-31` } },
    { name: 'heatmap points (all years)', path: `${ST}/heatmap`, body: {} },
    { name: `CSV export (from ${csvFrom})`, path: `${ST}/export?timezone=Europe/Bratislava`, body: { from: csvFrom }, csv: true },
  ];

  // a new Lambda process: no per-year rows, no kept sorted orders
  const resetCaches = () => {
    for (const reset of [resetYearCaches, resetSortedCache]) reset();
  };
  const results = await measureListCases({ cases, call: statistikyCaller(origin, cookie), capacity: listCapacity, resetCaches, runs: RUNS, coldRuns: COLD_RUNS });
  const publicPage = await measurePublicVisit();
  console.log(`public page: job ${publicPage.job.seconds.toFixed(1)} s, per visit ${publicPage.perVisit.dynamodbRequests} DynamoDB requests, ${publicPage.perVisit.apiCalls} API calls (${publicPage.visits} visits, p50 ${publicPage.visitMs.p50} ms)`);
  const report = { events: COUNT, items, years: YEARS, perYear: seeded.perYear, itemsPerYear: stat.predmetyPerYear, centroids: stat.centroidy, seedSeconds, at: new Date().toISOString(), results, opakovanyUtok, publicPage };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/statistiky.json', `${JSON.stringify(report, null, 2)}\n`);
});
