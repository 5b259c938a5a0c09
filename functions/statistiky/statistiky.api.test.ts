/**
 * Statistics (spec part 1 §3 'Statistics row', 'Statistics filter', §6, §7 'Statistics', §8):
 * the table with its filters ('without' options), sort keys and paging, the summary against a
 * hand-computed set, heatmap points, the CSV in the reader's time zone, the charts, the open-data grid,
 * rights and malformed input – on the statistics rows the damage-event writes keep (one row per event
 * with its items' compact rows, functions/data/statistika-repo.ts), including a real item write.
 *
 * The hand-computed set (year 2012, its own partition):
 *   E1 Ján Šťastný      2012-07-10 08:15 medveď ŠOP A, event GPS 48.70/19.10: VCELSTVA ku1/ok1/kr1 100.10 at 48.7363/19.1462;
 *                                                          VCELARSKE_ZARIADENIA ku1/ok1/kr1 50.20 (no GPS → event's)
 *   E2 Peter Novák      2012-08-01 vlk ŠOP B, no GPS:       OVCE ku2/ok2/kr1 300.00; OVCE ku2/ok2 0.50; KOZY (no place) 20.00
 *   E3 Farma Kováč s.r.o. 2012-09-15 no pôvodca, no ŠOP:   POLNE_PLODINY ku1/ok1 1000.35 at 48.1486/17.1077
 *   E4 Anna Čierna      2012-10-20 23:30 medveď ŠOP A:      no items (no statistics rows)
 *   E5 Ľubomír Šťastný  2012-03-05 vlk ŠOP A:               HOVADZI_DOBYTOK ku3/ok2 1500.00 at 49.0612345/20.2987654
 * 7 items of 4 events, 2971.15 EUR, average 424.45 EUR.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import { STATISTIKY_SORT, type StatistikaRow, type StatistikyGrafy, type StatistikyHeatmap, type StatistikyPage, type StatistikySumar } from '@shared/api/statistiky';
import { PREDMET_SKODY_LABELS, type PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { compareSk } from '@shared/format/collation';
import { fileTestApi } from '../../scripts/test/api-harness';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { fileStampInZone } from '@shared/format/time-zone';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { organizaciaRepo } from '../data/organizacia-repo';
import { type OznamenieItem, oznamenieRows } from '../data/oznamenie-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import type { PredmetStatistika } from '../data/statistika-repo';
import { transactWrite } from '../data/transaction';

const IS = '/api/is';
const ST = `${IS}/statistiky`;
const YEAR = { from: '2012-01-01', to: '2012-12-31' };
const api = fileTestApi();
let analytik: string;
let skody: string;
let bezprav: string;
let medved: string;
let vlk: string;
const label = new Map<string, string>();
let ku: string[];
let ok: string[];
let kr: string[];
let sop: { uuid: string; nazov: string }[];
const events: SkodovaUdalostItem[] = [];

/** The injured party, damage date (and time), pôvodca and workplace of a test event. */
const udalost = (poskodenyMeno: string, datum: string, povodcaSkodyId?: string, uzemnePrislusnaSopId?: string): Partial<SkodovaUdalostItem> => ({
  poskodenyMeno,
  datumVznikuSkody: datum.slice(0, 10),
  casVznikuSkody: datum.slice(11) || undefined,
  zaverecneStanovisko: povodcaSkodyId ? ({ povodcaSkodyId } as SkodovaUdalostItem['zaverecneStanovisko']) : undefined,
  uzemnePrislusnaSopId,
});

/** An event written with the repository's create actions (record, list row, statistics row and their counters). */
async function event(base: Partial<SkodovaUdalostItem>, more: Partial<SkodovaUdalostItem>): Promise<SkodovaUdalostItem> {
  const o = { ...base, ...more };
  const uuid = randomUUID();
  const item = {
    uuid,
    kod: `SU-ST-${uuid.slice(0, 8)}`,
    stav: 'ROZHODNUTA',
    datumOznamenia: '2012-12-01',
    datumVznikuSkody: '2012-01-01',
    komisia: [],
    pocetPredmetovSkody: o.predmetyStatistika?.length ?? 0,
    createdAt: new Date().toISOString(),
    version: 1,
    ...o,
  } as SkodovaUdalostItem;
  await transactWrite(skodovaUdalostRepo.newItems(item));
  return item;
}

