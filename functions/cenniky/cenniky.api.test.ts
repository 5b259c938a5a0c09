import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CennikDetail, CennikList, CennikNovaVerzia, CennikPolozka, CennikVersions } from '@shared/api/cenniky';
import { CENNIK_TEXTS } from '@shared/api/cenniky';
import type { ErrorBody } from '@shared/api/errors';
import { CENNIK_TYPY, type CennikTyp, dayAfter } from '@shared/domain/cennik';
import { compareSk } from '@shared/format/collation';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { startTestApi, type TestApi } from '../../scripts/test/api-harness';
import { CENNIKY_SEED } from '../../scripts/seed/data/cenniky';
import { cennikRepo } from '../data/cennik-repo';
import { getVerziaPlatna } from './domain/get-verzia-platna';

let api: TestApi;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const login of ['spravca', 'skody', 'oznamenia', 'cenniky', 'bezprav']) cookies[login] = await api.sessionCookie(login);
});
afterAll(() => api.stop());

const IS = '/api/is';
const today = todayIso();
const tomorrow = dayAfter(today);
const get = <T>(path: string, who = 'cenniky') => api.call<T>('GET', `${IS}${path}`, { cookie: cookies[who] });
const detail = (slug: string, who = 'cenniky', version?: number) =>
  get<CennikDetail>(`/cenniky/${slug}${version ? `?version=${version}` : ''}`, who);
const put = (slug: string, body: unknown, who = 'cenniky') => api.call<CennikDetail & ErrorBody>('PUT', `${IS}/cenniky/${slug}/nova-verzia`, { cookie: cookies[who], body });
const del = (slug: string, version: number, who = 'cenniky') => api.call('DELETE', `${IS}/cenniky/${slug}/versions?version=${version}`, { cookie: cookies[who] });

/** The form as the new-version page sends it: the shown rows with their values. */
const formOf = (d: CennikDetail, od: string, change: (name: string, v: unknown) => unknown = (_, v) => v): CennikNovaVerzia => ({
  platnostVerzieOd: od,
  najnovsiaVerzia: d.najnovsiaVerzia,
  cennikPolozkaList: d.cennikPolozkaList.map((p) => ({ atributy: p.atributy.map((a) => ({ name: a.name, value: change(a.name, a.value) as never })) })),
});
const value = (p: CennikPolozka, name: string) => p.atributy.find((a) => a.name === name)?.value;

describe('price lists: list and detail', () => {
  it('lists the eleven types, cattle first, to the three view rights only', async () => {
    for (const who of ['oznamenia', 'skody', 'cenniky']) {
      const res = await get<CennikList>('/cenniky', who);
      expect(res.status, who).toBe(200);
      expect(res.body.cennikList.map((c) => c.name)).toEqual([...CENNIK_TYPY]);
      expect(res.body.cennikList[0]).toEqual({ name: 'HOVADZI_DOBYTOK', slug: 'hovadzi-dobytok', label: 'Hovädzí dobytok' });
    }
    expect((await api.call('GET', `${IS}/cenniky`)).status).toBe(401);
    expect((await get('/cenniky', 'bezprav')).status).toBe(403);
    expect((await get('/cenniky/ovce', 'bezprav')).status).toBe(403);
  });

  it('shows the seeded version of every type as valid and open-ended, rows sorted in Slovak collation', async () => {
    for (const typ of CENNIK_TYPY) {
      const slug = typ.toLowerCase().replace(/_/g, '-');
      const res = await detail(slug, 'skody');
      expect(res.status, typ).toBe(200);
      expect(res.body.cennikDetail).toMatchObject({ name: typ, cisloVerzie: 1, pocetVerzii: 1, isValid: true, isRemovable: false, platnostVerzieOd: '2024-01-01' });
      expect(res.body.cennikDetail.platnostVerzieDo).toBeUndefined();
      expect(res.body.cennikPolozkaList).toHaveLength(CENNIKY_SEED[typ as CennikTyp].length);
      const first = res.body.cennikPolozkaList.map((p) => p.atributy[0].text ?? '');
      expect(first.every((t, i) => i === 0 || compareSk(first[i - 1], t) <= 0), typ).toBe(true);
    }
  });

  it('gives code labels, locked attributes as null with text x, and numbers as numbers', async () => {
    const hd = (await detail('hovadzi-dobytok', 'oznamenia')).body;
    const tela = hd.cennikPolozkaList.find((p) => value(p, 'kategoria') === 'TELA') as CennikPolozka;
    expect(tela.atributy[0]).toEqual({ name: 'kategoria', value: 'TELA', text: 'teľa' });
    expect(tela.atributy[1]).toEqual({ name: 'druhVyuzitia', value: null, text: 'x' });
    expect(value(tela, 'hodnota1')).toBe(3.2);
    const zver = (await detail('polovna-zver')).body;
    expect(zver.cennikPolozkaList[0].atributy[0].text).toBe('daniel škvrnitý – daniel');
  });

  it('answers an unknown slug or version with 404', async () => {
    expect((await detail('neznamy-cennik')).status).toBe(404);
    expect((await detail('ovce', 'cenniky', 99)).status).toBe(404);
    expect((await get('/cenniky/neznamy/versions')).status).toBe(404);
  });
});

