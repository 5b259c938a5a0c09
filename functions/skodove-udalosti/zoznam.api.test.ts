/**
 * The damage-event list, its CSV export and 'Nová šk. udalosť' (spec part 2 §2, §3, §6, §7),
 * on the shared per-year row machinery: filters with their 'without' options, sorts, paging, deadline
 * flags, malformed input, rights, the per-year row counters.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { SkodovaUdalostDetail, SkodoveUdalostiPage } from '@shared/api/skodove-udalosti';
import { lehotyUdalosti } from '@shared/domain/lehoty';
import { fileTestApi } from '../../scripts/test/api-harness';
import { expectYearPageOne } from '../../scripts/test/year-list';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { keys } from '../data/keys';
import { type OrganizaciaItem, organizaciaRepo } from '../data/organizacia-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import { transactWrite } from '../data/transaction';
import { listCapacity } from '../data/year-rows';
import { dynamo, tableName } from '../lib/clients';

const IS = '/api/is';
const api = fileTestApi();
let skody: string;
let oznamenia: string;
let spravca: string;
let analytik: string;
let sop: OrganizaciaItem[];
let medved: string;
let vlk: string;
const okresA = randomUUID();
const okresB = randomUUID();
const kuA = randomUUID();
const kuB = randomUUID();

beforeAll(async () => {
  [skody, oznamenia, spravca, analytik] = await Promise.all(['skody', 'oznamenia', 'spravca', 'analytik'].map((l) => api.sessionCookie(l)));
  sop = (await organizaciaRepo.listAll()).filter((o) => o.typ === 'SOP' && o.platnost);
  const povodcovia = await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true });
  medved = povodcovia.find((p) => p.kod === 'MEDVED_HNEDY')?.uuid as string;
  vlk = povodcovia.find((p) => p.label.startsWith('vlk'))?.uuid as string;
});

/** An event written straight to the table with the repository's create actions (record + list row + counter). */
async function event(o: Partial<SkodovaUdalostItem> & { stavOd?: string; zaverecneStanovisko?: { povodcaSkodyId?: string } } = {}): Promise<SkodovaUdalostItem> {
  const uuid = randomUUID();
  const item = {
    uuid,
    kod: `SU-T-${uuid.slice(0, 8)}`,
    stav: 'V_SETRENI',
    datumOznamenia: '2011-06-02',
    datumVznikuSkody: '2011-06-01',
    typSkody: 'DOMESTIKOVANY_ZIVOCICH',
    komisia: [],
    pocetPredmetovSkody: 0,
    createdAt: new Date().toISOString(),
    stavOd: new Date().toISOString(),
    version: 1,
    ...o,
  } as SkodovaUdalostItem;
  await transactWrite(skodovaUdalostRepo.newItems(item));
  return item;
}

const list = (cookie: string, filter: Record<string, unknown> = {}, query = '') =>
  api.call<SkodoveUdalostiPage>('POST', `${IS}/skodove-udalosti${query}`, { cookie, body: filter });

const counter = async (year: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.skodoveUdalostiRok(year), ConsistentRead: true }))).Item;

