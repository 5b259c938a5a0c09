/**
 * 'Účinnosť opatrení' and 'Očakávané výplaty' (shared/api/statistiky-analyzy.ts) on a hand-computed
 * set in this file's own table, rights and malformed input. The measure of the first place is added
 * through the measures API, so the test also shows that the statistics row follows a measure write.
 *
 * Prevention (12 months; all these events are decided without an amount, so the payouts ignore them):
 *   P1 at ku0: 2020-02-01 vlk 100 (before) · 2020-06-10 vlk 300 + fence via API (anchor) · 2021-01-05 vlk 50 (after)
 *              · 2021-06-11 vlk 999 (a day past the after-window)
 *   P2 at ku1: 2019-12-01 vlk 400 (before; first day of the 3-month window too) · 2020-03-01 vlk 200 + fence (anchor)
 *   P3 at ku0: a month ago medveď + dogs (anchor; its after-window has not ended)
 *   P4 at ku0: 2020-06-20 vlk 70, no measure (not compared)
 *   → fence/vlk: 2 parties, 2 places, before 2 events 500.00, after 1 event 50.00; dogs/medveď: 0 places, 1 unfinished.
 *   3 months: fence/vlk before 1 event 400.00 (P2's 2019-12-01), after 0.
 *
 * Payouts (this year Y; kr0 = K1, kr1 = K2):
 *   decided OVCE K1, 100 computed each, awarded 20, 50, 60, 80, 100 (the 20 decided in Y, sop0) → cell ratios
 *     0.2 0.5 0.6 0.8 1: median 0.6, P10 0.32, P90 0.92
 *   decided KOZY K1 200 → 100 in Y (sop1) → KOZY has 1 ratio: all six 0.2 0.5 0.5 0.6 0.8 1: median 0.55, P10 0.35, P90 0.9
 *   pending N1 (sop0) OVCE K1 333.33 → 200.00 (199.998), 106.67, 306.66
 *   pending N2 (sop1) KOZY K1 100 → 55, 35, 90; OVCE K2 50 → category OVCE (5 ratios): 30, 16, 46
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { OcakavaneVyplaty, UcinnostOpatreni } from '@shared/api/statistiky-analyzy';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { organizaciaRepo } from '../data/organizacia-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import type { PredmetStatistika } from '../data/statistika-repo';
import { posunOMesiace } from './domain/opatrenia-okna';

const IS = '/api/is';
const ST = `${IS}/statistiky`;
const api = fileTestApi();
const TODAY = todayIso();
const Y = TODAY.slice(0, 4);
let analytik: string;
let skody: string;
let bezprav: string;
let vlk: string;
let medved: string;
let vlkLabel: string;
let medvedLabel: string;
let ku: string[];
let kr: string[];
let sop: { uuid: string; nazov: string }[];

const item = (kategoria: string, amount: number, o: Partial<PredmetStatistika> = {}): PredmetStatistika => ({ uuid: randomUUID(), kategoria, amount, ...o });
const statement = (povodcaSkodyId: string) => ({ povodcaSkodyId }) as SkodovaUdalostItem['zaverecneStanovisko'];

/** A decided event without a granted amount at a party's place (prevention data that the payouts skip). */
const miesto = (poskodenyId: string, datum: string, povodca: string, predmety: PredmetStatistika[], more: Partial<SkodovaUdalostItem> = {}) =>
  storeUdalost('ROZHODNUTA', { poskodenyId, datumVznikuSkody: datum, datumOznamenia: datum, zaverecneStanovisko: statement(povodca), predmetyStatistika: predmety, pocetPredmetovSkody: predmety.length, ...more });

/** A decided event with a granted amount. */
const rozhodnuta = (sumaPriznanaVRozhodnuti: number, datumVydaniaRozhodnutia: string, sopId: string, predmety: PredmetStatistika[]) =>
  storeUdalost('ROZHODNUTA', {
    datumVznikuSkody: '2024-05-01',
    uzemnePrislusnaSopId: sopId,
    konanie: { sumaPriznanaVRozhodnuti, datumVydaniaRozhodnutia },
    predmetyStatistika: predmety,
    pocetPredmetovSkody: predmety.length,
  });