describe('new version', () => {
  it('is refused without SPRAVA_CENNIKOV', async () => {
    const d = (await detail('kafilericke-poplatky')).body;
    for (const who of ['skody', 'oznamenia', 'bezprav']) expect((await put('kafilericke-poplatky', formOf(d, tomorrow), who)).status, who).toBe(403);
  });

  it('refuses a start before tomorrow, values out of range and row errors as field[index]', async () => {
    const d = (await detail('polovna-zver')).body;
    const past = await put('polovna-zver', formOf(d, today));
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'platnostVerzieOd', message: CENNIK_TEXTS.odMin(formatDateSk(tomorrow)) }] });
    const bad = formOf(d, tomorrow);
    bad.cennikPolozkaList[2].atributy[1].value = 10000;
    bad.cennikPolozkaList[3].atributy[2].value = 1.005;
    bad.cennikPolozkaList[4].atributy[0].value = 'VLK';
    bad.cennikPolozkaList.push(bad.cennikPolozkaList[0]);
    const res = await put('polovna-zver', bad);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { fieldName: 'hodnota1[2]', message: CENNIK_TEXTS.hodnota },
      { fieldName: 'hodnota2[3]', message: CENNIK_TEXTS.hodnota },
      { fieldName: 'druh[4]', message: CENNIK_TEXTS.neznamaHodnota },
      { fieldName: `polozka[${d.cennikPolozkaList.length}]`, message: CENNIK_TEXTS.duplicita },
    ]);
    const garbage = await put('polovna-zver', { platnostVerzieOd: '2026-02-30', cennikPolozkaList: 'x' });
    expect(garbage.status).toBe(400);
    expect((await detail('polovna-zver')).body.cennikDetail.pocetVerzii).toBe(1);
  });

  it('keeps the rows of cattle (prices only) and does not let sheep gain rows', async () => {
    const hd = (await detail('hovadzi-dobytok')).body;
    const fewer = formOf(hd, tomorrow);
    fewer.cennikPolozkaList.pop();
    expect((await put('hovadzi-dobytok', fewer)).body.fieldErrors).toEqual([{ fieldName: 'polozka', message: CENNIK_TEXTS.riadkyFixne }]);
    const ovce = (await detail('ovce')).body;
    const more = formOf(ovce, tomorrow);
    more.cennikPolozkaList.push({ atributy: [{ name: 'kategoria', value: 'JAHNA' }, { name: 'chovnost', value: 'PLEMENNY_JEDINEC' }, ...more.cennikPolozkaList[0].atributy.slice(2)] });
    expect((await put('ovce', more)).body.fieldErrors).toEqual([{ fieldName: `polozka[${ovce.cennikPolozkaList.length}]`, message: CENNIK_TEXTS.riadokNovy }]);
  });

  it('creates a version from tomorrow: the current one then ends today, the new one is not valid yet; a second save of the same form returns it', async () => {
    const d = (await detail('hovadzi-dobytok')).body;
    const form = formOf(d, tomorrow, (name, v) => (name === 'hodnota1' ? Math.round((v as number) * 110) / 100 : v));
    const [a, b] = await Promise.all([put('hovadzi-dobytok', form), put('hovadzi-dobytok', form)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.cennikDetail.cisloVerzie).toBe(2);
    expect(b.body.cennikDetail.uuid).toBe(a.body.cennikDetail.uuid);
    expect(a.body.cennikDetail).toMatchObject({ isValid: false, isRemovable: true, platnostVerzieOd: tomorrow, pocetVerzii: 2, vytvoril: { meno: 'Lucia', priezvisko: 'Vargová' } });
    const again = await put('hovadzi-dobytok', form);
    expect(again.body.cennikDetail.uuid).toBe(a.body.cennikDetail.uuid);
    const current = (await detail('hovadzi-dobytok', 'skody')).body;
    expect(current.cennikDetail).toMatchObject({ cisloVerzie: 1, isValid: true, platnostVerzieDo: today });
    expect(current.novaVerziaMinOd).toBe(dayAfter(tomorrow));
    const tela = a.body.cennikPolozkaList.find((p) => value(p, 'kategoria') === 'TELA') as CennikPolozka;
    expect(value(tela, 'hodnota1')).toBe(3.52);
    expect(tela.uuid).toBe(d.cennikPolozkaList.find((p) => value(p, 'kategoria') === 'TELA')?.uuid);
    // the next version must start after the future one
    expect((await put('hovadzi-dobytok', formOf(current, tomorrow, (n, v) => (n === 'hodnota2' ? 1 : v)))).body.fieldErrors[0].fieldName).toBe('platnostVerzieOd');
  });

  it('lets one of two administrators win when both create a version at once; the other gets 409', async () => {
    const d = (await detail('kozy')).body;
    const [a, b] = await Promise.all([put('kozy', formOf(d, tomorrow), 'cenniky'), put('kozy', formOf(d, tomorrow), 'spravca')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toEqual({ generalErrors: [CENNIK_TEXTS.konflikt], fieldErrors: [] });
    expect((await detail('kozy')).body.cennikDetail.pocetVerzii).toBe(2);
  });
});

describe('versions list and removal', () => {
  it('pages and sorts the versions, default by number', async () => {
    const d = (await detail('vcelstva')).body;
    await put('vcelstva', formOf(d, dayAfter(tomorrow)));
    const list = await get<CennikVersions>('/cenniky/vcelstva/versions', 'oznamenia');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ number: 1, size: 20, totalElements: 2 });
    expect(list.body.cennikVersionList.map((v) => v.cisloVerzie)).toEqual([1, 2]);
    expect(list.body.cennikVersionList[0]).toMatchObject({ platnostVerzieOd: '2024-01-01', platnostVerzieDo: tomorrow, isValid: true });
    expect(list.body.cennikVersionList[0].vytvoril).toBeUndefined();
    const desc = await get<CennikVersions>('/cenniky/vcelstva/versions?sortBy=platnostVerzieOd&sortDirection=DESC&page=x');
    expect(desc.body.cennikVersionList.map((v) => v.cisloVerzie)).toEqual([2, 1]);
    expect((await get<CennikVersions>('/cenniky/vcelstva/versions?page=2')).body.cennikVersionList).toEqual([]);
  });

  it('removes a future unused version (its predecessor is open-ended again) and refuses the rest', async () => {
    const d = (await detail('med-a-druhotne-produkty')).body;
    const created = (await put('med-a-druhotne-produkty', formOf(d, tomorrow))).body.cennikDetail;
    expect((await del('med-a-druhotne-produkty', created.cisloVerzie, 'skody')).status).toBe(403);
    const valid = await del('med-a-druhotne-produkty', 1);
    expect(valid.status).toBe(409);
    expect(valid.body).toEqual({ generalErrors: [CENNIK_TEXTS.nieOdstranitelna], fieldErrors: [] });
    expect((await del('med-a-druhotne-produkty', 77)).status).toBe(404);
    expect((await del('med-a-druhotne-produkty', created.cisloVerzie)).status).toBe(204);
    const after = (await detail('med-a-druhotne-produkty')).body.cennikDetail;
    expect(after).toMatchObject({ cisloVerzie: 1, pocetVerzii: 1 });
    expect(after.platnostVerzieDo).toBeUndefined();
    // numbers are never reused
    expect((await put('med-a-druhotne-produkty', formOf(d, tomorrow))).body.cennikDetail.cisloVerzie).toBe(3);
  });

  it('refuses to remove a version a damaged item was priced with', async () => {
    const d = (await detail('kafilericke-poplatky')).body;
    const created = (await put('kafilericke-poplatky', formOf(d, tomorrow, (n, v) => (n === 'hodnota1' ? 0.4 : v)))).body.cennikDetail;
    await cennikRepo.markUsed('KAFILERICKE_POPLATKY', created.cisloVerzie);
    expect((await detail('kafilericke-poplatky', 'cenniky', created.cisloVerzie)).body.cennikDetail.isRemovable).toBe(false);
    expect((await del('kafilericke-poplatky', created.cisloVerzie)).status).toBe(409);
  });
});

