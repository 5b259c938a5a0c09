/**
 * 'Škody v číslach': the job builds the public document from the statistics rows and the local server
 * serves it from the public data bucket under /otvorene-data/ – checked for what it must never hold
 * (names, codes, uuids, points), for the small-cell suppression and for amounts of decided events only.
 *
 * The hand-made set (today 2026-06-15, so the map covers 2024–2026):
 *   A1 2026-05-02 medveď ROZHODNUTA 400.50 awarded, event GPS in Banská Bystrica (10kmE499N288), kraj 1
 *   A2 2025-08-10 medveď ROZHODNUTA 100.00 awarded, event GPS in the same cell, kraj 1
 *   A3 2024-09-01 vlk    V_SETRENI (open: counted, no amount), item GPS in the same cell, kraj 1
 *   B1 2026-03-03 vlk    ROZHODNUTA 50.25, Košice (10kmE514N290), kraj 2
 *   B2 2026-03-20 vlk    PRIJATA_ZIADOST with an amount already typed (not decided: not summed), Košice
 *   C1 2026-01-15 no pôvodca ROZPRACOVANA, item GPS in Bratislava (10kmE484N280), no kraj
 *   D1 2025-07-07 medveď ROZHODNUTA 10.00, no place at all
 *   E1 2020-10-10 medveď ROZHODNUTA 1000.00 in Banská Bystrica (before the map's years)
 *   F1–F3 2021-04-10, 2021-06-05, 2021-06-20 medveď ROZHODNUTA 300 + 200 + 100, kraj 1, no place;
 *   F4 2021-09-01 medveď PRIJATA_ZIADOST with 777 typed (not decided), kraj 1, no place
 * Awarded sums are published only for groups of 3 or more decisions: 2021 (600) and its species and
 * region; every other year, month and group of this set shows null.
 * Published cell: 10kmE499N288 with 3 events; hidden: 2 cells (Košice 2, Bratislava 1) with 3 events.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTVORENE_DATA_PREFIX, SKODY_V_CISLACH_SUBORY, type SkodyVCislachDokument, skodyVCislachDokument } from '@shared/api/skody-v-cislach';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { fileTestApi } from '../../scripts/test/api-harness';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../data/ciselnik-repo';
import type { SkodovaUdalostItem } from '../data/skodova-udalost-repo';
import type { PredmetStatistika } from '../data/statistika-repo';
import { dynamo } from '../lib/clients';
import { publikovatSkodyVCislach } from './domain/publikovat-skody-v-cislach';

const api = fileTestApi();
const NOW = new Date('2026-06-15T10:00:00Z');
const MENA = ['Ján Šťastný', 'Farma Kováč s.r.o.', 'Anna Čierna', 'Peter Novák', 'Eva Malá', 'Ivan Veľký', 'Oľga Tichá', 'Juraj Prvý', 'Mária Horná', 'Karol Dolný', 'Zuzana Stredná', 'Tibor Krajný'];
const stored: SkodovaUdalostItem[] = [];
let medved: string;
let vlk: string;
let kraje: { uuid: string; label: string }[];
let dokument: SkodyVCislachDokument;
let dokumentText: string;

const predmet = (o: Partial<PredmetStatistika> = {}): PredmetStatistika => ({ uuid: randomUUID(), kategoria: 'OVCE', amount: 123.45, ...o });

async function udalost(
  stav: SkodovaUdalostStav,
  datum: string,
  o: { povodca?: string; suma?: number; gps?: [number, number]; predmety?: PredmetStatistika[] },
): Promise<void> {
  const e = await storeUdalost(stav, {
    poskodenyMeno: MENA[stored.length],
    datumVznikuSkody: datum,
    datumOznamenia: datum,
    zaverecneStanovisko: o.povodca ? ({ povodcaSkodyId: o.povodca } as SkodovaUdalostItem['zaverecneStanovisko']) : undefined,
    konanie: o.suma !== undefined ? ({ sumaPriznanaVRozhodnuti: o.suma } as SkodovaUdalostItem['konanie']) : undefined,
    lokalitaGpsSirka: o.gps?.[0],
    lokalitaGpsDlzka: o.gps?.[1],
    predmetyStatistika: o.predmety ?? [],
    pocetPredmetovSkody: o.predmety?.length ?? 0,
  });
  stored.push(e);
}

beforeAll(async () => {
  const povodcovia = await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true });
  medved = povodcovia.find((p) => p.kod === 'MEDVED_HNEDY')?.uuid as string;
  vlk = povodcovia.find((p) => p.label.startsWith('vlk'))?.uuid as string;
  kraje = (await ciselnikRepo.listByType('KRAJ', { activeOnly: true })).slice(0, 2).map((k) => ({ uuid: k.uuid, label: k.label }));
  const [k1, k2] = kraje.map((k) => k.uuid);

  await udalost('ROZHODNUTA', '2026-05-02', { povodca: medved, suma: 400.5, gps: [48.7363, 19.1462], predmety: [predmet({ kr: k1 })] });
  await udalost('ROZHODNUTA', '2025-08-10', { povodca: medved, suma: 100, gps: [48.734, 19.15], predmety: [predmet({ kr: k1 })] });
  await udalost('V_SETRENI', '2024-09-01', { povodca: vlk, predmety: [predmet({ kr: k1, lat: 48.73, lng: 19.148 })] });
  await udalost('ROZHODNUTA', '2026-03-03', { povodca: vlk, suma: 50.25, gps: [48.7164, 21.2611], predmety: [predmet({ kr: k2 })] });
  await udalost('PRIJATA_ZIADOST', '2026-03-20', { povodca: vlk, suma: 999, gps: [48.72, 21.265], predmety: [predmet({ kr: k2 })] });
  await udalost('ROZPRACOVANA', '2026-01-15', { predmety: [predmet({ lat: 48.1486, lng: 17.1077 })] });
  await udalost('ROZHODNUTA', '2025-07-07', { povodca: medved, suma: 10 });
  await udalost('ROZHODNUTA', '2020-10-10', { povodca: medved, suma: 1000, gps: [48.7363, 19.1462], predmety: [predmet({ kr: k1 })] });
  await udalost('ROZHODNUTA', '2021-04-10', { povodca: medved, suma: 300, predmety: [predmet({ kr: k1 })] });
  await udalost('ROZHODNUTA', '2021-06-05', { povodca: medved, suma: 200, predmety: [predmet({ kr: k1 })] });
  await udalost('ROZHODNUTA', '2021-06-20', { povodca: medved, suma: 100, predmety: [predmet({ kr: k1 })] });
  await udalost('PRIJATA_ZIADOST', '2021-09-01', { povodca: medved, suma: 777, predmety: [predmet({ kr: k1 })] });

  await publikovatSkodyVCislach(NOW);
  const res = await api.call('GET', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.dokument}`);
  dokumentText = res.text;
  dokument = skodyVCislachDokument.parse(JSON.parse(res.text));
});

describe('the public document /otvorene-data/skody-v-cislach.json', () => {
  it('holds no name, event code, uuid or exact point of any event, only the fields the strict schema names', () => {
    for (const e of stored) {
      expect(dokumentText).not.toContain(e.poskodenyMeno as string);
      expect(dokumentText).not.toContain(e.kod);
      expect(dokumentText).not.toContain(e.uuid);
    }
    for (const point of ['48.7363', '19.1462', '21.2611', '48.1486', '17.1077', '48.734']) expect(dokumentText).not.toContain(point);
    expect(dokumentText).not.toMatch(/poskoden|meno|kod"|uuid|adresa|lokalitaGps/i);
  });

  it('publishes only the grid cell with at least 3 events and reports the hidden ones as totals', () => {
    expect(dokument.mapa).toMatchObject({ od: 2024, do: 2026, minPocet: 3, skryteBunky: 2, skryteUdalosti: 3, bezPolohy: 1 });
    expect(dokument.mapa.bunky.map(({ bunka, pocetUdalosti }) => ({ bunka, pocetUdalosti }))).toEqual([{ bunka: '10kmE499N288', pocetUdalosti: 3 }]);
  });

  it('counts every event by year and month but sums awarded amounts of decided events only', () => {
    expect(dokument.roky).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    const rok = (r: number) => dokument.podlaRoka.find((x) => x.rok === r);
    // 2021: three decisions summed, the typed amount of the application not
    expect(rok(2021)).toEqual({ rok: 2021, pocetUdalosti: 4, pocetRozhodnutych: 3, sumaPriznana: 600 });
    expect(rok(2022)).toEqual({ rok: 2022, pocetUdalosti: 0, pocetRozhodnutych: 0, sumaPriznana: 0 });
    expect(dokument.podlaMesiaca.filter((m) => m.rok === 2026)).toHaveLength(12);
  });

  it('publishes no awarded sum of fewer than 3 decisions – it would be close to what one farm was paid', () => {
    const rok = (r: number) => dokument.podlaRoka.find((x) => x.rok === r);
    expect(rok(2026)).toEqual({ rok: 2026, pocetUdalosti: 4, pocetRozhodnutych: 2, sumaPriznana: null });
    expect(rok(2025)).toEqual({ rok: 2025, pocetUdalosti: 2, pocetRozhodnutych: 2, sumaPriznana: null });
    expect(dokument.podlaMesiaca.find((m) => m.rok === 2026 && m.mesiac === 3)).toEqual({ rok: 2026, mesiac: 3, pocetUdalosti: 2, pocetRozhodnutych: 1, sumaPriznana: null });
    // 2021's months: April (1 decision) and June (2) hidden; the year's 600 minus them gives only their sum
    expect(dokument.podlaMesiaca.filter((m) => m.rok === 2021 && m.sumaPriznana !== 0).map((m) => [m.mesiac, m.sumaPriznana])).toEqual([
      [4, null],
      [6, null],
    ]);
    for (const amount of ['400.5', '450.75', '50.25', '"sumaPriznana":1000']) expect(dokumentText).not.toContain(amount);
  });

  it('groups by species and region, an event without either under Neurčený', async () => {
    const povodca = new Map((await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).map((p) => [p.uuid, p.label]));
    expect(dokument.podlaDruhu.filter((d) => d.rok === 2026)).toEqual([
      { rok: 2026, druh: povodca.get(medved), pocetUdalosti: 1, pocetRozhodnutych: 1, sumaPriznana: null },
      { rok: 2026, druh: povodca.get(vlk), pocetUdalosti: 2, pocetRozhodnutych: 1, sumaPriznana: null },
      { rok: 2026, druh: 'Neurčený', pocetUdalosti: 1, pocetRozhodnutych: 0, sumaPriznana: 0 },
    ]);
    expect(dokument.podlaKraja.filter((d) => d.rok === 2026).map((d) => [d.kraj, d.pocetUdalosti])).toEqual(
      [
        [kraje[0].label, 1],
        [kraje[1].label, 2],
      ]
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'sk'))
        .concat([['Neurčený', 1]]),
    );
  });

  it('names the open licence with its attribution', () => {
    expect(dokument.licencia.nazov).toContain('CC BY 4.0');
    expect(dokument.licencia.uvedenie).toContain('Štátna ochrana prírody');
  });
});

describe('the downloads', () => {
  it('serves the CSV of year × species × region and the grid as GeoJSON and CSV, as attachments', async () => {
    const csv = await api.call('GET', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.csv}`);
    const geo = await api.call('GET', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.mapaGeojson}`);
    const mapaCsv = await api.call('GET', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.mapaCsv}`);
    const povodcaMedved = (await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).find((p) => p.uuid === medved)?.label;

    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="skody-v-cislach.csv"');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('rok;povodcaSkody;kraj;pocetSkodovychUdalosti;pocetRozhodnutych;sumaPriznana');
    expect(csv.text).toContain(`2021;${povodcaMedved};${kraje[0].label};4;3;600,00`);
    expect(csv.text).not.toContain('400,50');
    expect(csv.text).not.toContain('999');
    expect(csv.text).not.toContain('777');
    const features = (JSON.parse(geo.text) as { features: { properties: unknown; geometry: { coordinates: number[][][] } }[] }).features;
    expect(geo.headers.get('content-type')).toContain('application/geo+json');
    expect(features.map((f) => f.properties)).toEqual([{ bunka: '10kmE499N288', pocetSkodovychUdalosti: 3 }]);
    expect(features[0].geometry.coordinates[0]).toHaveLength(5);
    expect(mapaCsv.text.split('\r\n')[1]).toMatch(/^10kmE499N288;48,\d{5};19,\d{5};2024;2026;3$/);
    for (const r of [csv, geo, mapaCsv]) for (const e of stored) expect(r.text).not.toContain(e.poskodenyMeno as string);
  });

  it('answers 404 for a file the job has not written and 405 for a write', async () => {
    expect((await api.call('GET', `${OTVORENE_DATA_PREFIX}nic.json`)).status).toBe(404);
    expect((await api.call('PUT', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.dokument}`, { body: {} })).status).toBe(405);
  });

  it('lets browsers keep the files an hour (the edge keeps them by the CloudFront cache policy)', async () => {
    const res = await api.call('GET', `${OTVORENE_DATA_PREFIX}${SKODY_V_CISLACH_SUBORY.dokument}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('reads no database for a visit: 20 visits of the document and downloads send no DynamoDB request', async () => {
    let sent = 0;
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        sent++;
        return next(args);
      },
      { step: 'initialize', name: 'countVisitReads' },
    );
    try {
      for (let i = 0; i < 20; i++) {
        for (const f of Object.values(SKODY_V_CISLACH_SUBORY)) expect((await api.call('GET', `${OTVORENE_DATA_PREFIX}${f}`)).status).toBe(200);
      }
      expect(sent).toBe(0);
      // the counter does count: a read of the table through the same client is seen
      await ciselnikRepo.isUsed(randomUUID());
      expect(sent).toBe(1);
    } finally {
      dynamo().middlewareStack.remove('countVisitReads');
    }
  });
});