const item = (kategoria: PredmetSkodyKategoria, amount: number, o: Partial<PredmetStatistika> = {}): PredmetStatistika => ({ uuid: randomUUID(), kategoria, amount, ...o });

beforeAll(async () => {
  [analytik, skody, bezprav] = await Promise.all(['analytik', 'skody', 'bezprav'].map((l) => api.sessionCookie(l)));
  const povodcovia = await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true });
  medved = povodcovia.find((p) => p.kod === 'MEDVED_HNEDY')?.uuid as string;
  vlk = povodcovia.find((p) => p.label.startsWith('vlk'))?.uuid as string;
  for (const p of povodcovia) label.set(p.uuid, p.label);
  const lists = await Promise.all(['KATASTRALNE_UZEMIE', 'OKRES', 'KRAJ'].map((t) => ciselnikRepo.listByType(t, { activeOnly: true })));
  for (const l of lists) for (const v of l) label.set(v.uuid, v.label);
  [ku, ok, kr] = lists.map((l) => l.slice(0, 3).map((v) => v.uuid));
  sop = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost).slice(0, 2);
  for (const s of sop) label.set(s.uuid, s.nazov);

  events.push(
    await event(udalost('Ján Šťastný', '2012-07-10T08:15', medved, sop[0].uuid), {
      lokalitaGpsSirka: 48.7,
      lokalitaGpsDlzka: 19.1,
      vyskaSkodyVypocitana: 150.3,
      konanie: { sumaPriznanaVRozhodnuti: 120 } as SkodovaUdalostItem['konanie'],
      predmetyStatistika: [
        item('VCELSTVA', 100.1, { ku: ku[0], ok: ok[0], kr: kr[0], lat: 48.7363, lng: 19.1462 }),
        item('VCELARSKE_ZARIADENIA', 50.2, { ku: ku[0], ok: ok[0], kr: kr[0] }),
      ],
    }),
    await event(udalost('Peter Novák', '2012-08-01', vlk, sop[1].uuid), {
      vyskaSkodyVypocitana: 320.5,
      predmetyStatistika: [item('OVCE', 300, { ku: ku[1], ok: ok[1], kr: kr[0] }), item('OVCE', 0.5, { ku: ku[1], ok: ok[1] }), item('KOZY', 20)],
    }),
    await event(udalost('Farma Kováč s.r.o.', '2012-09-15'), {
      vyskaSkodyVypocitana: 1000.35,
      konanie: { sumaPriznanaVRozhodnuti: 400.25 } as SkodovaUdalostItem['konanie'],
      predmetyStatistika: [item('POLNE_PLODINY', 1000.35, { ku: ku[0], ok: ok[0], lat: 48.1486, lng: 17.1077 })],
    }),
    await event(udalost('Anna Čierna', '2012-10-20T23:30', medved, sop[0].uuid), { vyskaSkodyVypocitana: 0 }),
    await event(udalost('Ľubomír Šťastný', '2012-03-05', vlk, sop[0].uuid), {
      vyskaSkodyVypocitana: 1500,
      predmetyStatistika: [item('HOVADZI_DOBYTOK', 1500, { ku: ku[2], ok: ok[1], lat: 49.0612345, lng: 20.2987654 })],
    }),
  );
});

/** The set's rows as the table shows them, computed here from the events. */
const expected = () =>
  events.flatMap((e) =>
    (e.predmetyStatistika ?? []).map((p) => ({ e, p, povodca: e.zaverecneStanovisko?.povodcaSkodyId, sop: e.uzemnePrislusnaSopId, meno: e.poskodenyMeno ?? '' })),
  );
type Exp = ReturnType<typeof expected>[number];

