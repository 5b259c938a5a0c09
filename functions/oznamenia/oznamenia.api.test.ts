import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import type { OznameniaPage, OznamenieDetail } from '@shared/api/oznamenia';
import { OZNAMENIE_STAVY, type OznamenieStav } from '@shared/domain/oznamenie';
import { searchTokens } from '@shared/domain/hladanie';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { expectYearPageOne } from '../../scripts/test/year-list';
import { type OrganizaciaItem, organizaciaRepo } from '../data/organizacia-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { listCapacity, type OznamenieItem, oznamenieRepo } from '../data/oznamenie-repo';
import type { FotografiaItem } from '../data/subor-repo';
import { transactWrite } from '../data/transaction';
import { putObjectBytes } from '../lib/uploads';

const IS = '/api/is';
const api = fileTestApi();
let oznamenia: string;
let skody: string;
let spravca: string;
let analytik: string;
let sop: OrganizaciaItem[];

const outbox = mkdtempSync(path.join(tmpdir(), 'ozn-outbox-'));
// the local mail writes its .eml files here (spec e-mails are asserted from them)
process.env.MAIL_OUTBOX_DIR = outbox;

beforeAll(async () => {
  [oznamenia, skody, spravca, analytik] = await Promise.all(['oznamenia', 'skody', 'spravca', 'analytik'].map((l) => api.sessionCookie(l)));
  sop = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost);
});

/** A notification written straight to the table, the way the wizard's submit writes it. */
async function factory(o: Partial<OznamenieItem> = {}, fotografie: FotografiaItem[] = []): Promise<OznamenieItem> {
  const uuid = randomUUID();
  const item: OznamenieItem = {
    uuid,
    kod: `OZN-T-${uuid.slice(0, 8)}`,
    stav: 'NOVE_WEB',
    isFromWeb: true,
    datumOznamenia: todayIso(),
    datumVznikuSkody: todayIso(),
    typSkody: 'VCELY',
    popisSkody: 'Medveď zničil úle.',
    hasPoskodeny: false,
    poskodenyMeno: 'Ján Testovací',
    uzemnePrislusnePracoviskoId: sop[0].uuid,
    createdAt: new Date().toISOString(),
    version: 1,
    ...o,
  };
  const web = { prijate: item.createdAt, webOznamenieDetail: { uuid, popisSkody: item.popisSkody }, poskodeny: { meno: 'Ján' } };
  await transactWrite(oznamenieRepo.newItems(item, web, fotografie));
  return item;
}

const list = (cookie: string, filter: Record<string, unknown> = {}, query = '') =>
  api.call<OznameniaPage>('POST', `${IS}/oznamenia${query}`, { cookie, body: filter });
