import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikDetail, CiselnikPolozkaDetail, CiselnikTypyPage, CiselnikyResponse } from '@shared/api/ciselniky';
import { CISELNIK_TEXTS } from '@shared/api/ciselniky';
import { CISELNIK_TYPY } from '@shared/domain/ciselnik';
import { compareSk } from '@shared/format/collation';
import { fileTestApi } from '../../scripts/test/api-harness';

const api = fileTestApi();
const cookies: Record<string, string> = {};
beforeAll(async () => {
  for (const login of ['spravca', 'skody', 'oznamenia', 'cenniky', 'bezprav']) cookies[login] = await api.sessionCookie(login);
});

const IS = '/api/is';
const isSortedSk = (labels: string[]) => labels.every((l, i) => i === 0 || compareSk(labels[i - 1], l) <= 0);

async function create(typ: string, body: Record<string, unknown>, who = 'cenniky') {
  return api.call<CiselnikPolozkaDetail>('POST', `${IS}/ciselniky/${typ}/nova-polozka`, { cookie: cookies[who], body });
}

describe('code-list types', () => {
  it('lists all 38 types (33 + 5 history variants) with Slovak names, 20 per page, sorted by name', async () => {
    const first = await api.call<CiselnikTypyPage>('GET', `${IS}/ciselniky`, { cookie: cookies.skody });
    const second = await api.call<CiselnikTypyPage>('GET', `${IS}/ciselniky?page=2`, { cookie: cookies.skody });

    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(CISELNIK_TYPY.length);
    expect(CISELNIK_TYPY.length).toBe(38);
    expect(first.body.ciselnikList).toHaveLength(20);
    const all = [...first.body.ciselnikList, ...second.body.ciselnikList];
    expect(all.map((t) => t.name).sort()).toEqual([...CISELNIK_TYPY].sort());
    expect(isSortedSk(all.map((t) => t.label))).toBe(true);
    expect(all.find((t) => t.name === 'POVODCA_SKODY')?.label).toBe('Živočích určený ako pôvodca škody');
  });

  it('is open to EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD and SPRAVA_CISELNIKOV only', async () => {
    expect((await api.call('GET', `${IS}/ciselniky`)).status).toBe(401);
    expect((await api.call('GET', `${IS}/ciselniky`, { cookie: cookies.bezprav })).status).toBe(403);
    for (const who of ['oznamenia', 'skody', 'cenniky']) {
      expect((await api.call('GET', `${IS}/ciselniky/okres`, { cookie: cookies[who] })).status, who).toBe(200);
    }
  });
});

describe('items of a code list', () => {
  it('pages the districts sorted by label in Slovak collation, accepts the slug and the type name', async () => {
    const bySlug = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/okres`, { cookie: cookies.skody });
    const byType = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/OKRES?page=4`, { cookie: cookies.skody });

    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ name: 'OKRES', label: 'Okres', officialCode: true, nadradenyTyp: 'KRAJ', totalElements: 79, size: 20 });
    expect(bySlug.body.polozky[0].nadradenaPolozka?.label).toMatch(/kraj$/);
    expect(byType.body.polozky).toHaveLength(19);
    const labels = [...bySlug.body.polozky, ...byType.body.polozky].map((p) => p.label);
    expect(isSortedSk(labels)).toBe(true);
  });

  it('sorts by code descending, falls back to the first page for a bad page and refuses an unknown sort key', async () => {
    const byId = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/kraj?sortBy=id&sortDirection=DESC`, { cookie: cookies.skody });
    const badPage = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/kraj?page=-3`, { cookie: cookies.skody });
    const badSort = await api.call('GET', `${IS}/ciselniky/kraj?sortBy=nic&sortDirection=hore`, { cookie: cookies.skody });

    expect(byId.body.polozky.map((p) => p.id)).toEqual(['SK042', 'SK041', 'SK032', 'SK031', 'SK023', 'SK022', 'SK021', 'SK010']);
    expect(badPage.status).toBe(200);
    expect(badPage.body.number).toBe(1);
    expect(isSortedSk(badPage.body.polozky.map((p) => p.label))).toBe(true);
    expect(badSort.status).toBe(400);
    expect(badSort.body).toEqual({
      generalErrors: [],
      fieldErrors: [
        { fieldName: 'sortBy', message: 'Neplatný vstup: očakávaná jedna z hodnôt "poradie"|"label"|"id"|"aktivna"' },
        { fieldName: 'sortDirection', message: 'Neplatný vstup: očakávaná jedna z hodnôt "ASC"|"DESC"' },
      ],
    });
  });

  it('answers an unknown type with 404 and the Slovak not-found text', async () => {
    const res = await api.call('GET', `${IS}/ciselniky/neznamy-typ`, { cookie: cookies.skody });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ generalErrors: ['Požadovaný zdroj neexistuje.'], fieldErrors: [] });
  });

  it('serves every type, history variants included, to the select feeds', async () => {
    const res = await api.call<CiselnikyResponse>('GET', `${IS}/vsetky-ciselniky?typy=${CISELNIK_TYPY.join(',')}`, { cookie: cookies.skody });
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.type)).toEqual([...CISELNIK_TYPY]);
    for (const list of res.body) expect(list.values.length, list.type).toBeGreaterThan(0);
  });
});