const page = (filter: Record<string, unknown>, query = '', cookie = analytik) => api.call<StatistikyPage & ErrorBody>('POST', `${ST}${query}`, { cookie, body: filter });
const total = async (filter: Record<string, unknown>) => {
  const res = await page({ ...YEAR, ...filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.totalElements;
};
const count = (p: (r: Exp) => boolean) => expected().filter(p).length;

describe('POST /statistiky (table)', () => {
  it('answers a row per damaged item with its event fields and labels; an event without items has no row', async () => {
    const res = await page(YEAR);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: 1, size: 20, totalElements: 7 });
    const bees = res.body.statistics.find((r) => r.predmetSkodyKategoria === 'VCELSTVA') as StatistikaRow;
    expect(bees).toEqual({
      skodovaUdalostUuid: events[0].uuid,
      skodovaUdalostKod: events[0].kod,
      predmetSkodyUuid: events[0].predmetyStatistika?.[0].uuid,
      poskodenyMeno: 'Ján Šťastný',
      datumVznikuSkody: '2012-07-10T08:15',
      povodcaSkody: label.get(medved),
      predmetSkodyKategoria: 'VCELSTVA',
      katastralneUzemie: label.get(ku[0]),
      uzemnePrislusnePracovisko: sop[0].nazov,
      vyskaSkodyZaPredmet: 100.1,
    });
    expect(res.body.statistics.some((r) => r.poskodenyMeno === 'Anna Čierna')).toBe(false);
    // default order: damage date and time DESC
    expect(res.body.statistics.map((r) => r.datumVznikuSkody.slice(0, 10))).toEqual([...res.body.statistics.map((r) => r.datumVznikuSkody.slice(0, 10))].sort().reverse());
  });

  it('filters each field with its "without" option (chosen values OR none), dates and words', async () => {
    expect(await total({ predmetSkody: ['OVCE'] })).toBe(2);
    expect(await total({ withoutPredmetSkody: true })).toBe(0); // every item has a category
    expect(await total({ predmetSkody: ['OVCE', 'KOZY'], withoutPredmetSkody: true })).toBe(3);
    expect(await total({ povodcaSkody: [medved] })).toBe(count((r) => r.povodca === medved));
    expect(await total({ withoutPovodcaSkody: true })).toBe(1);
    expect(await total({ povodcaSkody: [vlk], withoutPovodcaSkody: true })).toBe(5);
    expect(await total({ uzemnePrislusnePracovisko: [sop[1].uuid] })).toBe(3);
    expect(await total({ withoutUzemnePrislusnePracovisko: true })).toBe(1);
    expect(await total({ uzemnePrislusnePracovisko: [sop[1].uuid], withoutUzemnePrislusnePracovisko: true })).toBe(4);
    expect(await total({ okres: [ok[1]] })).toBe(3);
    expect(await total({ withoutOkres: true })).toBe(1);
    expect(await total({ okres: [ok[0]], withoutOkres: true })).toBe(4);
    expect(await total({ katastralneUzemie: [ku[0]] })).toBe(3);
    expect(await total({ withoutKatastralneUzemie: true })).toBe(1);
    expect(await total({ katastralneUzemie: [ku[2]], withoutKatastralneUzemie: true })).toBe(2);
    expect(await total({ poskodeny: 'stastny' })).toBe(3);
    expect(await total({ poskodeny: '  JÁN   šťastný ' })).toBe(2);
    expect(await total({ from: '2012-08-01', to: '2012-09-30' })).toBe(4);
    expect(await total({ okres: [ok[1]], povodcaSkody: [vlk], poskodeny: 'novak' })).toBe(2);
  });

  it('sorts by every sort key in both directions', async () => {
    const keyOf: Record<(typeof STATISTIKY_SORT)[number], (r: StatistikaRow) => string | number> = {
      poskodenyMeno: (r) => r.poskodenyMeno ?? '',
      datumACasVznikuSkody: (r) => r.datumVznikuSkody,
      povodcaSkodyUrceneZivocichy: (r) => r.povodcaSkody ?? '',
      kategoriaPredmetuSkody: (r) => PREDMET_SKODY_LABELS[r.predmetSkodyKategoria as PredmetSkodyKategoria],
      miestoSkodyKatastralneUzemie: (r) => r.katastralneUzemie ?? '',
      uzemnePrislusnePracovisko: (r) => r.uzemnePrislusnePracovisko ?? '',
      vyskaSkodyZaPredmet: (r) => r.vyskaSkodyZaPredmet,
    };
    const cmp = (a: string | number, b: string | number) => (typeof a === 'number' ? a - (b as number) : compareSk(a, b as string));
    for (const sortBy of STATISTIKY_SORT) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const res = await page(YEAR, `?sortBy=${sortBy}&sortDirection=${dir}`);
        expect(res.status).toBe(200);
        const keys = res.body.statistics.map(keyOf[sortBy]);
        expect(keys, `${sortBy} ${dir}`).toHaveLength(7);
        const sorted = [...keys].sort((a, b) => (dir === 'ASC' ? cmp(a, b) : cmp(b, a)));
        expect(keys, `${sortBy} ${dir}`).toEqual(sorted);
        expect(new Set(keys).size > 1, sortBy).toBe(true);
      }
    }
    // the 'field,dir' form sorts; an unknown key is refused with the Slovak field error every staff list gives
    const amounts = (await page(YEAR, '?sortBy=vyskaSkodyZaPredmet,ASC')).body.statistics.map((r) => r.vyskaSkodyZaPredmet);
    expect(amounts[0]).toBe(0.5);
    const unknown = await page(YEAR, '?sortBy=nonsense');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      generalErrors: [],
      fieldErrors: [
        {
          fieldName: 'sortBy',
          message:
            'Neplatný vstup: očakávaná jedna z hodnôt "poskodenyMeno"|"datumACasVznikuSkody"|"povodcaSkodyUrceneZivocichy"|"kategoriaPredmetuSkody"|"miestoSkodyKatastralneUzemie"|"uzemnePrislusnePracovisko"|"vyskaSkodyZaPredmet"',
        },
      ],
    });
    expect((await page(YEAR, '?sortBy=vyskaSkodyZaPredmet&sortDirection=hore')).status).toBe(400);
  });

  it('pages 1-based; a page out of range is empty with the total', async () => {
    const p2 = await page({}, '?page=2');
    expect(p2.status).toBe(200);
    const p1 = await page({}, '?page=1');
    expect(p1.body.statistics).toHaveLength(Math.min(20, p1.body.totalElements));
    const beyond = await page(YEAR, '?page=5');
    expect(beyond.body).toMatchObject({ number: 5, totalElements: 7, statistics: [] });
    expect((await page(YEAR, '?page=abc')).body.number).toBe(1);
  });
});