const detail = (uuid: string) => api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${uuid}`, { cookie: oznamenia });

describe('notification list', () => {
  // a year of its own so that other tests' notifications do not interfere
  const Y = '2019';
  let rows: OznamenieItem[];
  beforeAll(async () => {
    rows = [];
    const mena = ['Čierny Peter', 'Cyril Novák', 'Dávid Šťastný', 'Ľubomír Šťastný', 'Adam Horváth'];
    for (let i = 0; i < 25; i++) {
      rows.push(
        await factory({
          datumOznamenia: `${Y}-0${1 + (i % 9)}-1${i % 10}`,
          stav: OZNAMENIE_STAVY[i % 3],
          poskodenyMeno: mena[i % 5],
          uzemnePrislusnePracoviskoId: i % 4 === 0 ? undefined : sop[i % 2].uuid,
        }),
      );
    }
  });
  const inYear = { from: `${Y}-01-01`, to: `${Y}-12-31` };

  it('pages 20 rows 1-based, sorted by datumOznamenia DESC by default, and reads only the partition of the year asked for', async () => {
    const { page: p1 } = await expectYearPageOne({ capacity: listCapacity, request: () => list(skody, inYear), rows: (p) => p.oznamenieList, date: (r) => r.datumOznamenia });
    expect(Object.keys(p1.oznamenieList[0]).sort()).toEqual(['datumOznamenia', 'datumVznikuSkody', 'kod', 'poskodenyMeno', 'stav', 'uuid']);
    const p2 = await list(skody, inYear, '?page=2');
    expect(p2.body.oznamenieList).toHaveLength(5);
    expect((await list(skody, inYear, '?page=abc')).body.number).toBe(1);
    expect((await list(skody, inYear, '?page=0')).body.number).toBe(1);
    expect((await list(skody, inYear, '?page=9')).body.oznamenieList).toEqual([]);
  });

  it('filters by states, workplaces and "without workplace"', async () => {
    const byState = await list(oznamenia, { ...inYear, states: ['NOVE_WEB', 'PRIRADENE'] });
    expect(byState.body.totalElements).toBe(rows.filter((r) => r.stav === 'NOVE_WEB' || r.stav === 'PRIRADENE').length);
    const byWork = await list(oznamenia, { ...inYear, uzemnePrislusnePracovisko: [sop[1].uuid] });
    expect(byWork.body.totalElements).toBe(rows.filter((r) => r.uzemnePrislusnePracoviskoId === sop[1].uuid).length);
    const without = await list(oznamenia, { ...inYear, withoutUzemnePrislusnePracovisko: true });
    expect(without.body.totalElements).toBe(rows.filter((r) => !r.uzemnePrislusnePracoviskoId).length);
    const both = await list(oznamenia, { ...inYear, uzemnePrislusnePracovisko: [sop[1].uuid], withoutUzemnePrislusnePracovisko: true });
    expect(both.body.totalElements).toBe(byWork.body.totalElements + without.body.totalElements);
    const unknownState = await list(oznamenia, { ...inYear, states: ['NEZNAMY'] });
    expect(unknownState.status).toBe(400);
  });

  it('searches the injured party by tokens, ignoring case and diacritics', async () => {
    const res = await list(oznamenia, { ...inYear, poskodenySearchTokens: ['stastny', 'LUBO'] });
    expect(res.body.totalElements).toBe(5);
    expect(new Set(res.body.oznamenieList.map((r) => r.poskodenyMeno))).toEqual(new Set(['Ľubomír Šťastný']));
    const tooLong = await list(oznamenia, { ...inYear, poskodenySearchTokens: ['x'.repeat(256)] });
    expect(tooLong.status).toBe(400);
  });

  it("finds a notification by its own code and by its damage event's code (the words as the list's search field sends them)", async () => {
    // a year of its own (no other test writes 2017): the rows above stay 25, the cache test's 2018 holds one row
    const year = { from: '2017-01-01', to: '2017-12-31' };
    const su = randomUUID();
    const s = await factory({ datumOznamenia: '2017-05-05', stav: 'V_RIESENI', skodovaUdalostId: su, skodovaUdalostKod: `SU-2017-${su.slice(0, 6)}` });
    const other = await factory({ datumOznamenia: '2017-05-06' });
    const tokens = (text: string) => ({ ...year, poskodenySearchTokens: searchTokens(text) });

    const byOwn = await list(oznamenia, tokens(s.kod));
    const byEvent = await list(oznamenia, tokens(`su-2017-${su.slice(0, 6)}`));
    const byOtherCode = await list(oznamenia, tokens(other.kod));

    expect(byOwn.body.oznamenieList.map((r) => r.uuid)).toEqual([s.uuid]);
    expect(byEvent.body.oznamenieList).toEqual([expect.objectContaining({ uuid: s.uuid, skodovaUdalostId: su, skodovaUdalostKod: `SU-2017-${su.slice(0, 6)}` })]);
    expect(byOtherCode.body.oznamenieList.map((r) => r.uuid)).toEqual([other.uuid]);
  });

  it('sorts by injured party in Slovak collation (C < Č < D), also given as "field,dir"', async () => {
    const res = await list(oznamenia, inYear, '?sortBy=poskodenyMeno&sortDirection=ASC');
    const order = [...new Set(res.body.oznamenieList.map((r) => r.poskodenyMeno))];
    expect(order).toEqual(['Adam Horváth', 'Cyril Novák', 'Čierny Peter', 'Dávid Šťastný']);
    const alt = await list(oznamenia, inYear, '?sort=poskodenyMeno,desc');
    expect(alt.body.oznamenieList[0].poskodenyMeno).toBe('Ľubomír Šťastný');
  });

  it('sees a change made after the year was read (the per-year cache follows the year change counter)', async () => {
    const Y2 = { from: '2018-01-01', to: '2018-12-31' };
    const o = await factory({ datumOznamenia: '2018-05-05', stav: 'NOVE_WEB' });
    expect((await list(oznamenia, Y2)).body.oznamenieList.map((r) => r.stav)).toEqual(['NOVE_WEB']);
    listCapacity.queries = 0;
    expect((await list(oznamenia, Y2)).body.totalElements).toBe(1);
    expect(listCapacity.queries).toBe(0); // unchanged year: served from the cache
    expect((await api.call('PUT', `${IS}/oznamenie/${o.uuid}/assign`, { cookie: oznamenia })).status).toBe(204);
    expect((await list(oznamenia, Y2)).body.oznamenieList.map((r) => r.stav)).toEqual(['PRIRADENE']);
    expect(listCapacity.queries).toBe(1);
  });

  it('rejects from after to', async () => {
    expect((await list(oznamenia, { from: '2020-02-01', to: '2020-01-01' })).status).toBe(400);
  });

  it('exports the filtered list as CSV with a BOM and Slovak headers, only with VYHODNOCOVANIE_UDAJOV', async () => {
    const res = await api.call('POST', `${IS}/oznamenia/export-csv?sortBy=poskodenyMeno&sortDirection=ASC`, { cookie: analytik, body: { ...inYear, states: ['NOVE_WEB'] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="oznamenia-\d{4}-\d{2}-\d{2}\.csv"/);
    // fetch's text() drops the byte-order mark: read the raw bytes
    const raw = await fetch(`${api.origin}${IS}/oznamenia/export-csv`, {
      method: 'POST',
      headers: { cookie: analytik, origin: api.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...inYear, states: ['NOVE_WEB'] }),
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Kód;Stav;Dátum oznámenia;Dátum vzniku škody;Poškodený;Škodová udalosť');
    expect(lines).toHaveLength(1 + rows.filter((r) => r.stav === 'NOVE_WEB').length);
    expect(lines[1].split(';')[1]).toBe('NOVÉ-WEB');
    expect((await api.call('POST', `${IS}/oznamenia/export-csv`, { cookie: oznamenia, body: {} })).status).toBe(403);
  });
});

/** The PUT body of the detail form for a stored notification, with changes. */
const form = (o: OznamenieItem, change: Record<string, unknown> = {}) => ({
  datumOznamenia: o.datumOznamenia,
  datumVznikuSkody: o.datumVznikuSkody,
  typSkody: o.typSkody,
  popisSkody: o.popisSkody,
  popisLokality: o.popisLokality,
  doplnkoveKontaktneInformacie: o.doplnkoveKontaktneInformacie,
  lokalitaGpsSirka: o.lokalitaGpsSirka ?? null,
  lokalitaGpsDlzka: o.lokalitaGpsDlzka ?? null,
  uzemnePrislusnePracovisko: o.uzemnePrislusnePracoviskoId ?? null,
  version: o.version,
  ...change,
});

describe('create and save', () => {
  it('creates an internal notification in ROZPRACOVANE that the list finds', async () => {
    const res = await api.call<{ uuid: string }>('POST', `${IS}/oznamenia/create`, { cookie: oznamenia });
    expect(res.status).toBe(200);
    const d = await detail(res.body.uuid);
    expect(d.body).toMatchObject({ oznamenieStav: 'ROZPRACOVANE', isFromWeb: false, datumOznamenia: todayIso(), version: 1, uzemnePrislusnePracovisko: null });
    // no damage type is guessed: staff choose it, 'Priradiť' insists on it
    expect(d.body.typSkody).toBeUndefined();
    const found = await list(oznamenia, { from: todayIso(), states: ['ROZPRACOVANE'] });
    expect(found.body.oznamenieList.map((r) => r.uuid)).toContain(res.body.uuid);
    expect((await api.call('POST', `${IS}/oznamenia/create`, { cookie: skody })).status).toBe(403);
  });

  it('saves the form, bumps the version and keeps the workplace reference count; a stale version gets 409 and changes nothing', async () => {
    const o = await factory({ stav: 'ROZPRACOVANE', isFromWeb: false, uzemnePrislusnePracoviskoId: undefined });
    const before = (await organizaciaRepo.get(sop[2].uuid))?.pocetReferencii ?? 0;
    const res = await api.call<OznamenieDetail>('PUT', `${IS}/oznamenie/${o.uuid}`, {
      cookie: oznamenia,
      body: form(o, { popisSkody: 'Vlk strhol ovcu.', uzemnePrislusnePracovisko: sop[2].uuid, lokalitaGpsSirka: 48.1, lokalitaGpsDlzka: 19.2 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ popisSkody: 'Vlk strhol ovcu.', version: 2, lokalitaGpsSirka: 48.1, uzemnePrislusnePracovisko: { uuid: sop[2].uuid } });
    expect((await organizaciaRepo.get(sop[2].uuid))?.pocetReferencii).toBe(before + 1);

    const stale = await api.call('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body: form(o, { popisSkody: 'Iný text' }) });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ generalErrors: [ERROR_TEXTS.conflict], fieldErrors: [] });
    expect((await detail(o.uuid)).body.popisSkody).toBe('Vlk strhol ovcu.');
  });

  it('enforces the limits: 1000 characters, no future dates, a valid SOP workplace', async () => {
    const o = await factory({ stav: 'ROZPRACOVANE' });
    const long = await api.call<{ fieldErrors: { fieldName: string }[] }>('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body: form(o, { popisLokality: 'x'.repeat(1001) }) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.map((f) => f.fieldName)).toEqual(['popisLokality']);
    const future = await api.call<{ fieldErrors: { fieldName: string }[] }>('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body: form(o, { datumVznikuSkody: '2999-01-01' }) });
    expect(future.body.fieldErrors.map((f) => f.fieldName)).toEqual(['datumVznikuSkody']);
    const notSop = (await organizaciaRepo.listAll()).find((x) => x.typ !== 'SOP') as OrganizaciaItem;
    const bad = await api.call<{ fieldErrors: { fieldName: string }[] }>('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body: form(o, { uzemnePrislusnePracovisko: notSop.uuid }) });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f) => f.fieldName)).toEqual(['uzemnePrislusnePracovisko']);
  });

  it.each([
    ['PRIRADENE', { uzemnePrislusnePracovisko: 'other' }, 'uzemnePrislusnePracovisko'],
    ['V_RIESENI', { popisSkody: 'zmena' }, 'popisSkody'],
    ['SETRENIE_UKONCENE', { typSkody: 'RYBY' }, 'typSkody'],
    ['ZRUSENE', { doplnkoveKontaktneInformacie: 'zmena' }, 'doplnkoveKontaktneInformacie'],
  ] as const)('refuses to change a locked field in %s with 400 naming it', async (stav, change, field) => {
    const o = await factory({ stav });
    const body = form(o, 'uzemnePrislusnePracovisko' in change ? { uzemnePrislusnePracovisko: sop[3].uuid } : change);
    const res = await api.call<{ fieldErrors: { fieldName: string }[] }>('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.map((f) => f.fieldName)).toEqual([field]);
  });

  it('lets contact info change in V_RIESENI and SETRENIE_UKONCENE', async () => {
    for (const stav of ['V_RIESENI', 'SETRENIE_UKONCENE'] as const) {
      const o = await factory({ stav });
      const res = await api.call<OznamenieDetail>('PUT', `${IS}/oznamenie/${o.uuid}`, { cookie: oznamenia, body: form(o, { doplnkoveKontaktneInformacie: 'Volať večer.' }) });
      expect(res.status).toBe(200);
      expect(res.body.doplnkoveKontaktneInformacie).toBe('Volať večer.');
    }
  });
});

describe('actions per state', () => {
  const expected: Record<string, readonly OznamenieStav[]> = {
    assign: ['NOVE_WEB', 'ROZPRACOVANE'],
    cancel: ['NOVE_WEB', 'PRIRADENE'],
    discard: ['ROZPRACOVANE'],
    'zmenit-priradenie': ['PRIRADENE'],
  };
  const call = (action: string, uuid: string) =>
    action === 'discard'
      ? api.call('DELETE', `${IS}/oznamenie/${uuid}`, { cookie: oznamenia })
      : api.call('PUT', `${IS}/oznamenie/${uuid}/${action}`, { cookie: oznamenia, body: action === 'zmenit-priradenie' ? { uzemnePrislusnePracoviskoId: sop[4].uuid } : undefined });
  const after: Record<string, OznamenieStav | null> = { assign: 'PRIRADENE', cancel: 'ZRUSENE', discard: null, 'zmenit-priradenie': 'PRIRADENE' };

  for (const action of Object.keys(expected)) {
    for (const stav of OZNAMENIE_STAVY) {
      const allowed = expected[action].includes(stav);
      it(`${action} in ${stav} → ${allowed ? 204 : 400}`, async () => {
        const o = await factory({ stav });
        const res = await call(action, o.uuid);
        expect(res.status).toBe(allowed ? 204 : 400);
        const d = await detail(o.uuid);
        if (!allowed) expect(d.body.oznamenieStav).toBe(stav);
        else if (after[action] === null) expect(d.status).toBe(404);
        else expect(d.body.oznamenieStav).toBe(after[action]);
      });
    }
  }

  it('assign needs a workplace; change of assignment moves the reference count', async () => {
    const o = await factory({ stav: 'NOVE_WEB', uzemnePrislusnePracoviskoId: undefined });
    const res = await api.call<{ fieldErrors: { fieldName: string }[] }>('PUT', `${IS}/oznamenie/${o.uuid}/assign`, { cookie: oznamenia });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].fieldName).toBe('uzemnePrislusnePracovisko');

    // an internal notification without a damage type: both missing fields named, nothing changes
    const created = (await api.call<{ uuid: string }>('POST', `${IS}/oznamenia/create`, { cookie: oznamenia })).body.uuid;
    const both = await api.call<{ fieldErrors: { fieldName: string; message: string }[] }>('PUT', `${IS}/oznamenie/${created}/assign`, { cookie: oznamenia });
    expect(both.status).toBe(400);
    expect(both.body.fieldErrors).toEqual([
      { fieldName: 'typSkody', message: 'Pred priradením vyberte typ škody.' },
      { fieldName: 'uzemnePrislusnePracovisko', message: 'Pred priradením vyberte územne príslušné pracovisko.' },
    ]);
    expect((await detail(created)).body).toMatchObject({ oznamenieStav: 'ROZPRACOVANE', version: 1 });
    const c = (await oznamenieRepo.get(created)) as OznamenieItem;
    const saved = await api.call('PUT', `${IS}/oznamenie/${created}`, { cookie: oznamenia, body: form(c, { typSkody: 'RYBY', uzemnePrislusnePracovisko: sop[5].uuid }) });
    expect(saved.status).toBe(200);
    expect((await api.call('PUT', `${IS}/oznamenie/${created}/assign`, { cookie: oznamenia })).status).toBe(204);

    const p = await factory({ stav: 'PRIRADENE', uzemnePrislusnePracoviskoId: sop[5].uuid });
    const [a0, b0] = [(await organizaciaRepo.get(sop[5].uuid))?.pocetReferencii ?? 0, (await organizaciaRepo.get(sop[6].uuid))?.pocetReferencii ?? 0];
    expect((await api.call('PUT', `${IS}/oznamenie/${p.uuid}/zmenit-priradenie`, { cookie: oznamenia, body: { uzemnePrislusnePracoviskoId: sop[6].uuid } })).status).toBe(204);
    expect((await detail(p.uuid)).body.uzemnePrislusnePracovisko?.uuid).toBe(sop[6].uuid);
    expect((await organizaciaRepo.get(sop[5].uuid))?.pocetReferencii).toBe(a0 - 1);
    expect((await organizaciaRepo.get(sop[6].uuid))?.pocetReferencii).toBe(b0 + 1);
    const bad = await api.call('PUT', `${IS}/oznamenie/${p.uuid}/zmenit-priradenie`, { cookie: oznamenia, body: { uzemnePrislusnePracoviskoId: randomUUID() } });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown notification and 403 to EVIDENCIA_SKOD for actions', async () => {
    expect((await api.call('PUT', `${IS}/oznamenie/${randomUUID()}/assign`, { cookie: oznamenia })).status).toBe(404);
    const o = await factory();
    expect((await api.call('PUT', `${IS}/oznamenie/${o.uuid}/assign`, { cookie: skody })).status).toBe(403);
    expect((await api.call('PUT', `${IS}/oznamenie/${o.uuid}/zmenit-priradenie`, { cookie: spravca, body: { uzemnePrislusnePracoviskoId: sop[1].uuid } })).status).toBe(400);
  });
});

describe('web data', () => {
  it('keeps the web data as submitted after staff edits; internal notifications have none', async () => {
    const o = await factory({ stav: 'NOVE_WEB' });
    await api.call('PUT', `${IS}/oznamenie/${o.uuid}`, {
      cookie: oznamenia,
      body: { datumOznamenia: o.datumOznamenia, datumVznikuSkody: o.datumVznikuSkody, typSkody: 'RYBY', popisSkody: 'Zmenené', uzemnePrislusnePracovisko: o.uzemnePrislusnePracoviskoId, version: 1 },
    });
    const web = await api.call<{ webOznamenieDetail: { popisSkody: string } }>('GET', `${IS}/data-from-web/${o.uuid}`, { cookie: skody });
    expect(web.status).toBe(200);
    expect(web.body.webOznamenieDetail.popisSkody).toBe('Medveď zničil úle.');
    const internal = await factory({ isFromWeb: false });
    expect((await api.call('GET', `${IS}/data-from-web/${internal.uuid}`, { cookie: skody })).status).toBe(404);
  });
});

describe('PDF export', () => {
  it('exports a PRIRADENE notification as an A4 PDF with Slovak text and the photo; refuses NOVE_WEB, ROZPRACOVANE, ZRUSENE', async () => {
    const uuid = randomUUID();
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#357' } }).jpeg().toBuffer();
    const fileId = randomUUID();
    const foto: FotografiaItem = {
      fileId,
      thumbnailId: randomUUID(),
      meno: 'úľ.jpg',
      contentType: 'image/jpeg',
      velkost: bytes.length,
      datumPridania: new Date().toISOString(),
      s3Key: `oznamenia/${uuid}/fotografie/${fileId}.jpg`,
      thumbnailS3Key: `oznamenia/${uuid}/nahlady/${fileId}.jpg`,
    };
    await putObjectBytes(foto.s3Key, bytes, 'image/jpeg');
    await putObjectBytes(foto.thumbnailS3Key, bytes, 'image/jpeg');
    const o = await factory({ uuid, stav: 'PRIRADENE', typSkody: 'POLNE_PLODINY', popisSkody: 'Diviaky rozryli ľan a ďatelinu.', poskodenyMeno: 'Ľubomír Šťastný', lokalitaGpsSirka: 48.73, lokalitaGpsDlzka: 19.45 }, [foto]);

    const res = await fetch(`${api.origin}${IS}/oznamenie/${o.uuid}/export`, { headers: { cookie: skody } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="oznamenie-${o.kod}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'ozn-pdf-'));
    writeFileSync(path.join(dir, 'o.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'o.pdf'), '-'], { encoding: 'utf8' });
    for (const t of [`Oznámenie o škode ${o.kod}`, 'Poľné plodiny', 'Diviaky rozryli ľan a ďatelinu.', 'Ľubomír Šťastný', 'PRIRADENÉ', '48,73; 19,45', 'úľ.jpg']) expect(text).toContain(t);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path.join(dir, 'o.pdf')], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    for (const stav of ['NOVE_WEB', 'ROZPRACOVANE', 'ZRUSENE'] as const) {
      const other = await factory({ stav });
      expect((await api.call('GET', `${IS}/oznamenie/${other.uuid}/export`, { cookie: skody })).status).toBe(400);
    }
  });
});

describe('e-mail to the workplace', () => {
  it('mails active staff of the workplace who want new-notification mails when a notification is assigned to it', async () => {
    const user = (await pouzivatelRepo.findByLogin('oznamenia')) as NonNullable<Awaited<ReturnType<typeof pouzivatelRepo.findByLogin>>>;
    await pouzivatelRepo.updateNastavenia(user, user.version, { opravnenia: user.opravnenia, notifikaciaNoveOznamenie: true, notifikaciaNovaSkodovaUdalost: false }, 'test');
    const o = await factory({ stav: 'NOVE_WEB', uzemnePrislusnePracoviskoId: user.organizacieUuids[0] });
    expect((await api.call('PUT', `${IS}/oznamenie/${o.uuid}/assign`, { cookie: oznamenia })).status).toBe(204);
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).filter((m) => m.includes(o.kod));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(mails[0]).toContain(`/is/oznamenia/${o.uuid}`);
  });
});