describe('damage-event list', () => {
  // a year of its own so that events of other tests do not interfere
  const inYear = { from: '2011-01-01', to: '2011-12-31' };
  let rows: SkodovaUdalostItem[];
  beforeAll(async () => {
    rows = [];
    const mena = ['Čierny Peter', 'Cyril Novák', 'Dávid Šťastný', 'Ľubomír Šťastný', 'Adam Horváth'];
    const stavy = ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'] as const;
    for (let i = 0; i < 25; i++) {
      rows.push(
        await event({
          datumVznikuSkody: `2011-0${1 + (i % 9)}-1${i % 10}`,
          casVznikuSkody: i % 2 ? `0${i % 10}:15` : undefined,
          datumOznamenia: `2011-0${1 + (i % 9)}-${i % 3 === 0 ? '28' : `1${i % 10}`}`,
          stav: stavy[i % 5],
          poskodenyMeno: mena[i % 5],
          uzemnePrislusnaSopId: i % 4 === 0 ? undefined : sop[i % 2].uuid,
          predmetSkodyList: i % 3 === 0 ? [] : i % 3 === 1 ? ['OVCE'] : ['OVCE', 'HOVADZI_DOBYTOK'],
          okresIds: i % 5 === 0 ? [] : [i % 2 ? okresA : okresB],
          katastralneUzemieIds: i % 5 === 0 ? [] : [i % 2 ? kuA : kuB],
          kataster: i % 5 === 0 ? undefined : i % 2 ? 'Čierny Balog' : 'Brezno',
          zaverecneStanovisko: i % 4 === 1 ? {} : { povodcaSkodyId: i % 2 ? medved : vlk },
        }),
      );
    }
  });

  it('pages 20 rows 1-based by damage date and time DESC; a year sorted by date reads one partition, the total from its counter', async () => {
    const { page: p1, dates } = await expectYearPageOne({
      capacity: listCapacity,
      request: () => list(skody, inYear),
      rows: (p) => p.skodovaUdalostList,
      date: (r) => r.datumACasVznikuSkody,
    });
    expect(dates.some((d) => /T\d{2}:15$/.test(d))).toBe(true);
    expect(Object.keys(p1.skodovaUdalostList[0]).sort()).toEqual(
      expect.arrayContaining(['datumACasVznikuSkody', 'kod', 'lehoty', 'predmetSkodyList', 'stav', 'uuid']),
    );
    expect((await list(skody, inYear, '?page=2')).body.skodovaUdalostList).toHaveLength(5);
    expect((await list(skody, inYear, '?page=abc')).body.number).toBe(1);
    expect((await list(skody, inYear, '?page=0')).body.number).toBe(1);
    expect((await list(skody, inYear, '?page=9')).body.skodovaUdalostList).toEqual([]);
    const asc = await list(skody, inYear, '?sortBy=datumACasVznikuSkody&sortDirection=ASC');
    expect(asc.body.skodovaUdalostList[0].datumACasVznikuSkody.slice(0, 10)).toBe([...rows].map((r) => r.datumVznikuSkody).sort()[0]);
  });

  it('filters each field with its "without" option (chosen values OR none)', async () => {
    const total = async (f: Record<string, unknown>) => {
      const res = await list(skody, { ...inYear, ...f });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.totalElements;
    };
    const count = (p: (r: SkodovaUdalostItem) => boolean) => rows.filter(p).length;
    expect(await total({ predmetSkody: ['HOVADZI_DOBYTOK'] })).toBe(count((r) => Boolean(r.predmetSkodyList?.includes('HOVADZI_DOBYTOK'))));
    expect(await total({ withoutPredmetSkody: true })).toBe(count((r) => !r.predmetSkodyList?.length));
    expect(await total({ predmetSkody: ['HOVADZI_DOBYTOK'], withoutPredmetSkody: true })).toBe(
      count((r) => !r.predmetSkodyList?.length || r.predmetSkodyList.includes('HOVADZI_DOBYTOK')),
    );
    const pov = (r: SkodovaUdalostItem) => (r as { zaverecneStanovisko?: { povodcaSkodyId?: string } }).zaverecneStanovisko?.povodcaSkodyId;
    expect(await total({ povodcaSkody: [medved] })).toBe(count((r) => pov(r) === medved));
    expect(await total({ povodcaSkody: [vlk], withoutPovodcaSkody: true })).toBe(count((r) => pov(r) === vlk || !pov(r)));
    expect(await total({ okres: [okresA] })).toBe(count((r) => Boolean(r.okresIds?.includes(okresA))));
    expect(await total({ withoutOkres: true })).toBe(count((r) => !r.okresIds?.length));
    expect(await total({ katastralneUzemie: [kuB], withoutKatastralneUzemie: true })).toBe(count((r) => !r.katastralneUzemieIds?.length || r.katastralneUzemieIds.includes(kuB)));
    expect(await total({ uzemnePrislusnePracovisko: [sop[1].uuid] })).toBe(count((r) => r.uzemnePrislusnaSopId === sop[1].uuid));
    expect(await total({ withoutUzemnePrislusnePracovisko: true })).toBe(count((r) => !r.uzemnePrislusnaSopId));
    expect(await total({ okres: [okresA], withoutPredmetSkody: true })).toBe(count((r) => Boolean(r.okresIds?.includes(okresA)) && !r.predmetSkodyList?.length));
  });

  it('searches the injured party by words, ignoring case and diacritics; the text is trimmed and at most 255 characters', async () => {
    const res = await list(skody, { ...inYear, poskodeny: '  stastny   LUBO ' });
    expect(res.body.totalElements).toBe(5);
    expect(new Set(res.body.skodovaUdalostList.map((r) => r.poskodeny))).toEqual(new Set(['Ľubomír Šťastný']));
    const tooLong = await list(skody, { ...inYear, poskodeny: 'x'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as unknown as ErrorBody).fieldErrors[0]).toMatchObject({ fieldName: 'poskodeny', message: 'Maximálna dĺžka je 255 znakov.' });
  });


  it('finds an event by its code (SU-…) with the same search text, whole or in part, case ignored; the row carries the code', async () => {
    const target = rows[7];

    const whole = await list(skody, { ...inYear, poskodeny: target.kod.toLowerCase() });
    const withName = await list(skody, { ...inYear, poskodeny: `${target.kod.slice(-8)} ${target.poskodenyMeno?.split(' ')[0]}` });
    const otherName = await list(skody, { ...inYear, poskodeny: `${target.kod} Horváth` });

    expect(whole.body.skodovaUdalostList.map((r) => r.kod)).toEqual([target.kod]);
    expect(withName.body.skodovaUdalostList.map((r) => r.kod)).toEqual([target.kod]);
    expect(otherName.body.totalElements).toBe(0);
  });
  it('sorts every column in Slovak collation (C < Č < D), also given as "field,dir"; unknown sort → default', async () => {
    const order = async (q: string, pick: (r: SkodoveUdalostiPage['skodovaUdalostList'][number]) => string | undefined) => {
      const res = await list(skody, inYear, q);
      expect(res.status).toBe(200);
      return [...new Set(res.body.skodovaUdalostList.map(pick))];
    };
    expect(await order('?sortBy=poskodeny&sortDirection=ASC', (r) => r.poskodeny)).toEqual(['Adam Horváth', 'Cyril Novák', 'Čierny Peter', 'Dávid Šťastný']);
    expect((await order('?sort=poskodeny,desc', (r) => r.poskodeny))[0]).toBe('Ľubomír Šťastný');
    expect(await order('?sortBy=kataster&sortDirection=ASC', (r) => r.kataster)).toEqual([undefined, 'Brezno', 'Čierny Balog']);
    expect(await order('?sortBy=kataster&sortDirection=DESC', (r) => r.kataster)).toEqual(['Čierny Balog', 'Brezno']);
    expect(await order('?sortBy=stav&sortDirection=ASC', (r) => r.stav)).toEqual(['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST']);
    expect(await order('?sortBy=predmetSkody&sortDirection=ASC', (r) => r.predmetSkodyList.join('+'))).toEqual(['', 'OVCE+HOVADZI_DOBYTOK', 'OVCE']);
    const povodca = await order('?sortBy=povodcaSkody&sortDirection=DESC', (r) => r.povodcaSkody);
    expect(povodca).toEqual(['vlk dravý (Canis lupus)', 'medveď hnedý (Ursus arctos)', undefined].filter((x) => povodca.includes(x)));
    expect(povodca[0]).toMatch(/^vlk/);
    // an unknown column is refused, as in every staff list
    const unknown = await list(skody, inYear, '?sortBy=nic');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('"fieldName":"sortBy"');
  });

  it("flags 'po termíne' (notification after 48 h or too long in one state) and filters on it", async () => {
    const late = await list(skody, { ...inYear, poTermine: true });
    const expected = rows.filter((r) => lehotyUdalosti(r).poTermine);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((r) => r.datumOznamenia > r.datumVznikuSkody)).toBe(true);
    expect(late.body.totalElements).toBe(expected.length);
    expect(late.body.skodovaUdalostList.every((r) => r.lehoty.poTermine && r.lehoty.oneskoreneOznamenie)).toBe(true);
    // a case in its state longer than the limit
    const old = await event({ datumVznikuSkody: '2012-02-02', datumOznamenia: '2012-02-02', stav: 'ROZPRACOVANA', createdAt: '2012-02-02T08:00:00Z', stavOd: undefined });
    const flagged = (await list(skody, { from: '2012-01-01', to: '2012-12-31', poTermine: true })).body.skodovaUdalostList;
    expect(flagged.map((r) => r.uuid)).toEqual([old.uuid]);
    expect(flagged[0].lehoty).toMatchObject({ dlhoVStave: true, oneskoreneOznamenie: false, poTermine: true });
    expect(flagged[0].lehoty.dniOtvorenia).toBeGreaterThan(1000);
    // a fresh case in its first state, reported the same day, is in time
    const fresh = await event({ datumVznikuSkody: '2012-03-03', datumOznamenia: '2012-03-03', stav: 'ROZPRACOVANA' });
    const y12 = await list(skody, { from: '2012-01-01', to: '2012-12-31' });
    expect(y12.body.skodovaUdalostList.find((r) => r.uuid === fresh.uuid)?.lehoty).toEqual({ dniOtvorenia: 0, oneskoreneOznamenie: false, dlhoVStave: false, poTermine: false });
  });

  it('answers malformed filters with 400 and Slovak field errors', async () => {
    const bad = async (f: Record<string, unknown>, field: string) => {
      const res = await list(skody, f);
      expect(res.status, JSON.stringify(f)).toBe(400);
      expect((res.body as unknown as ErrorBody).fieldErrors.map((e) => e.fieldName).join(','), JSON.stringify(f)).toContain(field);
    };
    await bad({ from: '2020-02-01', to: '2020-01-01' }, 'from');
    await bad({ from: '2020-02-30' }, 'from');
    await bad({ predmetSkody: ['KONE'] }, 'predmetSkody');
    await bad({ okres: ['nie-uuid'] }, 'okres');
    await bad({ withoutOkres: 'ano' }, 'withoutOkres');
  });

  it('is for EVIDENCIA_SKOD only', async () => {
    expect((await list(oznamenia, inYear)).status).toBe(403);
    expect((await list(analytik, inYear)).status).toBe(403);
  });

  it('keeps each year’s row count in its counter through create, save and discard', async () => {
    const before = Number((await counter('2013'))?.n ?? 0);
    const e = await event({ datumVznikuSkody: '2013-05-05', datumOznamenia: '2013-05-05', stav: 'ROZPRACOVANA' });
    expect((await counter('2013'))?.n).toBe(before + 1);
    const moved = await skodovaUdalostRepo.save(e, { ...e, datumVznikuSkody: '2014-01-01' });
    expect((await counter('2013'))?.n).toBe(before);
    expect((await counter('2014'))?.n).toBe(1);
    expect((await list(skody, { from: '2014-01-01', to: '2014-12-31' })).body.skodovaUdalostList.map((r) => r.uuid)).toEqual([e.uuid]);
    await skodovaUdalostRepo.remove(moved);
    expect((await counter('2014'))?.n).toBe(0);
    expect((await list(skody, { from: '2014-01-01', to: '2014-12-31' })).body.totalElements).toBe(0);
  });
});