describe('POST /statistiky/sumar', () => {
  it('sums the whole filter (hand-computed), not the page', async () => {
    const all = await api.call<StatistikySumar>('POST', `${ST}/sumar`, { cookie: analytik, body: YEAR });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ pocetSkodovychUdalosti: 4, pocetPredmetov: 7, celkovaSuma: 2971.15, priemer: 424.45 });
    const bear = await api.call<StatistikySumar>('POST', `${ST}/sumar`, { cookie: analytik, body: { ...YEAR, povodcaSkody: [medved] } });
    expect(bear.body).toEqual({ pocetSkodovychUdalosti: 1, pocetPredmetov: 2, celkovaSuma: 150.3, priemer: 75.15 });
    const none = await api.call<StatistikySumar>('POST', `${ST}/sumar`, { cookie: analytik, body: { ...YEAR, poskodeny: 'nikto' } });
    expect(none.body).toEqual({ pocetSkodovychUdalosti: 0, pocetPredmetov: 0, celkovaSuma: 0, priemer: 0 });
  });
});

describe('POST /statistiky/heatmap', () => {
  it("answers columnar points: the item's GPS, else its event's, 4 decimals; items without either counted", async () => {
    const res = await api.call<StatistikyHeatmap>('POST', `${ST}/heatmap`, { cookie: analytik, body: YEAR });
    expect(res.status).toBe(200);
    const points = res.body.lokalitaGpsSirka.map((lat, i) => `${lat},${res.body.lokalitaGpsDlzka[i]}`).sort();
    expect(points).toEqual(['48.1486,17.1077', '48.7,19.1', '48.7363,19.1462', '49.0612,20.2988']);
    expect(res.body.bezPolohy).toBe(3);
  });
});

