/**
 * Damaged items (spec part 2 §3 'Damaged-item list', 'Damaged item, common fields', §4
 * 'Other state rules', §5 'Damaged items', §7 'Damaged items'): every route, rights, state rules,
 * field errors, optimistic locking, pricing from the version valid on the damage date ('chýba
 * cenník!' before the first one), the recalculation of every item when the damage date crosses a
 * version boundary, the event's summary (tab ŠK. UDALOSŤ, the event list's columns) and the event PDF.
 *
 * The sheep price list gets a second version from 2025-06-01 that doubles the young lamb's Hj
 * (seed: JAHNA Ckd 0.55, Hj 3.60, JC 2.40, MC 60, PHJ 20). A lamb (JAHNA) of 30 kg, 2 of them:
 * before 2025-06-01 30 × 3.60 = 108 ≥ MC 60 → 216.00; from 2025-06-01 30 × 7.20 = 216 → 432.00.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import { PREDMET_SKODY_MSG, type PredmetSkodyDetail, type PredmetSkodyList } from '@shared/api/predmet-skody';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { BEZ_CENNIKA, CHYBA_CENNIK } from '@shared/domain/vzorce';
import { startTestApi, type TestApi } from '@scripts/test/api-harness';
import { storeUdalost } from '@scripts/test/skodova-udalost-fixtures';
import { cennikRepo } from '../../data/cennik-repo';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { predmetSkodyRepo } from '../../data/predmet-skody-repo';
import { skodovaUdalostRepo, type SkodovaUdalostItem } from '../../data/skodova-udalost-repo';

const IS = '/api/is';
const SU = `${IS}/skodove-udalosti`;
let api: TestApi;
let skody: string;
/** First active item of each code list used: type → uuid, and every label. */
const c: Record<string, string> = {};
const second: Record<string, string> = {};
const labels = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  skody = await api.sessionCookie('skody');
  const res = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE,OKRES,DRUH_POLNE_PLODINY`, { cookie: skody });
  for (const l of res.body) {
    // the damage kinds the form offers for a sheep (a kind may be meant for other categories only)
    const values = l.type === 'DRUH_SKODY' ? l.values.filter((v) => !v.kategorie?.length || v.kategorie.includes('OVCE')) : l.values;
    c[l.type] = values[0].uuid;
    second[l.type] = values[1]?.uuid;
    for (const v of l.values) labels.set(v.uuid, v.label);
  }
  // a second sheep version from 2025-06-01: the lamb's Hj doubled
  const { verzie } = await cennikRepo.load('OVCE');
  const v1 = verzie[0];
  await cennikRepo.create({
    typ: 'OVCE',
    expectedLast: v1.cisloVerzie,
    platnostOd: '2025-06-01',
    polozky: v1.polozky.map((r) => (r.kategoria === 'JAHNA' ? { ...r, hodnota2: 7.2 } : r)),
  });
});
afterAll(() => api.stop());

const udalost = async (stav: SkodovaUdalostStav = 'ROZPRACOVANA', extra: Partial<SkodovaUdalostItem> = {}) => storeUdalost(stav, extra);
const setStav = async (uuid: string, stav: SkodovaUdalostStav) => {
  const e = (await skodovaUdalostRepo.get(uuid)) as SkodovaUdalostItem;
  await skodovaUdalostRepo.save(e, { ...e, stav });
};

type Attrs = Record<string, string>;
const atributy = (a: Attrs) => Object.entries(a).map(([name, value]) => ({ name, value }));
const lamb = (over: Attrs = {}): Attrs => ({ druhSkody: c.DRUH_SKODY, hmotnost: '30', pocetVRovnakejKategorii: '2', chovnost: '', ...over });
const miesto = () => ({ katastralneUzemie: c.KATASTRALNE_UZEMIE, okres: c.OKRES, cisloParcely: '1234/5', lokalitaGpsSirka: '48.7301', lokalitaGpsDlzka: '19.4512' });

const create = (id: string, slug: string, a: Attrs, m: Record<string, unknown> = miesto(), cookie = skody) =>
  api.call<{ uuid: string } & ErrorBody>('POST', `${SU}/${id}/predmet-skody/${slug}/novy-predmet-skody`, { cookie, body: { atributy: atributy(a), miestoSkody: m } });
const detail = (id: string, slug: string, itemId: string, cookie = skody) => api.call<PredmetSkodyDetail & ErrorBody>('GET', `${SU}/${id}/predmet-skody/${slug}/${itemId}`, { cookie });
const update = (id: string, slug: string, itemId: string, version: number, a: Attrs, m: Record<string, unknown> = miesto(), cookie = skody) =>
  api.call<PredmetSkodyDetail & ErrorBody>('PUT', `${SU}/${id}/predmet-skody/${slug}/${itemId}`, { cookie, body: { version, atributy: atributy(a), miestoSkody: m } });
const list = (id: string, page = 1, cookie = skody) => api.call<PredmetSkodyList & ErrorBody>('GET', `${SU}/${id}/predmet-skody?page=${page}`, { cookie });
const remove = (itemId: string, cookie = skody) => api.call<ErrorBody>('DELETE', `${SU}/predmet-skody/${itemId}`, { cookie });
const eventDetail = async (id: string) => (await api.call<SkodovaUdalostDetail>('GET', `${SU}/${id}`, { cookie: skody })).body;

/** The update body of a stored event with another damage date. */
const eventUpdate = (e: SkodovaUdalostItem, datum: string) => ({
  datumOznamenia: e.datumOznamenia,
  datumACasVznikuSkody: datum,
  datumACasSetrenia: null,
  popisSkody: '',
  spisovaZnackaOu: '',
  spisovaZnackaSop: '',
  typSkody: e.typSkody ?? 'DOMESTIKOVANY_ZIVOCICH',
  uzemnePrislusnaSopId: null,
  uzemnePrislusnyOuId: null,
  miestneSetreniePopis: '',
  prepojenieNaIneSkodoveUdalosti: '',
  version: e.version,
});
const changeDate = async (id: string, datum: string) => {
  const e = (await skodovaUdalostRepo.get(id)) as SkodovaUdalostItem;
  return api.call<SkodovaUdalostDetail & ErrorBody>('PUT', `${SU}/${id}`, { cookie: skody, body: eventUpdate(e, datum) });
};

describe('POST …/novy-predmet-skody, GET …/{slug}/{id}', () => {
  it('creates a lamb through its sub-kind slug, prices it from the valid version and answers the detail with its breakdown', async () => {
    const e = await udalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-01' });
    const res = await create(e.uuid, 'jahna', lamb());
    expect(res.status).toBe(201);
    const d = await detail(e.uuid, 'jahna', res.body.uuid);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      uuid: res.body.uuid,
      version: 1,
      predmetSkodyKategoria: 'OVCE',
      slug: 'jahna',
      vyskaSkodyCalculated: 216,
      isVyskaSkodyCalculated: true,
      skodovaUdalostStav: 'ROZPRACOVANA',
      skodovaUdalostKod: e.kod,
      miestoSkody: {
        katastralneUzemie: c.KATASTRALNE_UZEMIE,
        katastralneUzemieLabel: labels.get(c.KATASTRALNE_UZEMIE),
        okres: c.OKRES,
        okresLabel: labels.get(c.OKRES),
        cisloParcely: '1234/5',
        lokalitaGpsSirka: 48.7301,
        lokalitaGpsDlzka: 19.4512,
      },
    });
    expect(d.body.vypocet).toMatchObject({ vypocitane: true, vysledok: 216, cennik: { cisloVerzie: 1, platnostOd: '2024-01-01', platnostDo: '2025-05-31' } });
    expect(d.body.vypocet.riadok?.uuid).toBeTruthy();
    expect(d.body.vypocet.kroky.length).toBeGreaterThan(0);
    // normalised wire values: the sub-category from the slug, an empty enum gets no value, booleans 'false'
    const attrs = Object.fromEntries(d.body.atributy.map((a) => [a.name, a.value]));
    expect(attrs).toMatchObject({ secondaryCategory: 'JAHNA', hmotnost: '30', pocetVRovnakejKategorii: '2', druhSkody: c.DRUH_SKODY, vyradenieZEvidencie: 'false' });
    // the same item under its category slug or another sub-kind of sheep is not found; a goat slug neither
    expect((await detail(e.uuid, 'ovce', res.body.uuid)).status).toBe(200);
    expect((await detail(e.uuid, 'kozy', res.body.uuid)).status).toBe(404);
    expect((await detail(e.uuid, 'neznamy', res.body.uuid)).status).toBe(404);
    expect((await detail(e.uuid, 'jahna', randomUUID())).status).toBe(404);
    expect((await detail(randomUUID(), 'jahna', res.body.uuid)).status).toBe(404);
    // the price-list version is marked used (it can no longer be removed)
    expect((await cennikRepo.load('OVCE')).verzie[0].pouzita).toBe(true);
  });

  it('answers 400 with Slovak field errors for bad values and writes nothing', async () => {
    const e = await udalost();
    const cases: [string, Attrs, string, string][] = [
      ['jahna', lamb({ neznamy: 'x' }), 'neznamy', PREDMET_SKODY_MSG.neznamyUdaj],
      ['jahna', lamb({ hmotnost: '10000' }), 'hmotnost', PREDMET_SKODY_MSG.cislo(9999.99)],
      ['jahna', lamb({ hmotnost: '1.234' }), 'hmotnost', PREDMET_SKODY_MSG.cislo(9999.99)],
      ['jahna', lamb({ hmotnost: '-1' }), 'hmotnost', PREDMET_SKODY_MSG.cislo(9999.99)],
      ['jahna', lamb({ pocetVRovnakejKategorii: '1.5' }), 'pocetVRovnakejKategorii', PREDMET_SKODY_MSG.celeCislo(9999)],
      ['jahna', lamb({ pocetVRovnakejKategorii: '10000' }), 'pocetVRovnakejKategorii', PREDMET_SKODY_MSG.celeCislo(9999)],
      ['jahna', lamb({ vyskaSkodyInserted: '1000000' }), 'vyskaSkodyInserted', PREDMET_SKODY_MSG.cislo(999999.99)],
      ['jahna', lamb({ chovnost: 'NIECO' }), 'chovnost', PREDMET_SKODY_MSG.hodnota],
      ['jahna', lamb({ vyradenieZEvidencie: 'ano' }), 'vyradenieZEvidencie', PREDMET_SKODY_MSG.bool],
      ['jahna', lamb({ secondaryCategory: 'BARAN' }), 'secondaryCategory', PREDMET_SKODY_MSG.kategoriaNezodpoveda],
      ['ovce', lamb(), 'secondaryCategory', PREDMET_SKODY_MSG.kategoriaPovinna],
      ['jahna', lamb({ druhSkody: randomUUID() }), 'druhSkody', PREDMET_SKODY_MSG.polozkaNeexistuje],
      // an item of another code list is not found in this one
      ['jahna', lamb({ druhSkody: c.OKRES }), 'druhSkody', PREDMET_SKODY_MSG.polozkaNeexistuje],
      ['jahna', lamb({ druhSkody: 'x' }), 'druhSkody', 'Neplatný identifikátor.'],
      ['iny-majetok', { popisPredmetuSkody: 'x'.repeat(1001) }, 'popisPredmetuSkody', 'Maximálna dĺžka je 1000 znakov.'],
    ];
    for (const [slug, a, fieldName, message] of cases) {
      const res = await create(e.uuid, slug, a);
      expect(res.status, `${slug} ${fieldName}`).toBe(400);
      expect(res.body.fieldErrors, `${slug} ${fieldName}`).toContainEqual({ fieldName, message });
    }
    const place = await create(e.uuid, 'jahna', lamb(), { ...miesto(), okres: c.KATASTRALNE_UZEMIE, lokalitaGpsSirka: 'abc' });
    expect(place.status).toBe(400);
    expect(place.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['miestoSkody.lokalitaGpsSirka']);
    const wrongType = await create(e.uuid, 'jahna', lamb(), { ...miesto(), okres: c.KATASTRALNE_UZEMIE });
    expect(wrongType.body.fieldErrors).toEqual([{ fieldName: 'miestoSkody.okres', message: PREDMET_SKODY_MSG.polozkaNeexistuje }]);
    expect((await api.call<ErrorBody>('POST', `${SU}/${e.uuid}/predmet-skody/jahna/novy-predmet-skody`, { cookie: skody, body: { atributy: 'x' } })).status).toBe(400);
    expect((await create(e.uuid, 'slon', {})).status).toBe(404);
    expect((await create(randomUUID(), 'jahna', lamb())).status).toBe(404);
    expect((await list(e.uuid)).body.totalElements).toBe(0);
    expect((await skodovaUdalostRepo.get(e.uuid))?.version).toBe(e.version);
  });

  it('refuses a damage kind meant for other categories and a breed of another species, as the form never offers them; a held value stays', async () => {
    const e = await udalost();
    const stamp = Date.now().toString(36);
    const lenPolia = await ciselnikRepo.create({ type: 'DRUH_SKODY', kod: `P${stamp}`, label: `Spásanie ${stamp}`, kategorie: ['POLNE_PLODINY'] });
    const kon = await ciselnikRepo.create({ type: 'DRUH_INE_HOSPODARSKE_ZVIERATA', kod: `K${stamp}`, label: `Kôň ${stamp}` });
    const morka = await ciselnikRepo.create({ type: 'DRUH_INE_HOSPODARSKE_ZVIERATA', kod: `M${stamp}`, label: `Morka ${stamp}` });
    const lipican = await ciselnikRepo.create({ type: 'PLEMENO', kod: `L${stamp}`, label: `Lipican ${stamp}`, nadradenaPolozkaUuid: kon.uuid });

    const zlyDruh = await create(e.uuid, 'jahna', lamb({ druhSkody: lenPolia.uuid }));
    expect(zlyDruh.status).toBe(400);
    expect(zlyDruh.body.fieldErrors).toEqual([{ fieldName: 'druhSkody', message: PREDMET_SKODY_MSG.druhSkodyNesedi }]);
    const zvieraSlug = 'ine-hospodarske-zvierata';
    const zlePlemeno = await create(e.uuid, zvieraSlug, { ineHospodarskeZvierataDruh: morka.uuid, plemeno: lipican.uuid });
    expect(zlePlemeno.status).toBe(400);
    expect(zlePlemeno.body.fieldErrors).toEqual([{ fieldName: 'plemeno', message: PREDMET_SKODY_MSG.nesediSNadradenou('Druh') }]);
    expect((await create(e.uuid, zvieraSlug, { plemeno: lipican.uuid })).body.fieldErrors).toEqual([{ fieldName: 'plemeno', message: PREDMET_SKODY_MSG.nesediSNadradenou('Druh') }]);
    expect((await list(e.uuid)).body.totalElements).toBe(0);

    // the fitting choices are saved; a horse's breed stays while the species stays, and goes with it
    const kon1 = await create(e.uuid, zvieraSlug, { ineHospodarskeZvierataDruh: kon.uuid, plemeno: lipican.uuid });
    expect(kon1.status).toBe(201);
    const ulozeny = await detail(e.uuid, zvieraSlug, kon1.body.uuid);
    const ponechany = await update(e.uuid, zvieraSlug, kon1.body.uuid, ulozeny.body.version, { ineHospodarskeZvierataDruh: kon.uuid, plemeno: lipican.uuid, cisloEvidencieHospZvierat: 'SK123' });
    expect(ponechany.status, JSON.stringify(ponechany.body)).toBe(200);
    const presunuty = await update(e.uuid, zvieraSlug, kon1.body.uuid, ponechany.body.version, { ineHospodarskeZvierataDruh: morka.uuid, plemeno: lipican.uuid });
    expect(presunuty.body.fieldErrors).toEqual([{ fieldName: 'plemeno', message: PREDMET_SKODY_MSG.nesediSNadradenou('Druh') }]);
  });

  it("marks an item that no version prices 'chýba cenník!' (0, not calculated), and a category without a price list as manual", async () => {
    const e = await udalost('V_SETRENI', { datumVznikuSkody: '2023-06-01' });
    const a = await create(e.uuid, 'jahna', lamb());
    const b = await create(e.uuid, 'iny-majetok', { popisPredmetuSkody: 'Plot', vyskaSkodyInserted: '150.5' });
    expect([a.status, b.status]).toEqual([201, 201]);
    const da = (await detail(e.uuid, 'jahna', a.body.uuid)).body;
    expect(da).toMatchObject({ vyskaSkodyCalculated: 0, isVyskaSkodyCalculated: false, vypocet: { vypocitane: false, vysledok: 0, dovod: CHYBA_CENNIK } });
    expect(da.vypocet.cennik).toBeUndefined();
    const db = (await detail(e.uuid, 'iny-majetok', b.body.uuid)).body;
    expect(db).toMatchObject({ vyskaSkodyCalculated: 0, isVyskaSkodyCalculated: false, vypocet: { dovod: BEZ_CENNIKA } });
    const l = (await list(e.uuid)).body;
    expect(l.content.map((r) => [r.predmetSkody, r.isVyskaSkodyNotCalculated, r.vyskaSkody])).toEqual([
      ['Ovce – jahňa', true, 0],
      ['Iný majetok', true, 0],
    ]);
    expect(l).toMatchObject({ sumOfVyskaSkody: 0, sumOfVyskaSkodyInserted: 150.5 });
    expect(await eventDetail(e.uuid)).toMatchObject({ vyskaSkodyVypocitana: 0, vyskaSkodyZadana: 150.5, pocetPredmetovSkody: 2 });
  });
});

describe('code-list keys and concurrent adds', () => {
  it('prices a field crop through its code-list item (the price row keys it by code) and shows the label among the inputs', async () => {
    const e = await udalost();
    const { uuid } = (await create(e.uuid, 'polne-plodiny', { druhPolnePlodiny: c.DRUH_POLNE_PLODINY, vymera: '1.5', nakladyNaHektar: '120', redukcnyKoeficient: '0.6' })).body;
    const d = (await detail(e.uuid, 'polne-plodiny', uuid)).body;
    expect(d).toMatchObject({ isVyskaSkodyCalculated: true, vypocet: { vypocitane: true, cennik: { cisloVerzie: 1 } } });
    expect(d.vyskaSkodyCalculated).toBeGreaterThan(0);
    expect(d.vypocet.riadok?.popis).toContain(labels.get(c.DRUH_POLNE_PLODINY) as string);
  });

  it('adds items sent at the same time without losing one (a stale event is re-read and the add retried)', async () => {
    const e = await udalost();
    const res = await Promise.all([1, 2, 3].map((n) => create(e.uuid, 'jahna', lamb({ pocetVRovnakejKategorii: String(n) }))));
    expect(res.map((r) => r.status)).toEqual([201, 201, 201]);
    const l = (await list(e.uuid)).body;
    expect(l.totalElements).toBe(3);
    expect(l.sumOfVyskaSkody).toBe(6 * 216);
    expect(await skodovaUdalostRepo.get(e.uuid)).toMatchObject({ pocetPredmetovSkody: 3, vyskaSkodyVypocitana: 6 * 216 });
  });
});

describe('GET …/predmet-skody (list) and the event summary', () => {
  it('pages 20 rows in order of creation with labels, sums of the whole event and the event list columns', async () => {
    const e = await udalost('VYSETRENA');
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await create(e.uuid, 'jahna', lamb({ pocetVRovnakejKategorii: '1', vyskaSkodyInserted: '1' }), i === 20 ? { ...miesto(), katastralneUzemie: second.KATASTRALNE_UZEMIE } : miesto());
      expect(res.status).toBe(201);
      ids.push(res.body.uuid);
    }
    const p1 = (await list(e.uuid)).body;
    expect(p1).toMatchObject({ number: 1, size: 20, totalElements: 21, totalPages: 2, skodovaUdalostStav: 'VYSETRENA', sumOfVyskaSkody: 21 * 216, sumOfVyskaSkodyInserted: 21 });
    expect(p1.content.map((r) => r.uuid)).toEqual(ids.slice(0, 20));
    expect(p1.content[0]).toEqual({
      uuid: ids[0],
      kataster: labels.get(c.KATASTRALNE_UZEMIE),
      druhSkody: labels.get(c.DRUH_SKODY),
      vyskaSkody: 216,
      predmetSkody: 'Ovce – jahňa',
      predmetSkodyKategoria: 'OVCE',
      slug: 'jahna',
      isVyskaSkodyNotCalculated: false,
    });
    const p2 = (await list(e.uuid, 2)).body;
    expect(p2.content.map((r) => [r.uuid, r.kataster])).toEqual([[ids[20], labels.get(second.KATASTRALNE_UZEMIE)]]);
    expect((await list(e.uuid, 0)).body.number).toBe(1);
    expect((await api.call('GET', `${SU}/${e.uuid}/predmet-skody?page=abc`, { cookie: skody })).status).toBe(200);
    expect((await list(randomUUID())).status).toBe(404);

    const stored = (await skodovaUdalostRepo.get(e.uuid)) as SkodovaUdalostItem;
    expect(stored).toMatchObject({
      predmetSkodyList: ['OVCE'],
      katastralneUzemieIds: [c.KATASTRALNE_UZEMIE, second.KATASTRALNE_UZEMIE],
      okresIds: [c.OKRES],
      kataster: `${labels.get(c.KATASTRALNE_UZEMIE)}, …`,
      pocetPredmetovSkody: 21,
      vyskaSkodyVypocitana: 21 * 216,
      vyskaSkodyZadana: 21,
    });
    // the event list's Predmet škody and Kataster columns, and its filter by category
    const rows = await api.call<{ skodovaUdalostList: { uuid: string; kataster?: string; predmetSkodyList: string[] }[] }>('POST', `${SU}?page=1`, {
      cookie: skody,
      body: { predmetSkody: ['OVCE'] },
    });
    expect(rows.body.skodovaUdalostList.find((r) => r.uuid === e.uuid)).toMatchObject({ kataster: `${labels.get(c.KATASTRALNE_UZEMIE)}, …`, predmetSkodyList: ['OVCE'] });
  });

  it('answers the event place for the GPS default', async () => {
    const e = await udalost('ROZPRACOVANA', { lokalitaGpsSirka: 48.5, lokalitaGpsDlzka: 19.25 });
    const res = await api.call('GET', `${SU}/${e.uuid}/predmet-skody/lokalita`, { cookie: skody });
    expect(res).toMatchObject({ status: 200, body: { lokalitaGpsSirka: 48.5, lokalitaGpsDlzka: 19.25 } });
    expect((await api.call('GET', `${SU}/${randomUUID()}/predmet-skody/lokalita`, { cookie: skody })).status).toBe(404);
  });

  it("answers the event's municipality with its district, region and only cadastral area; a municipality of several areas leaves the area to choose", async () => {
    const item = async (typ: string, kod: string) => (await ciselnikRepo.listByType(typ, { activeOnly: true })).find((i) => i.kod === kod)?.uuid;
    const [brezno, okresBrezno, bbKraj, kuBrezno, viacKu] = await Promise.all([
      item('OBEC', 'SK0323-004'),
      item('OKRES', 'SK0323'),
      item('KRAJ', 'SK032'),
      item('KATASTRALNE_UZEMIE', '806528'),
      item('OBEC', 'SK0315-018'),
    ]);
    const jedno = await udalost('ROZPRACOVANA', { obecId: brezno, lokalitaGpsSirka: 48.8, lokalitaGpsDlzka: 19.64 });
    const viac = await udalost('ROZPRACOVANA', { obecId: viacKu });

    const a = await api.call('GET', `${SU}/${jedno.uuid}/predmet-skody/lokalita`, { cookie: skody });
    const b = await api.call<Record<string, unknown>>('GET', `${SU}/${viac.uuid}/predmet-skody/lokalita`, { cookie: skody });

    expect(a.body).toEqual({ lokalitaGpsSirka: 48.8, lokalitaGpsDlzka: 19.64, obec: brezno, okres: okresBrezno, kraj: bbKraj, katastralneUzemie: kuBrezno });
    expect(b.body).toMatchObject({ obec: viacKu, okres: expect.any(String), kraj: expect.any(String) });
    expect(b.body.katastralneUzemie).toBeUndefined();
  });
});

describe('PUT …/{slug}/{id}, DELETE …/predmet-skody/{id}', () => {
  it('saves new values with the loaded version, prices again, and answers 409 for a stale version', async () => {
    const e = await udalost('PRIJATA_ZIADOST');
    const { uuid } = (await create(e.uuid, 'jahna', lamb())).body;
    const res = await update(e.uuid, 'jahna', uuid, 1, lamb({ hmotnost: '40', pocetVRovnakejKategorii: '1' }));
    expect(res.status).toBe(200);
    // 40 × 7.20 = 288.00
    expect(res.body).toMatchObject({ version: 2, vyskaSkodyCalculated: 288, isVyskaSkodyCalculated: true });
    expect(await eventDetail(e.uuid)).toMatchObject({ vyskaSkodyVypocitana: 288, pocetPredmetovSkody: 1 });
    const stale = await update(e.uuid, 'jahna', uuid, 1, lamb({ hmotnost: '50' }));
    expect(stale.status).toBe(409);
    expect((await detail(e.uuid, 'jahna', uuid)).body).toMatchObject({ version: 2, vyskaSkodyCalculated: 288 });
    const bad = await update(e.uuid, 'jahna', uuid, 2, lamb({ hmotnost: 'x' }));
    expect(bad.body.fieldErrors).toEqual([{ fieldName: 'hmotnost', message: PREDMET_SKODY_MSG.cislo(9999.99) }]);
    // the category and the sub-category are fixed
    expect((await update(e.uuid, 'baran', uuid, 2, lamb())).status).toBe(404);
    expect((await update(e.uuid, 'kozy', uuid, 2, lamb())).status).toBe(404);
    const sub = await update(e.uuid, 'ovce', uuid, 2, lamb({ secondaryCategory: 'BARAN' }));
    expect(sub.body.fieldErrors).toEqual([{ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.kategoriaNezodpoveda }]);
    expect((await update(e.uuid, 'ovce', uuid, 2, lamb())).body).toMatchObject({ version: 3, slug: 'jahna', vyskaSkodyCalculated: 432 });
    expect((await api.call('PUT', `${SU}/${e.uuid}/predmet-skody/jahna/${uuid}`, { cookie: skody, body: { atributy: [], miestoSkody: {} } })).status).toBe(400);
  });

  it('in ROZHODNUTA allows only the manual amount: other changes → 400 naming them; no new item, no removal', async () => {
    const e = await udalost('PRIJATA_ZIADOST');
    const { uuid } = (await create(e.uuid, 'jahna', lamb())).body;
    await setStav(e.uuid, 'ROZHODNUTA');
    const label = SKODOVA_UDALOST_STAV_LABELS.ROZHODNUTA;
    const ok = await update(e.uuid, 'jahna', uuid, 1, lamb({ vyskaSkodyInserted: '199.99' }));
    expect(ok.status).toBe(200);
    expect(await eventDetail(e.uuid)).toMatchObject({ vyskaSkodyZadana: 199.99, vyskaSkodyVypocitana: 432 });
    const locked = await update(e.uuid, 'jahna', uuid, 2, lamb({ hmotnost: '31', vyskaSkodyInserted: '10' }), { ...miesto(), cisloParcely: '9' });
    expect(locked.status).toBe(400);
    expect(locked.body.fieldErrors).toEqual([
      { fieldName: 'hmotnost', message: PREDMET_SKODY_MSG.lenManualnaSuma(label) },
      { fieldName: 'miestoSkody.cisloParcely', message: PREDMET_SKODY_MSG.lenManualnaSuma(label) },
    ]);
    const add = await create(e.uuid, 'jahna', lamb());
    expect(add).toMatchObject({ status: 400, body: { generalErrors: [`Akcia nie je v stave škodovej udalosti ${label} povolená.`] } });
    expect((await remove(uuid)).status).toBe(400);
    expect((await list(e.uuid)).body.totalElements).toBe(1);
  });

  it('removes an item in the four states that allow it, with the summary; an unknown item → 404', async () => {
    const e = await udalost('V_SETRENI');
    const a = (await create(e.uuid, 'jahna', lamb())).body.uuid;
    const b = (await create(e.uuid, 'iny-majetok', { popisPredmetuSkody: 'Plot', vyskaSkodyInserted: '20' })).body.uuid;
    expect((await remove(a)).status).toBe(204);
    expect((await list(e.uuid)).body.content.map((r) => r.uuid)).toEqual([b]);
    expect(await skodovaUdalostRepo.get(e.uuid)).toMatchObject({ predmetSkodyList: ['INY_MAJETOK'], pocetPredmetovSkody: 1, vyskaSkodyVypocitana: 0, vyskaSkodyZadana: 20 });
    expect((await remove(a)).status).toBe(404);
    expect((await remove(randomUUID())).status).toBe(404);
    expect((await remove(b)).status).toBe(204);
    const empty = await skodovaUdalostRepo.get(e.uuid);
    expect(empty).toMatchObject({ predmetSkodyList: [], pocetPredmetovSkody: 0, vyskaSkodyVypocitana: 0, vyskaSkodyZadana: 0 });
    expect(empty?.kataster).toBeUndefined();
  });

  it('discarding the event removes its items and their pointers', async () => {
    const e = await udalost();
    const { uuid } = (await create(e.uuid, 'jahna', lamb())).body;
    expect((await api.call('DELETE', `${SU}/${e.uuid}`, { cookie: skody })).status).toBe(204);
    expect(await predmetSkodyRepo.chunks(e.uuid)).toEqual([]);
    expect(await predmetSkodyRepo.udalostPredmetu(uuid)).toBeNull();
    expect((await remove(uuid)).status).toBe(404);
  });

  it('requires EVIDENCIA_SKOD on every route', async () => {
    const e = await udalost();
    const { uuid } = (await create(e.uuid, 'jahna', lamb())).body;
    const oznamenia = await api.sessionCookie('oznamenia');
    expect((await list(e.uuid, 1, oznamenia)).status).toBe(403);
    expect((await detail(e.uuid, 'jahna', uuid, oznamenia)).status).toBe(403);
    expect((await create(e.uuid, 'jahna', lamb(), miesto(), oznamenia)).status).toBe(403);
    expect((await update(e.uuid, 'jahna', uuid, 1, lamb(), miesto(), oznamenia)).status).toBe(403);
    expect((await remove(uuid, oznamenia)).status).toBe(403);
    expect((await api.call('GET', `${SU}/${e.uuid}/predmet-skody/lokalita`, { cookie: oznamenia })).status).toBe(403);
    expect((await list(e.uuid, 1, '')).status).toBe(401);
    expect((await list(e.uuid)).body.totalElements).toBe(1);
  });
});

describe('damage-date change', () => {
  it('recalculates every item against the version valid on the new date, in the date change', async () => {
    const e = await udalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-01' });
    const a = (await create(e.uuid, 'jahna', lamb())).body.uuid;
    const b = (await create(e.uuid, 'jahna', lamb({ pocetVRovnakejKategorii: '1' }))).body.uuid;
    expect((await list(e.uuid)).body.sumOfVyskaSkody).toBe(216 + 108);

    const moved = await changeDate(e.uuid, '2025-07-01');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ datumACasVznikuSkody: '2025-07-01', vyskaSkodyVypocitana: 432 + 216 });
    const da = (await detail(e.uuid, 'jahna', a)).body;
    // the inputs did not change: the item keeps its version
    expect(da).toMatchObject({ version: 1, vyskaSkodyCalculated: 432, vypocet: { cennik: { cisloVerzie: 2, platnostOd: '2025-06-01' } } });
    expect((await detail(e.uuid, 'jahna', b)).body.vyskaSkodyCalculated).toBe(216);
    expect((await cennikRepo.load('OVCE')).verzie[1].pouzita).toBe(true);

    // before the first version: not calculated, 'chýba cenník!'
    expect((await changeDate(e.uuid, '2023-12-31')).body.vyskaSkodyVypocitana).toBe(0);
    expect((await list(e.uuid)).body.content.map((r) => [r.isVyskaSkodyNotCalculated, r.vyskaSkody])).toEqual([
      [true, 0],
      [true, 0],
    ]);
    expect((await detail(e.uuid, 'jahna', a)).body.vypocet.dovod).toBe(CHYBA_CENNIK);
    // and back across the boundary to version 1
    await changeDate(e.uuid, '2025-05-31');
    expect((await list(e.uuid)).body).toMatchObject({ sumOfVyskaSkody: 216 + 108 });
  });

  it('a stale date change writes no item', async () => {
    const e = await udalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-01' });
    const a = (await create(e.uuid, 'jahna', lamb())).body.uuid;
    const stale = await api.call('PUT', `${SU}/${e.uuid}`, { cookie: skody, body: eventUpdate(e, '2025-07-01') });
    expect(stale.status).toBe(409);
    expect((await detail(e.uuid, 'jahna', a)).body.vyskaSkodyCalculated).toBe(216);
  });
});

describe('event PDF', () => {
  it('carries every item with its values and the breakdown of its amount', async () => {
    const e = await udalost('V_SETRENI');
    await create(e.uuid, 'jahna', lamb());
    const res = await fetch(`${api.origin}${SU}/${e.uuid}/export?timezone=Europe/Bratislava`, { headers: { cookie: skody } });
    expect(res.status).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await res.arrayBuffer()) })
      .toString('utf8')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('1. Ovce – jahňa');
    expect(text).toContain('verzia č. 2');
    expect(text).toContain('432,00 EUR');
    expect(text).toContain('návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.');
  });
});