describe('counters written before the row count existed', () => {
  it('are counted in place once (conditional on v), then the count is kept by the writes', async () => {
    const e = await event({ datumVznikuSkody: '2009-04-04', datumOznamenia: '2009-04-04' });
    await event({ datumVznikuSkody: '2009-05-05', datumOznamenia: '2009-05-05' });
    // the counter as the notification list wrote it before: only v
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.skodoveUdalostiRok('2009'), v: 7 } }));
    listCapacity.queries = 0;
    expect((await list(skody, { from: '2009-01-01', to: '2009-12-31' })).body.totalElements).toBe(2);
    expect(listCapacity.queries).toBe(1);
    expect(await counter('2009')).toMatchObject({ v: 7, n: 2, c: true });
    await skodovaUdalostRepo.remove(e);
    expect(await counter('2009')).toMatchObject({ v: 8, n: 1, c: true });
    expect((await list(skody, { from: '2009-01-01', to: '2009-12-31' })).body.totalElements).toBe(1);
  });
});

describe('CSV export of the event list', () => {
  it('exports the filtered, sorted list with a BOM, ";" and Slovak headers, only with VYHODNOCOVANIE_UDAJOV', async () => {
    const res = await api.call('POST', `${IS}/skodove-udalosti/export-csv?sortBy=poskodeny&sortDirection=ASC`, {
      cookie: analytik,
      body: { from: '2011-01-01', to: '2011-12-31', predmetSkody: ['OVCE'] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="skodove-udalosti-\d{4}-\d{2}-\d{2}\.csv"/);
    const raw = await fetch(`${api.origin}${IS}/skodove-udalosti/export-csv?sortBy=poskodeny&sortDirection=ASC`, {
      method: 'POST',
      headers: { cookie: analytik, origin: api.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '2011-01-01', to: '2011-12-31', predmetSkody: ['OVCE'] }),
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Kód;Kataster;Dátum vzniku škody;Stav;Poškodený;Predmet škody;Pôvodca škody;Otvorená (dni);Po termíne');
    expect(lines.length - 1).toBeGreaterThan(10);
    const names = lines.slice(1).map((l) => l.split(';')[4]);
    expect(names[0]).toBe('Adam Horváth');
    expect(lines.slice(1).every((l) => l.split(';')[5].includes('Ovce'))).toBe(true);
    expect(lines.slice(1).some((l) => /;\d{2}\.\d{2}\.2011 \d{2}:15;/.test(l))).toBe(true);
    expect((await api.call('POST', `${IS}/skodove-udalosti/export-csv`, { cookie: skody, body: {} })).status).toBe(403);
    expect((await api.call('POST', `${IS}/skodove-udalosti/export-csv`, { cookie: analytik, body: { from: 'x' } })).status).toBe(400);
  });
});

describe("'Nová šk. udalosť'", () => {
  it('creates an event in ROZPRACOVANA without a notification, by the caller, with the caller’s ŠOP workplace; it is listed at once', async () => {
    const res = await api.call<{ uuid: string }>('POST', `${IS}/skodove-udalosti/create`, { cookie: spravca });
    expect(res.status).toBe(200);
    const detail = await api.call<SkodovaUdalostDetail>('GET', `${IS}/skodove-udalosti/${res.body.uuid}`, { cookie: spravca });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ stav: 'ROZPRACOVANA', pocetPredmetovSkody: 0, komisia: [] });
    expect(detail.body.oznamenieId).toBeUndefined();
    // no damage type until staff choose one: a default would reach the statistics unnoticed
    expect(detail.body.typSkody).toBeUndefined();
    expect(detail.body.vytvorilPouzivatel).toBeTruthy();
    const user = await pouzivatelRepo.findByLogin('spravca');
    const own = (await organizaciaRepo.getMany(user?.organizacieUuids ?? [])).filter((o) => o.typ === 'SOP' && o.platnost);
    expect(detail.body.uzemnePrislusnaSop?.uuid).toBe(own.sort((a, b) => (user?.organizacieUuids ?? []).indexOf(a.uuid) - (user?.organizacieUuids ?? []).indexOf(b.uuid))[0]?.uuid);
    const listed = await list(spravca, {});
    expect(listed.body.skodovaUdalostList.map((r) => r.uuid)).toContain(res.body.uuid);
  });

  it('needs EVIDENCIA_OZNAMENI and EVIDENCIA_SKOD together', async () => {
    expect((await api.call('POST', `${IS}/skodove-udalosti/create`, { cookie: skody })).status).toBe(403);
    expect((await api.call('POST', `${IS}/skodove-udalosti/create`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('POST', `${IS}/skodove-udalosti/create`)).status).toBe(401);
  });
});