describe('POST /statistiky/export', () => {
  it('downloads the filter as CSV: BOM, Slovak header, decimal commas, times and file name in the given time zone', async () => {
    const before = new Date();
    const res = await api.call('POST', `${ST}/export?timezone=America/New_York&sortBy=vyskaSkodyZaPredmet&sortDirection=DESC`, { cookie: analytik, body: YEAR });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect(name).toMatch(/^statistiky-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect([fileStampInZone(before, 'America/New_York', true), fileStampInZone(new Date(), 'America/New_York', true)].map((t) => `statistiky-${t}.csv`)).toContain(name);
    expect(fileStampInZone(new Date('2026-11-23T18:30:00Z'), 'Europe/Bratislava', true)).toBe('2026-11-23-1930');
    const raw = Buffer.from(await (await fetch(`${api.origin}${ST}/export?timezone=UTC`, { method: 'POST', headers: { cookie: analytik, origin: api.origin, 'content-type': 'application/json' }, body: JSON.stringify(YEAR) })).arrayBuffer());
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Kód škodovej udalosti;Poškodený;Dátum vzniku škody;Pôvodca škody;Predmet škody;Katastrálne územie;Územne príslušné pracovisko;Výška škody za predmet (EUR)');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe(`${events[4].kod};Ľubomír Šťastný;05.03.2012;${label.get(vlk)};Hovädzí dobytok;${label.get(ku[2])};${sop[0].nazov};1500,00`);
    // 08:15 in Bratislava (CEST) is 02:15 in New York (EDT)
    expect(lines.find((l) => l.includes('Včelstvá'))).toContain(';10.07.2012 02:15;');
    expect(lines.find((l) => l.includes('Včelstvá'))?.endsWith(';100,10')).toBe(true);
  });

  it('rejects an unknown time zone with a Slovak 400', async () => {
    const res = await api.call<ErrorBody>('POST', `${ST}/export?timezone=Mars/Olympus`, { cookie: analytik, body: YEAR });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toContainEqual({ fieldName: 'timezone', message: 'Neznáma časová zóna.' });
  });
});

describe('POST /statistiky/grafy', () => {
  it('sums the filter by month, pôvodca, category, region, district and year; reported → inspected → paid per year', async () => {
    // notifications of the year (their list rows): two counted, a cancelled one and one of another year not
    const oznamenie = (datumVznikuSkody: string, stav: OznamenieItem['stav']): OznamenieItem => {
      const uuid = randomUUID();
      return { uuid, kod: `OZN-ST-${uuid.slice(0, 6)}`, stav, isFromWeb: false, datumOznamenia: '2013-01-05', datumVznikuSkody, hasPoskodeny: false, createdAt: new Date().toISOString(), version: 1 };
    };
    for (const o of [oznamenie('2012-12-30', 'SETRENIE_UKONCENE'), oznamenie('2012-05-01', 'V_RIESENI'), oznamenie('2012-06-01', 'ZRUSENE'), oznamenie('2013-01-01', 'V_RIESENI')]) {
      await transactWrite(oznamenieRows.changeActions(null, o));
    }
    const res = await api.call<StatistikyGrafy>('POST', `${ST}/grafy`, { cookie: analytik, body: YEAR });
    expect(res.status).toBe(200);
    const g = res.body;
    expect(g.podlaMesiaca).toHaveLength(12);
    expect(g.podlaMesiaca[6]).toEqual({ kluc: '07', label: 'júl', pocetPredmetov: 2, pocetSkodovychUdalosti: 1, suma: 150.3 });
    expect(g.podlaMesiaca[7]).toEqual({ kluc: '08', label: 'august', pocetPredmetov: 3, pocetSkodovychUdalosti: 1, suma: 320.5 });
    expect(g.podlaMesiaca[0].pocetPredmetov).toBe(0);
    expect(g.podlaPovodcu).toEqual([
      { kluc: vlk, label: label.get(vlk), pocetPredmetov: 4, pocetSkodovychUdalosti: 2, suma: 1820.5 },
      { kluc: '', label: 'Neurčený', pocetPredmetov: 1, pocetSkodovychUdalosti: 1, suma: 1000.35 },
      { kluc: medved, label: label.get(medved), pocetPredmetov: 2, pocetSkodovychUdalosti: 1, suma: 150.3 },
    ]);
    expect(g.podlaPredmetu.find((b) => b.kluc === 'OVCE')).toEqual({ kluc: 'OVCE', label: 'Ovce', pocetPredmetov: 2, pocetSkodovychUdalosti: 1, suma: 300.5 });
    expect(g.podlaKraja).toContainEqual({ kluc: kr[0], label: label.get(kr[0]), pocetPredmetov: 3, pocetSkodovychUdalosti: 2, suma: 450.3 });
    expect(g.podlaKraja).toContainEqual({ kluc: '', label: 'Neurčený', pocetPredmetov: 4, pocetSkodovychUdalosti: 3, suma: 2520.85 });
    expect(g.podlaOkresu).toContainEqual({ kluc: ok[1], label: label.get(ok[1]), pocetPredmetov: 3, pocetSkodovychUdalosti: 2, suma: 1800.5 });
    expect(g.podlaRoka).toEqual([{ kluc: '2012', label: '2012', pocetPredmetov: 7, pocetSkodovychUdalosti: 4, suma: 2971.15 }]);
    expect(g.ohlaseneSetreneVyplatene).toEqual([{ kluc: '2012', label: '2012', pocetOznameni: 2, pocetSkodovychUdalosti: 4, sumaVypocitana: 2971.15, sumaPriznana: 520.25 }]);
    expect(PREDMET_SKODY_LABELS.OVCE).toBe('Ovce');
  });
});

describe('POST /statistiky/otvorene-data', () => {
  it('aggregates to the EEA 10 km grid (EPSG:3035) as CSV: Banská Bystrica 48.7363, 19.1462 is cell 10kmE499N288', async () => {
    const res = await api.call('POST', `${ST}/otvorene-data?format=csv`, { cookie: analytik, body: YEAR });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="statistiky-otvorene-data-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('bunka;stredSirka;stredDlzka;rok;povodcaSkody;predmetSkody;pocetPredmetov;pocetSkodovychUdalosti;suma');
    const bees = lines.find((l) => l.includes(';Včelstvá;'))?.split(';') as string[];
    // LAEA Europe: 19.1462 E, 48.7363 N → x 4 992 018 m, y 2 888 710 m (origin 52 N 10 E = 4 321 000 / 3 210 000)
    expect(bees[0]).toBe('10kmE499N288');
    expect(bees.slice(3)).toEqual(['2012', label.get(medved), 'Včelstvá', '1', '1', '100,10']);
    // the cell's centre (4 995 000, 2 885 000) back in WGS84, decimal commas
    expect(Number(bees[1].replace(',', '.'))).toBeCloseTo(48.6999, 3);
    expect(Number(bees[2].replace(',', '.'))).toBeCloseTo(19.1803, 3);
    expect(lines.find((l) => l.includes('Poľné plodiny'))?.startsWith('10kmE484N280;')).toBe(true); // Bratislava
    // rows without a point (3 items) are not in the grid; no names, no exact points
    expect(lines.slice(1).reduce((s, l) => s + Number(l.split(';')[6]), 0)).toBe(4);
    expect(res.text).not.toMatch(/Šťastný|Novák|Kováč|48,7363|48\.7363/);
  });

  it('answers GeoJSON cell squares with the same properties', async () => {
    const res = await api.call<{ type: string; features: { geometry: { type: string; coordinates: number[][][] }; properties: Record<string, unknown> }[] }>(
      'POST',
      `${ST}/otvorene-data?format=geojson`,
      { cookie: analytik, body: YEAR },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/geo+json');
    expect(res.body.type).toBe('FeatureCollection');
    const f = res.body.features.find((x) => x.properties.predmetSkody === 'Včelstvá');
    expect(f?.properties).toMatchObject({ bunka: '10kmE499N288', rok: '2012', povodcaSkody: label.get(medved), pocetPredmetov: 1, pocetSkodovychUdalosti: 1, suma: 100.1 });
    const ring = f?.geometry.coordinates[0] as number[][];
    expect(f?.geometry.type).toBe('Polygon');
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // the point lies inside its square
    const lngs = ring.map((c) => c[0]);
    const lats = ring.map((c) => c[1]);
    expect(Math.min(...lngs) < 19.1462 && Math.max(...lngs) > 19.1462 && Math.min(...lats) < 48.7363 && Math.max(...lats) > 48.7363).toBe(true);
  });
});

describe('the rows follow the event and item writes', () => {
  it("an item added through the API appears with its amount and place; the event's pôvodca change rewrites its rows; a removed item leaves", async () => {
    const c = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE,OKRES`, { cookie: skody });
    // a damage kind the form offers for a sheep (USMRTENIE: killing, meant for every animal)
    const first = Object.fromEntries(c.body.map((l) => [l.type, (l.type === 'DRUH_SKODY' ? l.values.find((v) => v.kod === 'USMRTENIE') : l.values[0])?.uuid as string]));
    const e = await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-01', poskodenyMeno: 'Test Statistika' });
    const created = await api.call<{ uuid: string }>('POST', `${IS}/skodove-udalosti/${e.uuid}/predmet-skody/jahna/novy-predmet-skody`, {
      cookie: skody,
      body: {
        atributy: Object.entries({ druhSkody: first.DRUH_SKODY, hmotnost: '30', pocetVRovnakejKategorii: '2', chovnost: '' }).map(([name, value]) => ({ name, value })),
        miestoSkody: { katastralneUzemie: first.KATASTRALNE_UZEMIE, okres: first.OKRES, lokalitaGpsSirka: '48.7301', lokalitaGpsDlzka: '19.4512' },
      },
    });
    expect(created.status).toBe(201);
    const inMarch = { from: '2025-03-01', to: '2025-03-31', poskodeny: 'statistika' };
    const rows = (await page(inMarch)).body.statistics;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ predmetSkodyUuid: created.body.uuid, predmetSkodyKategoria: 'OVCE', katastralneUzemie: label.get(first.KATASTRALNE_UZEMIE) });
    // the seeded sheep price list: 30 kg × Hj 3.60 × 2 lambs
    expect(rows[0].vyskaSkodyZaPredmet).toBe(216);
    expect(rows[0].povodcaSkody).toBeUndefined();
    const heat = await api.call<StatistikyHeatmap>('POST', `${ST}/heatmap`, { cookie: analytik, body: inMarch });
    expect(heat.body).toEqual({ lokalitaGpsSirka: [48.7301], lokalitaGpsDlzka: [19.4512], bezPolohy: 0 });

    const stored = (await skodovaUdalostRepo.get(e.uuid)) as SkodovaUdalostItem;
    await skodovaUdalostRepo.save(stored, { ...stored, zaverecneStanovisko: { povodcaSkodyId: vlk } as SkodovaUdalostItem['zaverecneStanovisko'] });
    expect((await page(inMarch)).body.statistics[0].povodcaSkody).toBe(label.get(vlk));

    expect((await api.call('DELETE', `${IS}/skodove-udalosti/predmet-skody/${created.body.uuid}`, { cookie: skody })).status).toBe(204);
    expect((await page(inMarch)).body.totalElements).toBe(0);
  });
});

describe('rights and malformed input', () => {
  const routes = ['', '/sumar', '/heatmap', '/export', '/grafy', '/otvorene-data'];

  it('serves an analyst without EVIDENCIA_SKOD and refuses callers without VYHODNOCOVANIE_UDAJOV', async () => {
    for (const r of routes) {
      expect((await api.call('POST', `${ST}${r}`, { cookie: analytik, body: YEAR })).status, r).toBe(200);
      expect((await api.call('POST', `${ST}${r}`, { cookie: skody, body: YEAR })).status, r).toBe(403);
      expect((await api.call('POST', `${ST}${r}`, { cookie: bezprav, body: YEAR })).status, r).toBe(403);
      expect((await api.call('POST', `${ST}${r}`, { body: YEAR })).status, r).toBe(401);
    }
  });

  it('answers a malformed filter with a Slovak 400 naming the field', async () => {
    for (const r of routes) {
      const bad = await api.call<ErrorBody>('POST', `${ST}${r}`, { cookie: analytik, body: { from: '2012-13-01', okres: ['nie-uuid'], predmetSkody: ['SLON'] } });
      expect(bad.status, r).toBe(400);
      expect(bad.body.fieldErrors.map((f) => f.fieldName), r).toEqual(expect.arrayContaining(['from', 'okres.0', 'predmetSkody.0']));
    }
    const range = await api.call<ErrorBody>('POST', ST, { cookie: analytik, body: { from: '2013-01-01', to: '2012-01-01' } });
    expect(range.status).toBe(400);
    expect(range.body.fieldErrors).toContainEqual({ fieldName: 'from', message: 'Dátum od nemôže byť neskôr ako dátum do.' });
    const text = await api.call<ErrorBody>('POST', ST, { cookie: analytik, body: { poskodeny: 'x'.repeat(256) } });
    expect(text.status).toBe(400);
    expect(text.body.fieldErrors[0].fieldName).toBe('poskodeny');
    expect((await api.call<ErrorBody>('POST', ST, { cookie: analytik, rawBody: '{"from":' })).status).toBe(400);
  });
});