describe('add a row and CSV', () => {
  it('adds a row to the valid version of an editable type only, for SPRAVA_CENNIKOV only', async () => {
    const d = (await detail('polne-plodiny')).body;
    const path = `${IS}/cenniky/polne-plodiny/${d.cennikDetail.uuid}/pridaj-polozku`;
    const body = { druh: 'KAPUSTA', hodnota1: 1, hodnota2: 2 };
    expect((await api.call('POST', path, { cookie: cookies.skody, body })).status).toBe(403);
    expect((await api.call('POST', path, { cookie: cookies.cenniky, body })).body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'polozka', message: CENNIK_TEXTS.duplicita }] });
    const bad = await api.call('POST', path, { cookie: cookies.cenniky, body: { druh: 'NIC', hodnota1: -1 } });
    expect((bad.body as { fieldErrors: { fieldName: string }[] }).fieldErrors.map((e) => e.fieldName)).toEqual(['druh', 'hodnota1', 'hodnota2']);
    // a new crop in the code list (no official code: rows name it by its uuid), then its row
    const crop = await api.call<{ uuid: string }>('POST', `${IS}/ciselniky/druh-polne-plodiny/nova-polozka`, {
      cookie: cookies.cenniky,
      body: { ciselnikLabel: 'cícer baraní', aktivna: true },
    });
    expect(crop.status).toBe(200);
    const added = await api.call<CennikPolozka>('POST', path, { cookie: cookies.cenniky, body: { druh: crop.body.uuid, hodnota1: 1.8, hodnota2: 650 } });
    expect(added.status, added.text).toBe(200);
    expect(added.body.atributy).toEqual([
      { name: 'druh', value: crop.body.uuid, text: 'cícer baraní' },
      { name: 'hodnota1', value: 1.8 },
      { name: 'hodnota2', value: 650 },
    ]);
    const after = (await detail('polne-plodiny', 'skody')).body.cennikPolozkaList;
    expect(after.map((p) => p.atributy[0].text)).toContain('cícer baraní');
    expect((await api.call('POST', `${IS}/cenniky/hovadzi-dobytok/${d.cennikDetail.uuid}/pridaj-polozku`, { cookie: cookies.cenniky, body })).status).toBe(404);
  });

  it('refuses a row in a version that is not valid', async () => {
    const d = (await detail('vcelarske-zariadenia')).body;
    const future = (await put('vcelarske-zariadenia', formOf(d, tomorrow))).body.cennikDetail;
    const res = await api.call('POST', `${IS}/cenniky/vcelarske-zariadenia/${future.uuid}/pridaj-polozku`, {
      cookie: cookies.cenniky,
      body: { typZariadenia: 'UL_DADANT', hodnota1: 1, hodnota2: 2 },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ generalErrors: [CENNIK_TEXTS.neplatnaVerzia], fieldErrors: [] });
  });

  it('exports a version as CSV with BOM, Slovak headers, x for locked cells and decimal commas (SPRAVA_CENNIKOV)', async () => {
    expect((await get('/cenniky/hovadzi-dobytok/export/csv', 'skody')).status).toBe(403);
    const res = await fetch(`${api.origin}${IS}/cenniky/hovadzi-dobytok/export/csv?version=1`, { headers: { cookie: cookies.cenniky } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="cennik-hovadzi-dobytok-verzia-1.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Kategória;Druh využitia;Ckd – cena kŕmneho dňa (EUR/deň);Hj – jednotková cena za kg živej hmotnosti (EUR/kg);JC – jatočná cena (EUR/kg);MC – minimálna cena za kus (EUR/ks);PHJ – paušálna hmotnosť jedinca (kg)');
    expect(lines).toContain('teľa;x;3,20;3,90;2,60;250,00;60,00');
  });
});