beforeAll(async () => {
  [analytik, skody, bezprav] = await Promise.all(['analytik', 'skody', 'bezprav'].map((l) => api.sessionCookie(l)));
  const povodcovia = await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true });
  const m = povodcovia.find((p) => p.kod === 'MEDVED_HNEDY');
  const v = povodcovia.find((p) => p.label.startsWith('vlk'));
  [medved, medvedLabel, vlk, vlkLabel] = [m?.uuid, m?.label, v?.uuid, v?.label] as string[];
  const lists = await Promise.all(['KATASTRALNE_UZEMIE', 'KRAJ'].map((t) => ciselnikRepo.listByType(t, { activeOnly: true })));
  [ku, kr] = lists.map((l) => l.slice(0, 2).map((x) => x.uuid));
  sop = (await organizaciaRepo.listAll())
    .filter((o) => o.typ === 'SOP' && o.platnost)
    .slice(0, 2)
    .sort((a, b) => a.nazov.localeCompare(b.nazov, 'sk'));

  const [p1, p2, p3, p4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await miesto(p1, '2020-02-01', vlk, [item('OVCE', 100, { ku: ku[0] })]);
  // the anchor gets its fence through the measures API (allowed while investigating), then is decided
  const anchor = await storeUdalost('V_SETRENI', { poskodenyId: p1, datumVznikuSkody: '2020-06-10', datumOznamenia: '2020-06-10', zaverecneStanovisko: statement(vlk), predmetyStatistika: [item('OVCE', 300, { ku: ku[0] })], pocetPredmetovSkody: 1 });
  const fence = await api.call('POST', `${IS}/skodove-udalosti/${anchor.uuid}/opatrenia/ochranne-technicke-zariadenia`, { cookie: skody, body: { typVyrobcaModel: 'Ohradník X', trvaleOplotenie: true } });
  expect(fence.status).toBe(200);
  const fenced = (await skodovaUdalostRepo.get(anchor.uuid)) as SkodovaUdalostItem;
  await skodovaUdalostRepo.save(fenced, { ...fenced, stav: 'ROZHODNUTA' });
  await miesto(p1, '2021-01-05', vlk, [item('OVCE', 50, { ku: ku[0] })]);
  await miesto(p1, '2021-06-11', vlk, [item('OVCE', 999, { ku: ku[0] })]);
  const otz = { pastieri: [], umiestnenieStada: [], straznePsy: [], ochranneTechnickeZariadenia: [{ uuid: randomUUID(), napatie: '8 kV' }] };
  await miesto(p2, '2019-12-01', vlk, [item('OVCE', 400, { ku: ku[1] })]);
  await miesto(p2, '2020-03-01', vlk, [item('OVCE', 200, { ku: ku[1] })], { opatrenia: otz });
  const psy = { pastieri: [], umiestnenieStada: [], ochranneTechnickeZariadenia: [], straznePsy: [{ uuid: randomUUID(), pocetPsov: 2 }] };
  await miesto(p3, posunOMesiace(TODAY, -1), medved, [item('OVCE', 10, { ku: ku[0] })], { opatrenia: psy });
  await miesto(p4, '2020-06-20', vlk, [item('OVCE', 70, { ku: ku[0] })]);

  const ovceK1 = (suma: number) => [item('OVCE', suma, { kr: kr[0] })];
  await rozhodnuta(20, `${Y}-02-01`, sop[0].uuid, ovceK1(100));
  for (const a of [50, 60, 80, 100]) await rozhodnuta(a, `${Number(Y) - 1}-06-01`, sop[0].uuid, ovceK1(100));
  await rozhodnuta(100, `${Y}-03-01`, sop[1].uuid, [item('KOZY', 200, { kr: kr[0] })]);
  await storeUdalost('VYSETRENA', { uzemnePrislusnaSopId: sop[0].uuid, predmetyStatistika: ovceK1(333.33), pocetPredmetovSkody: 1 });
  await storeUdalost('PRIJATA_ZIADOST', { uzemnePrislusnaSopId: sop[1].uuid, predmetyStatistika: [item('KOZY', 100, { kr: kr[0] }), item('OVCE', 50, { kr: kr[1] })], pocetPredmetovSkody: 2 });
});

const ucinnost = (body: unknown, cookie = analytik) => api.call<UcinnostOpatreni & ErrorBody>('POST', `${ST}/ucinnost-opatreni`, { cookie, body });