describe('new, edit and delete (SPRAVA_CISELNIKOV)', () => {
  it('creates an item and returns to a list that already shows it', async () => {
    const res = await create('druh-polovna-zver', { ciselnikLabel: 'Jeleň lesný – testovací', aktivna: true });
    const list = await api.call<CiselnikDetail>('GET', `${IS}/vsetky-ciselniky?typy=DRUH_POLOVNA_ZVER`, { cookie: cookies.skody });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ label: 'Jeleň lesný – testovací', aktivna: true, version: 1, pouzita: false, type: 'DRUH_POLOVNA_ZVER' });
    expect(JSON.stringify(list.body)).toContain(res.body.uuid);
  });

  it('refuses new, edit, delete and CSV without SPRAVA_CISELNIKOV', async () => {
    expect((await create('druh-polovna-zver', { ciselnikLabel: 'X' }, 'skody')).status).toBe(403);
    const [any] = (await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/druh-polovna-zver`, { cookie: cookies.skody })).body.polozky;
    expect((await api.call('GET', `${IS}/ciselniky/druh-polovna-zver/polozka/${any.uuid}`, { cookie: cookies.skody })).status).toBe(403);
    expect((await api.call('PUT', `${IS}/ciselniky/druh-polovna-zver/polozka/${any.uuid}`, { cookie: cookies.skody, body: {} })).status).toBe(403);
    expect((await api.call('DELETE', `${IS}/ciselniky/${any.uuid}`, { cookie: cookies.skody })).status).toBe(403);
    expect((await api.call('GET', `${IS}/ciselniky/druh-polovna-zver/export-csv`, { cookie: cookies.skody })).status).toBe(403);
  });

  it('checks the label length and requires the official code where the type has one', async () => {
    const long = await create('druh-polovna-zver', { ciselnikLabel: 'x'.repeat(101) });
    const noCode = await create('katastralne-uzemie', { ciselnikLabel: 'Nové územie' });

    expect(long.status).toBe(400);
    expect(long.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'ciselnikLabel', message: 'Maximálna dĺžka je 100 znakov.' }] });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'id', message: CISELNIK_TEXTS.idRequired }] });
  });

  it('refuses a duplicate official code, also when two administrators save at once', async () => {
    const [a, b] = await Promise.all([
      create('chranene-uzemie', { ciselnikLabel: 'CHKO Test A', id: 'TEST-RACE-1' }),
      create('chranene-uzemie', { ciselnikLabel: 'CHKO Test B', id: 'TEST-RACE-1' }),
    ]);
    const later = await create('chranene-uzemie', { ciselnikLabel: 'CHKO Test C', id: 'TEST-RACE-1' });

    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect(later.status).toBe(400);
    expect(later.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'id', message: CISELNIK_TEXTS.idTaken }] });
  });

  it('edits with optimistic locking: a stale version gets 409', async () => {
    const created = (await create('druh-skody', { ciselnikLabel: 'Pošliapanie porastu' })).body;
    const path = `${IS}/ciselniky/druh-skody/polozka/${created.uuid}`;
    const first = await api.call<CiselnikPolozkaDetail>('PUT', path, { cookie: cookies.cenniky, body: { ciselnikLabel: 'Pošliapanie', aktivna: true, version: 1 } });
    const stale = await api.call('PUT', path, { cookie: cookies.spravca, body: { ciselnikLabel: 'Iné', aktivna: true, version: 1 } });

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ label: 'Pošliapanie', version: 2 });
    expect(stale.status).toBe(409);
    expect((await api.call<CiselnikPolozkaDetail>('GET', path, { cookie: cookies.cenniky })).body.label).toBe('Pošliapanie');
  });

  it('an import that replaces an item moves its version: an edit opened before the import gets 409', async () => {
    const created = (await create('chranene-uzemie', { ciselnikLabel: 'PR Testovacia', id: 'TEST-IMPORT-1' })).body;
    const { importCiselnik } = await import('./domain/import-ciselnik');
    const imported = await importCiselnik([{ typ: 'CHRANENE_UZEMIE', kod: 'TEST-IMPORT-1', label: 'PR Testovacia (import)' }], { onlyMissing: false });
    const stale = await api.call('PUT', `${IS}/ciselniky/chranene-uzemie/polozka/${created.uuid}`, {
      cookie: cookies.cenniky,
      body: { ciselnikLabel: 'Staré', id: 'TEST-IMPORT-1', aktivna: true, version: 1 },
    });
    const now = await api.call<CiselnikPolozkaDetail>('GET', `${IS}/ciselniky/chranene-uzemie/polozka/${created.uuid}`, { cookie: cookies.cenniky });

    expect(imported.errors).toEqual([]);
    expect(stale.status).toBe(409);
    expect(now.body).toMatchObject({ label: 'PR Testovacia (import)', version: 2 });
  });

  it('a deactivated item leaves the active selects and stays in the full list', async () => {
    const created = (await create('druh-polne-plodiny', { ciselnikLabel: 'Proso siate' })).body;
    await api.call('PUT', `${IS}/ciselniky/druh-polne-plodiny/polozka/${created.uuid}`, {
      cookie: cookies.cenniky,
      body: { ciselnikLabel: 'Proso siate', aktivna: false, version: 1 },
    });

    const active = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=DRUH_POLNE_PLODINY`, { cookie: cookies.skody });
    const all = await api.call<CiselnikyResponse>('GET', `${IS}/vsetky-ciselniky?typy=DRUH_POLNE_PLODINY`, { cookie: cookies.skody });
    expect(active.body[0].values.some((v) => v.uuid === created.uuid)).toBe(false);
    expect(all.body[0].values.find((v) => v.uuid === created.uuid)).toMatchObject({ aktivna: false, label: 'Proso siate' });
  });

  it('deletes an unused item ("Položka bola zmazaná" in the web), then it is gone', async () => {
    const created = (await create('vek', { ciselnikLabel: 'nad 20 rokov' })).body;
    const del = await api.call('DELETE', `${IS}/ciselniky/${created.uuid}`, { cookie: cookies.cenniky, headers: {} });
    const again = await api.call('DELETE', `${IS}/ciselniky/${created.uuid}`, { cookie: cookies.cenniky });

    expect(del.status).toBe(204);
    expect(again.status).toBe(404);
  });

  it('refuses to delete an item that has child items and advises deactivation', async () => {
    // Brezno: its municipalities are seeded
    const brezno = (await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/okres`, { cookie: cookies.cenniky })).body.polozky.find((o) => o.label === 'Brezno');
    const detail = await api.call<CiselnikPolozkaDetail>('GET', `${IS}/ciselniky/okres/polozka/${brezno?.uuid}`, { cookie: cookies.cenniky });
    const res = await api.call('DELETE', `${IS}/ciselniky/${brezno?.uuid}`, { cookie: cookies.cenniky });

    expect(detail.body.pouzita).toBe(true);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ generalErrors: [CISELNIK_TEXTS.pouzita], fieldErrors: [] });
  });

  it('refuses to delete an item a record uses (marked when the record is saved), before and after deactivation', async () => {
    const W = '/api/web-oznamenie';
    // a new municipality nothing refers to yet
    const okres = (await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/okres`, { cookie: cookies.cenniky })).body.polozky.find((o) => o.label === 'Brezno');
    const obec = (await create('obec', { ciselnikLabel: 'Testovacia obec', id: 'TEST-999', nadradenaPolozkaUuid: okres?.uuid })).body;
    const before = await api.call<CiselnikPolozkaDetail>('GET', `${IS}/ciselniky/obec/polozka/${obec.uuid}`, { cookie: cookies.cenniky });
    const draft = await api.call('POST', `${W}/webove-oznamenie/vytvorit-oznamenie`);
    const draftCookie = draft.headers.getSetCookie().find((c) => c.startsWith('es_draft='))?.split(';')[0] as string;
    const pracoviskoId = (await api.call<{ organizaciaList: { uuid: string }[] }>('GET', `${W}/organizacie`)).body.organizaciaList[0].uuid;
    const step1 = await api.call('PUT', `${W}/webove-oznamenie/udaje-o-skode`, {
      cookie: draftCookie,
      body: {
        datumVznikuSkody: '2026-01-05',
        typSkody: 'VCELY',
        obecId: obec.uuid,
        popisSkody: 'Medveď prevrátil dva úle.',
        uzemnePrislusnePracoviskoId: pracoviskoId,
        fotografie: [],
      },
    });
    const refused = await api.call('DELETE', `${IS}/ciselniky/${obec.uuid}`, { cookie: cookies.cenniky });
    const detail = (await api.call<CiselnikPolozkaDetail>('GET', `${IS}/ciselniky/obec/polozka/${obec.uuid}`, { cookie: cookies.cenniky })).body;
    const deactivated = await api.call('PUT', `${IS}/ciselniky/obec/polozka/${obec.uuid}`, {
      cookie: cookies.cenniky,
      body: { ciselnikLabel: obec.label, id: obec.id, aktivna: false, nadradenaPolozkaUuid: obec.nadradenaPolozka?.uuid, version: detail.version },
    });
    const stillRefused = await api.call('DELETE', `${IS}/ciselniky/${obec.uuid}`, { cookie: cookies.cenniky });

    expect(before.body.pouzita).toBe(false);
    expect(step1.status).toBe(200);
    expect(detail.pouzita).toBe(true);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ generalErrors: [CISELNIK_TEXTS.pouzita], fieldErrors: [] });
    expect(deactivated.status).toBe(200);
    expect(stillRefused.status).toBe(409);
  });

  it('exports a code list as CSV with BOM, Slovak header and the file name in content-disposition', async () => {
    const res = await fetch(`${api.origin}${IS}/ciselniky/kraj/export-csv`, { headers: { cookie: cookies.cenniky } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ciselnik-kraj-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Názov;Kód;Aktívna;Poradie');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('Banskobystrický kraj;SK032;áno;');
  });
});