describe('version valid on a date (pricing)', () => {
  it('selects by date at the boundaries and sees a new version at once in this process', async () => {
    expect((await getVerziaPlatna({ typ: 'OVCE', datum: '2023-12-31' }))?.cisloVerzie).toBeUndefined();
    expect((await getVerziaPlatna({ typ: 'OVCE', datum: '2024-01-01' }))?.cisloVerzie).toBe(1);
    const d = (await detail('ovce')).body;
    await put('ovce', formOf(d, tomorrow));
    expect((await getVerziaPlatna({ typ: 'OVCE', datum: today }))?.cisloVerzie).toBe(1);
    expect((await getVerziaPlatna({ typ: 'OVCE', datum: tomorrow }))?.cisloVerzie).toBe(2);
  });
});

describe('code-list items named by price-list rows', () => {
  it('become used when rows name them, also more than one transaction holds', async () => {
    const { ciselnikRepo } = await import('../data/ciselnik-repo');
    const { markRowItemsUsed } = await import('./domain/riadok-input');
    const druh = (await ciselnikRepo.listByType('DRUH_INE_HOSPODARSKE_ZVIERATA', { activeOnly: true }))[0];
    const fresh = [];
    for (let i = 0; i < 60; i++) fresh.push(await ciselnikRepo.create({ type: 'PLEMENO', kod: `TEST-PLEMENO-${i}`, label: `Testovacie plemeno ${i}`, nadradenaPolozkaUuid: druh.uuid }));
    const before = await ciselnikRepo.isUsed(fresh[59].uuid);

    await markRowItemsUsed('INE_HOSPODARSKE_ZVIERATA', fresh.map((p) => ({ druh: druh.kod, plemeno: p.kod, vek: null })));

    expect(before).toBe(false);
    expect(await ciselnikRepo.isUsed(fresh[0].uuid)).toBe(true);
    expect(await ciselnikRepo.isUsed(fresh[59].uuid)).toBe(true);
  });
});