describe('POST /statistiky/ucinnost-opatreni', () => {
  it('compares 12 months before and after the first recorded measure per place, by kind and the anchor species', async () => {
    const res = await ucinnost({});
    expect(res.status).toBe(200);
    expect(res.body.mesiace).toBe(12);
    expect(res.body.dnes).toBe(TODAY);
    expect(res.body.riadky).toEqual([
      { druhOpatrenia: 'ochranneTechnickeZariadenia', povodcaSkody: vlkLabel, pocetPoskodenych: 2, pocetMiest: 2, udalostiPred: 2, udalostiPo: 1, sumaPred: 500, sumaPo: 50, neukonceneOkno: 0 },
      { druhOpatrenia: 'straznePsy', povodcaSkody: medvedLabel, pocetPoskodenych: 0, pocetMiest: 0, udalostiPred: 0, udalostiPo: 0, sumaPred: 0, sumaPo: 0, neukonceneOkno: 1 },
    ]);
  });

  it('takes the window length from the body', async () => {
    const res = await ucinnost({ mesiace: 3 });
    expect(res.body.riadky[0]).toMatchObject({ pocetMiest: 2, udalostiPred: 1, sumaPred: 400, udalostiPo: 0, sumaPo: 0 });
  });

  it('exports the same lines as CSV with Slovak headers', async () => {
    const res = await api.call('POST', `${ST}/ucinnost-opatreni/export`, { cookie: analytik, body: { mesiace: 12 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ucinnost-opatreni-12m-${TODAY}.csv"`);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Druh opatrenia;Pôvodca škody;Počet poškodených;Počet miest;Udalosti pred;Udalosti po;Suma pred (EUR);Suma po (EUR);Miesta s neukončeným obdobím po');
    expect(lines[1]).toBe(`Ochranné technické zariadenia;${vlkLabel};2;2;2;1;500,00;50,00;0`);
    expect(lines).toHaveLength(3);
  });

  it('answers a window outside 1–60 months with a Slovak 400 on the field', async () => {
    for (const mesiace of [0, 61, 1.5, 'x']) {
      const res = await ucinnost({ mesiace });
      expect(res.status, String(mesiace)).toBe(400);
      expect(res.body.fieldErrors, String(mesiace)).toEqual([{ fieldName: 'mesiace', message: 'Zadajte celé číslo od 1 do 60.' }]);
    }
  });
});

describe('GET /statistiky/ocakavane-vyplaty', () => {
  it('estimates the pending items by cell ratios with the fallbacks, per workplace and category, beside this year’s decisions', async () => {
    const res = await api.call<OcakavaneVyplaty>('GET', `${ST}/ocakavane-vyplaty`, { cookie: analytik });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({ rok: Number(Y), minPocet: 5, kvantilDolny: 0.1, kvantilHorny: 0.9 });
    const none = { pocetNerozhodnutych: 0, vypocitane: 0, ocakavane: 0, ocakavaneDolne: 0, ocakavaneHorne: 0, pocetRozhodnutych: 0, rozhodnute: 0 };
    expect(b.riadky).toEqual([
      { ...none, pracovisko: sop[0].nazov, predmetSkodyKategoria: 'OVCE', pocetNerozhodnutych: 1, vypocitane: 333.33, ocakavane: 200, ocakavaneDolne: 106.67, ocakavaneHorne: 306.66, pocetRozhodnutych: 1, rozhodnute: 20 },
      { ...none, pracovisko: sop[1].nazov, predmetSkodyKategoria: 'KOZY', pocetNerozhodnutych: 1, vypocitane: 100, ocakavane: 55, ocakavaneDolne: 35, ocakavaneHorne: 90, pocetRozhodnutych: 1, rozhodnute: 100 },
      { ...none, pracovisko: sop[1].nazov, predmetSkodyKategoria: 'OVCE', pocetNerozhodnutych: 1, vypocitane: 50, ocakavane: 30, ocakavaneDolne: 16, ocakavaneHorne: 46 },
    ]);
    expect(b.spolu).toEqual({ pocetNerozhodnutych: 2, vypocitane: 483.33, ocakavane: 285, ocakavaneDolne: 157.67, ocakavaneHorne: 442.66, pocetRozhodnutych: 2, rozhodnute: 120 });
    expect(b.pomery.map((p) => [p.predmetSkodyKategoria, p.zdroj, p.pocet, p.median])).toEqual([
      ['KOZY', 'celkovo', 6, 0.55],
      ['OVCE', 'bunka', 5, 0.6],
      ['OVCE', 'kategoria', 5, 0.6],
    ]);
  });
});

describe('rights', () => {
  const calls = [
    ['POST', `${ST}/ucinnost-opatreni`],
    ['POST', `${ST}/ucinnost-opatreni/export`],
    ['GET', `${ST}/ocakavane-vyplaty`],
  ] as const;

  it('refuses callers without VYHODNOCOVANIE_UDAJOV and anonymous ones', async () => {
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api.call(method, path, { cookie: analytik, body })).status, path).toBe(200);
      expect((await api.call(method, path, { cookie: skody, body })).status, path).toBe(403);
      expect((await api.call(method, path, { cookie: bezprav, body })).status, path).toBe(403);
      expect((await api.call(method, path, { body })).status, path).toBe(401);
    }
  });
});