describe('order of the items (poradie) and the lists that depend on a choice', () => {
  const feed = async (typ: string) =>
    (await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=${typ}`, { cookie: cookies.skody })).body[0].values;

  it('offers ranges in their natural order: fence heights from do 90 cm to nad 145 cm, ages months before years', async () => {
    const vysky = await feed('OTZ_VYSKA');
    const veky = await feed('VEK');

    expect(vysky.map((v) => v.label)).toEqual(['do 90 cm', '91 – 105 cm', '106 – 120 cm', '121 – 145 cm', 'nad 145 cm']);
    expect(vysky.map((v) => v.poradie)).toEqual([1, 2, 3, 4, 5]);
    expect(veky.map((v) => v.label).slice(0, 5)).toEqual(['do 1 mesiaca', '1 – 3 mesiace', '4 – 6 mesiacov', '7 – 12 mesiacov', '1 – 2 roky']);
    const detail = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/otz-vyska`, { cookie: cookies.skody });
    expect(detail.body.polozky.map((p) => [p.label, p.poradie])).toEqual(vysky.map((v) => [v.label, v.poradie]));
  });

  it('an item read with GET is written back with PUT as it is (label, code, parent, order, categories)', async () => {
    for (const typ of ['okres', 'druh-skody', 'plemeno']) {
      const [any] = (await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/${typ}`, { cookie: cookies.cenniky })).body.polozky;
      const path = `${IS}/ciselniky/${typ}/polozka/${any.uuid}`;
      const read = await api.call<CiselnikPolozkaDetail>('GET', path, { cookie: cookies.cenniky });
      const written = await api.call<CiselnikPolozkaDetail>('PUT', path, { cookie: cookies.cenniky, body: read.body });

      expect(written.status, `${typ}: ${JSON.stringify(written.body)}`).toBe(200);
      const { version, poradieNastavene, ...rest } = read.body;
      // the order it was read with is now set explicitly
      expect(written.body, typ).toEqual({ ...rest, poradieNastavene: true, version: version + 1 });
      expect(poradieNastavene, typ).toBe(false);
      expect(read.body.ciselnikLabel, typ).toBe(read.body.label);
    }
  });

  it('an order an administrator sets wins over the natural order, in the selects and the list; cleared, the item goes back', async () => {
    const nad = (await feed('OTZ_VYSKA')).find((v) => v.label === 'nad 145 cm');
    const path = `${IS}/ciselniky/otz-vyska/polozka/${nad?.uuid}`;
    const read = (await api.call<CiselnikPolozkaDetail>('GET', path, { cookie: cookies.cenniky })).body;
    expect(read).toMatchObject({ poradie: 5, poradieNastavene: false });

    const first = await api.call<CiselnikPolozkaDetail>('PUT', path, { cookie: cookies.cenniky, body: { ...read, poradie: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.poradie).toBe(1);
    expect((await feed('OTZ_VYSKA')).map((v) => v.label)).toEqual(['nad 145 cm', 'do 90 cm', '91 – 105 cm', '106 – 120 cm', '121 – 145 cm']);
    const list = await api.call<CiselnikDetail>('GET', `${IS}/ciselniky/otz-vyska`, { cookie: cookies.skody });
    expect(list.body.polozky[0].label).toBe('nad 145 cm');

    const bad = await api.call('PUT', path, { cookie: cookies.cenniky, body: { ...first.body, poradie: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'poradie', message: CISELNIK_TEXTS.poradie }] });

    const cleared = await api.call<CiselnikPolozkaDetail>('PUT', path, { cookie: cookies.cenniky, body: { ...first.body, poradie: null } });
    expect(cleared.body).toMatchObject({ poradie: 5, poradieNastavene: false });
    expect((await feed('OTZ_VYSKA')).at(-1)?.label).toBe('nad 145 cm');
  });

  it('a new item without an order takes its natural place among the ranges', async () => {
    const created = await create('otz-vyska', { ciselnikLabel: 'do 60 cm' });
    expect(created.status).toBe(200);
    expect(created.body.poradie).toBe(1);
    expect((await feed('OTZ_VYSKA')).map((v) => v.label).slice(0, 3)).toEqual(['do 60 cm', 'do 90 cm', '91 – 105 cm']);
  });

  it('damage types name the categories they fit; breeds name their species; other types take no categories', async () => {
    const druhy = await feed('DRUH_SKODY');
    const zviera = (await feed('DRUH_INE_HOSPODARSKE_ZVIERATA')).find((v) => v.label === 'kôň');
    const plemena = await feed('PLEMENO');

    expect(druhy.find((d) => d.label === 'zhryzenie (zoťatie) dreviny bobrom')?.kategorie).toEqual(['OVOCNE_STROMY_A_KRIKY']);
    expect(druhy.find((d) => d.label === 'usmrtenie')?.kategorie).toContain('OVCE');
    expect(plemena.filter((p) => p.nadradenaPolozkaUuid === zviera?.uuid).map((p) => p.label)).toContain('lipican');
    expect(plemena.filter((p) => p.nadradenaPolozkaUuid === zviera?.uuid).map((p) => p.label)).not.toContain('bronzová širokoprsá morka');

    const item = (await create('druh-skody', { ciselnikLabel: 'Poškodenie oplotenia', kategorie: ['INY_MAJETOK'] })).body;
    expect(item.kategorie).toEqual(['INY_MAJETOK']);
    const refused = await create('otz-vyska', { ciselnikLabel: '200 cm', kategorie: ['OVCE'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'kategorie', message: CISELNIK_TEXTS.kategorieNotAllowed }] });
  });
});
