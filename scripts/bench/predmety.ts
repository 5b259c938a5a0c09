/**
 * `npm run bench:predmety` – damaged items of one event (their response times).
 *
 * Seeds the demo data (code lists, price lists, users) into a fresh table on DynamoDB Local, adds a
 * second version of every livestock/crop/fee price list from 2025-06-01, starts the real local HTTP
 * server (Lambda adapter, session, rights, zod, handlers) in this process, creates one event dated
 * 2025-03-01 and BENCH_ITEMS (200) items over HTTP (lambs, cows, goats, field crops, carcass fees –
 * every one priced), then measures over HTTP:
 *   - the item list page (page 1 and the last page): cold (caches reset as in a new Lambda process,
 *     BENCH_COLD_RUNS) and warm (BENCH_RUNS): p50/p95 – target p95 ≤ 150 ms warm;
 *   - the event's PUT that moves the damage date across the version boundary (2025-03-01 ↔ 2025-07-01),
 *     recalculating all items in the date change's transaction (BENCH_RECALC_RUNS): p50/p95 – target ≤ 1 s;
 *   - one item's detail and the create of an item into a full event, for reference.
 * Results in .bench/predmety.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { kategoriaFromSlug } from '@shared/domain/predmet-skody';
import { percentile, runBench } from './bench-table';
import { startListServer } from './list-bench';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const RECALC_RUNS = Number(process.env.BENCH_RECALC_RUNS ?? 20);

const round = (n: number) => Number(n.toFixed(1));
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { runs: s.length, p50ms: round(percentile(s, 50)), p95ms: round(percentile(s, 95)), maxMs: round(s.at(-1) ?? 0) };
};

runBench('predmety', async ({ onStop }) => {
  const { seed } = await import('../local/seed');
  const { ciselnikRepo } = await import('../../functions/data/ciselnik-repo');
  const { cennikRepo } = await import('../../functions/data/cennik-repo');
  const { skodovaUdalostRepo } = await import('../../functions/data/skodova-udalost-repo');
  const { transactWrite } = await import('../../functions/data/transaction');
  const { clearReadCache } = await import('../../functions/lib/read-cache');

  await seed({ demoUsers: true });
  // a second version of the price lists the items use: every value +10 %
  for (const typ of ['OVCE', 'KOZY', 'HOVADZI_DOBYTOK', 'POLNE_PLODINY', 'KAFILERICKE_POPLATKY'] as const) {
    const { verzie } = await cennikRepo.load(typ);
    const v = verzie[verzie.length - 1];
    const polozky = v.polozky.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, x]) => [k, k.startsWith('hodnota') && typeof x === 'number' ? Math.round(x * 110) / 100 : x])),
    ) as typeof v.polozky;
    await cennikRepo.create({ typ, expectedLast: v.cisloVerzie, platnostOd: '2025-06-01', polozky });
  }
  const first = async (typ: string) => (await ciselnikRepo.listByType(typ, { activeOnly: true }))[0].uuid;
  const [druhy, ku, okres, plodina] = await Promise.all([ciselnikRepo.listByType('DRUH_SKODY', { activeOnly: true }), first('KATASTRALNE_UZEMIE'), first('OKRES'), first('DRUH_POLNE_PLODINY')]);
  // a damage kind meant for the item's category (the server refuses others, as the form never offers them)
  const druhSkodyPre = (slug: string) => druhy.find((d) => !d.kategorie?.length || d.kategorie.includes(kategoriaFromSlug(slug) ?? ''))?.uuid ?? '';

  const uuid = randomUUID();
  const e = {
    uuid,
    kod: 'SU-BENCH-000001',
    stav: 'V_SETRENI' as const,
    datumOznamenia: '2025-03-02',
    datumVznikuSkody: '2025-03-01',
    typSkody: 'DOMESTIKOVANY_ZIVOCICH' as const,
    komisia: [],
    pocetPredmetovSkody: 0,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  await transactWrite(skodovaUdalostRepo.newItems(e));

  const { server, origin, cookie } = await startListServer();
  onStop(() => server.close());
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };

  const miestoSkody = { katastralneUzemie: ku, okres, lokalitaGpsSirka: '48.73', lokalitaGpsDlzka: '19.45' };
  const kinds: [string, Record<string, string>][] = [
    ['jahna', { hmotnost: '30', pocetVRovnakejKategorii: '2' }],
    ['krava', { hmotnost: '550', pocetKrmnychDni: '150', reprodukcnyVek: 'VEK_3', druhVyuzitia: 'DOJNICA' }],
    ['koza', { chovnost: 'CHOVNY_JEDINEC', hmotnost: '0', pocetKrmnychDni: '30', reprodukcnyVek: 'VEK_4' }],
    ['polne-plodiny', { druhPolnePlodiny: plodina, vymera: '1.5', nakladyNaHektar: '120', redukcnyKoeficient: '0.6' }],
    ['kafilericke-poplatky', { celkovaHmotnost: '120', dolozenyDoklad: 'true' }],
  ];
  const createMs: number[] = [];
  const itemIds: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const [slug, a] = kinds[i % kinds.length];
    const atributy = Object.entries({ druhSkody: druhSkodyPre(slug), ...a }).map(([name, value]) => ({ name, value }));
    const t = performance.now();
    const { uuid: id } = await call('POST', `/api/is/skodove-udalosti/${uuid}/predmet-skody/${slug}/novy-predmet-skody`, { atributy, miestoSkody });
    createMs.push(performance.now() - t);
    itemIds.push(id);
  }
  const lastPage = Math.ceil(ITEMS / 20);
  const page = (n: number) => call('GET', `/api/is/skodove-udalosti/${uuid}/predmet-skody?page=${n}`);
  const p1 = await page(1);
  const notCalculated = (p1.content as { isVyskaSkodyNotCalculated: boolean }[]).filter((r) => r.isVyskaSkodyNotCalculated).length;
  console.log(`created ${ITEMS} items; page 1: ${p1.content.length} rows of ${p1.totalElements}, sum ${p1.sumOfVyskaSkody} EUR, ${notCalculated} not calculated`);

  const listCase = async (n: number) => {
    const cold: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      clearReadCache();
      cold.push(await timed(() => page(n)));
    }
    for (let i = 0; i < 5; i++) await page(n);
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await timed(() => page(n)));
    return { warm: stats(warm), cold: stats(cold) };
  };
  const list = { page1: await listCase(1), lastPage: await listCase(lastPage) };
  console.log('list page 1   ', JSON.stringify(list.page1));
  console.log(`list page ${lastPage}  `, JSON.stringify(list.lastPage));

  const detailMs: number[] = [];
  for (let i = 0; i < RUNS; i++) detailMs.push(await timed(() => call('GET', `/api/is/skodove-udalosti/${uuid}/predmet-skody/jahna/${itemIds[0]}`)));

  const eventBody = (ev: Record<string, unknown>, datum: string) => ({
    datumOznamenia: ev.datumOznamenia,
    datumACasVznikuSkody: datum,
    datumACasSetrenia: null,
    popisSkody: '',
    spisovaZnackaOu: '',
    spisovaZnackaSop: '',
    typSkody: 'DOMESTIKOVANY_ZIVOCICH',
    uzemnePrislusnaSopId: null,
    uzemnePrislusnyOuId: null,
    miestneSetreniePopis: '',
    prepojenieNaIneSkodoveUdalosti: '',
    version: ev.version,
  });
  const recalcMs: number[] = [];
  const sums: number[] = [];
  for (let i = 0; i < RECALC_RUNS; i++) {
    const ev = await call('GET', `/api/is/skodove-udalosti/${uuid}`);
    const datum = i % 2 ? '2025-03-01' : '2025-07-01';
    let out: { vyskaSkodyVypocitana: number } | undefined;
    recalcMs.push(
      await timed(async () => {
        out = await call('PUT', `/api/is/skodove-udalosti/${uuid}`, eventBody(ev, datum));
      }),
    );
    sums.push(out?.vyskaSkodyVypocitana ?? 0);
  }
  if (sums[0] === sums[1]) throw new Error('the date change did not change the amounts');
  const recalc = stats(recalcMs);
  console.log(`recalculate ${ITEMS} on a date change`, JSON.stringify(recalc), `sums ${sums[1]} ↔ ${sums[0]} EUR`);

  const result = {
    items: ITEMS,
    list,
    detail: stats(detailMs),
    createIntoEventOfUpTo: { items: ITEMS, ...stats(createMs), last20: stats(createMs.slice(-20)) },
    recalculateOnDateChange: { ...recalc, sumsEur: [sums[1], sums[0]] },
    targets: { listWarmP95Ms: 150, recalculateMs: 1000 },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/predmety.json', `${JSON.stringify(result, null, 2)}\n`);
});
