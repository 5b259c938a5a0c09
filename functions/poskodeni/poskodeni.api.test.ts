import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import type { HistoriaResponse, PoskodeniListResponse, PoskodenyBody, PoskodenyDetail } from '@shared/api/poskodeni';
import { fileTestApi } from '../../scripts/test/api-harness';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { transactWrite } from '../data/transaction';

const IS = '/api/is';
const api = fileTestApi();
let cookie: string;
let stat: string;
let obec: { uuid: string; label: string };

beforeAll(async () => {
  cookie = await api.sessionCookie('oznamenia');
  const c = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=OBEC,STAT');
  const lists = Object.fromEntries(c.body.map((l) => [l.type, l.values]));
  stat = (lists.STAT.find((s) => /Slovensk/.test(s.label)) ?? lists.STAT[0]).uuid;
  obec = lists.OBEC[0];
});

/** A notification without an injured party, written straight to the store (small factory). */
async function notification(): Promise<string> {
  const uuid = randomUUID();
  const today = new Date().toISOString().slice(0, 10);
  await transactWrite(
    oznamenieRepo.newItems(
      {
        uuid,
        kod: `OZN-TEST-${uuid.slice(0, 8)}`,
        stav: 'NOVE_WEB',
        isFromWeb: true,
        datumOznamenia: today,
        datumVznikuSkody: today,
        typSkody: 'VCELY',
        hasPoskodeny: false,
        createdAt: new Date().toISOString(),
        version: 1,
      },
      { webOznamenieDetail: {}, poskodeny: {}, prijate: new Date().toISOString() },
      [],
    ),
  );
  return uuid;
}

type Res = PoskodenyDetail & ErrorBody;
const fo = (over: Partial<PoskodenyBody> = {}): PoskodenyBody => ({
  typSubjektu: 'FO',
  meno: 'Ľubomír',
  priezvisko: 'Šťastný',
  datumNarodenia: '1970-04-01',
  email: 'lubo@example.sk',
  telefonneCislo: '00421 905 123 456',
  gdprSuhlas: true,
  datumSuhlasu: '2026-01-10',
  adresa: { obecId: obec.uuid, statId: stat, ulica: 'Hlavná', supisneCislo: '1' },
  ...over,
});
const po = (over: Partial<PoskodenyBody> = {}): PoskodenyBody => ({
  typSubjektu: 'PO',
  ico: '87654321',
  obchodneMeno: 'Včelárstvo Medovník s.r.o.',
  nazovPrevadzky: 'Včelín Pod Hájom',
  email: 'info@medovnik.sk',
  adresa: { obecId: obec.uuid, statId: stat },
  ...over,
});
const create = async (body: unknown, oznamenieId?: string) =>
  api.call<Res>('POST', `${IS}/oznamenie/${oznamenieId ?? (await notification())}/vytvorit-poskodeneho`, { cookie, body });
const search = (text: string, c = cookie) => api.call<PoskodeniListResponse & ErrorBody>('GET', `${IS}/poskodeni?searchTokens=${encodeURIComponent(text)}`, { cookie: c });
const fieldNames = (r: { body: ErrorBody }) => r.body.fieldErrors.map((f) => f.fieldName);

describe('injured party search', () => {
  let lubo: PoskodenyDetail;
  beforeAll(async () => {
    lubo = (await create(fo({ meno: 'Ľubomír', priezvisko: 'Hľadaný' }))).body;
  });

  it('ignores case and diacritics: "lubomir hladany" and "LUBOMÍR HĽAD" find Ľubomír Hľadaný', async () => {
    for (const text of ['lubomir hladany', 'LUBOMÍR HĽAD', '  hladany   lub ']) {
      const res = await search(text);
      expect(res.status, text).toBe(200);
      expect(res.body.poskodenyList.map((p) => p.uuid), text).toContain(lubo.uuid);
    }
  });

  it('needs every token: a second word that matches nothing finds nothing', async () => {
    const res = await search('lubomir hladany nikto');
    expect(res.body.poskodenyList).toEqual([]);
    expect(res.body.truncated).toBe(false);
  });

  it('matches business names, premises names, IČO and municipality', async () => {
    const firma = (await create(po({ ico: '11223344', obchodneMeno: 'Pastierstvo Ďumbier', nazovPrevadzky: 'Salaš Čertovica' }))).body;
    const obecWord = obec.label.split(/\s+/)[0];
    for (const text of ['pastierstvo', 'certovica', '112233', `dumbier ${obecWord}`]) {
      expect((await search(text)).body.poskodenyList.map((p) => p.uuid), text).toContain(firma.uuid);
    }
  });

  it('answers 400 with a field error under 3 characters or without a 3-character token, and over 255', async () => {
    for (const text of ['lu', 'ab cd', 'x'.repeat(256)]) {
      const res = await search(text);
      expect(res.status, text).toBe(400);
      expect(fieldNames(res), text).toEqual(['searchTokens']);
    }
  });

  it('is for staff only: 401 anonymous, 403 without the notification/damage rights', async () => {
    expect((await api.call('GET', `${IS}/poskodeni?searchTokens=lubomir`)).status).toBe(401);
    expect((await search('lubomir', await api.sessionCookie('bezprav'))).status).toBe(403);
  });

  it('never gives the public wizard natural persons or their data', async () => {
    await create(fo({ meno: 'Súkromná', priezvisko: 'Osoba', email: 'sukromna@example.sk' }));
    const podnikatel = (await create(po({ typSubjektu: 'FO_PODNIKATEL', ico: '55667788', obchodneMeno: 'Ján Roľník – SHR' }))).body;

    const res = await api.call<{ subjektList: Record<string, unknown>[] }>('GET', '/api/web-oznamenie/subjekty?searchTokens=556677');

    expect(res.status).toBe(200);
    expect(res.body.subjektList.map((s) => s.uuid)).toContain(podnikatel.uuid);
    for (const s of res.body.subjektList) {
      expect(s.typSubjektu).not.toBe('FO');
      for (const k of Object.keys(s)) expect(['uuid', 'typSubjektu', 'ico', 'obchodneMeno', 'nazovPrevadzky', 'adresa']).toContain(k);
    }
    expect(res.text).not.toContain('@');
  });
});

describe('injured party of a notification', () => {
  it('answers 404 while none is assigned, then 204 on assignment and the party afterwards', async () => {
    const existing = (await create(po({ ico: '99887766', obchodneMeno: 'Farma Lúka' }))).body;
    const oznamenie = await notification();
    expect((await api.call('GET', `${IS}/oznamenie/${oznamenie}/poskodeny`, { cookie })).status).toBe(404);

    const assign = await api.call('PUT', `${IS}/oznamenie/${oznamenie}/priradit-poskodeneho`, { cookie, body: { uuid: existing.uuid } });

    expect(assign.status).toBe(204);
    const res = await api.call<Res>('GET', `${IS}/oznamenie/${oznamenie}/poskodeny`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBe(existing.uuid);
    expect(res.body.displayName).toBe('Farma Lúka - Včelín Pod Hájom');
    expect(await oznamenieRepo.get(oznamenie)).toMatchObject({ poskodenyId: existing.uuid, hasPoskodeny: true, poskodenyMeno: 'Farma Lúka - Včelín Pod Hájom' });
  });

  it('answers 404 for an unknown notification and 400 for an unknown party', async () => {
    const unknown = randomUUID();
    expect((await api.call('GET', `${IS}/oznamenie/${unknown}/poskodeny`, { cookie })).status).toBe(404);
    const party = (await create(po())).body;
    expect((await api.call('PUT', `${IS}/oznamenie/${unknown}/priradit-poskodeneho`, { cookie, body: { uuid: party.uuid } })).status).toBe(404);
    const res = await api.call<ErrorBody>('PUT', `${IS}/oznamenie/${await notification()}/priradit-poskodeneho`, { cookie, body: { uuid: unknown } });
    expect(res.status).toBe(400);
    expect(fieldNames(res)).toEqual(['uuid']);
  });

  it('creates a natural person with consent and assigns it in one step', async () => {
    const oznamenie = await notification();

    const res = await create(fo({ titulPredMenom: 'Ing.', titulZaMenom: 'PhD.' }), oznamenie);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ typSubjektu: 'FO', displayName: 'Ing. Ľubomír Šťastný, PhD.', gdprSuhlas: true, datumSuhlasu: '2026-01-10', version: 1 });
    expect(res.body.adresa).toMatchObject({ obecId: obec.uuid, obecName: obec.label, statId: stat });
    expect(res.body.adresa.okresName).toBeTruthy();
    expect((await api.call<Res>('GET', `${IS}/oznamenie/${oznamenie}/poskodeny`, { cookie })).body.uuid).toBe(res.body.uuid);
  });

  it('keeps only the fields of the subject type (a business has no birth date or consent)', async () => {
    const res = await create({ ...po(), meno: 'Ignorované', datumNarodenia: '1980-01-01', gdprSuhlas: true, datumSuhlasu: '2026-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.meno).toBeUndefined();
    expect(res.body.datumNarodenia).toBeUndefined();
    expect(res.body.gdprSuhlas).toBeUndefined();
  });
});

describe('injured party validation (spec part 1 §5)', () => {
  const cases: [string, () => unknown, string][] = [
    ['email is required for a natural person', () => fo({ email: undefined }), 'email'],
    ['email is required for a business', () => po({ email: '' }), 'email'],
    ['email must be valid', () => fo({ email: 'nie-je-email' }), 'email'],
    ['consent is required for a natural person', () => fo({ gdprSuhlas: false }), 'gdprSuhlas'],
    ['consent needs its date', () => fo({ datumSuhlasu: undefined }), 'datumSuhlasu'],
    ['the consent date is not in the future', () => fo({ datumSuhlasu: '2999-01-01' }), 'datumSuhlasu'],
    ['the birth date is not in the future', () => fo({ datumNarodenia: '2999-01-01' }), 'datumNarodenia'],
    ['a natural person needs a first name', () => fo({ meno: '' }), 'meno'],
    ['a natural person needs a last name', () => fo({ priezvisko: undefined }), 'priezvisko'],
    ['a business needs an IČO', () => po({ ico: '' }), 'ico'],
    ['IČO has at most 8 digits', () => po({ ico: '123456789' }), 'ico'],
    ['IČO has digits only', () => po({ ico: '12a45' }), 'ico'],
    ['a business needs its name', () => po({ obchodneMeno: undefined }), 'obchodneMeno'],
    ['names have at most 255 characters', () => fo({ meno: 'a'.repeat(256) }), 'meno'],
    ['premises name has at most 255 characters', () => po({ nazovPrevadzky: 'a'.repeat(256) }), 'nazovPrevadzky'],
    ['poznamka has at most 1000 characters', () => fo({ poznamka: 'a'.repeat(1001) }), 'poznamka'],
    ['street has at most 255 characters', () => fo({ adresa: { statId: stat, obecId: obec.uuid, ulica: 'a'.repeat(256) } }), 'adresa.ulica'],
    ['Slovakia needs a municipality', () => fo({ adresa: { statId: stat } }), 'adresa.obecId'],
    ['the subject type is required', () => ({ ...fo(), typSubjektu: 'X' }), 'typSubjektu'],
  ];
  it.each(cases)('%s', async (_name, body, field) => {
    const res = await create(body());
    expect(res.status).toBe(400);
    expect(fieldNames(res)).toContain(field);
    expect(res.body.fieldErrors.every((f) => /[a-záäčďéíĺľňóôŕšťúýž]/i.test(f.message))).toBe(true);
  });

  it('accepts a poznamka of exactly 1000 characters', async () => {
    expect((await create(fo({ poznamka: 'a'.repeat(1000) }))).status).toBe(200);
  });
});

describe('editing an injured party', () => {
  it('saves with the loaded version, refreshes the name on the notification, and answers 409 to a stale version', async () => {
    const oznamenie = await notification();
    const created = (await create(fo({ meno: 'Peter', priezvisko: 'Pôvodný' }), oznamenie)).body;
    const { uuid, displayName, version, ...rest } = created;

    const ok = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, { cookie, body: { ...rest, priezvisko: 'Nový', version } });
    const stale = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, { cookie, body: { ...rest, priezvisko: 'Tretí', version } });

    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ displayName: 'Peter Nový', version: 2 });
    expect(stale.status).toBe(409);
    expect((await oznamenieRepo.get(oznamenie))?.poskodenyMeno).toBe('Peter Nový');
    expect((await search('peter novy')).body.poskodenyList.map((p) => p.uuid)).toContain(uuid);
    expect((await search('peter povodny')).body.poskodenyList.map((p) => p.uuid)).not.toContain(uuid);
  });

  it('refuses to change the subject type and validates like create', async () => {
    const created = (await create(po())).body;
    const { uuid, displayName, ...rest } = created;
    const typ = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, { cookie, body: { ...rest, typSubjektu: 'FO_PODNIKATEL' } });
    const email = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, { cookie, body: { ...rest, email: '' } });
    expect(typ.status).toBe(400);
    expect(fieldNames(typ)).toEqual(['typSubjektu']);
    expect(fieldNames(email)).toEqual(['email']);
  });

  it('answers 404 for an unknown party', async () => {
    const res = await api.call('PUT', `${IS}/poskodeny/${randomUUID()}/upravit`, { cookie, body: { ...po(), version: 1 } });
    expect(res.status).toBe(404);
  });
});

describe('premises of an IČO', () => {
  it('lists every premises of exactly that IČO, sorted by name', async () => {
    await create(po({ ico: '44440001', obchodneMeno: 'Ovčiareň Hôrka', nazovPrevadzky: 'Salaš B' }));
    await create(po({ ico: '44440001', obchodneMeno: 'Ovčiareň Hôrka', nazovPrevadzky: 'Salaš A' }));
    await create(po({ ico: '44440002', obchodneMeno: 'Iná firma' }));

    const res = await api.call<PoskodeniListResponse>('GET', `${IS}/poskodeni/prevadzky?ico=44440001`, { cookie });

    expect(res.status).toBe(200);
    expect(res.body.poskodenyList.map((p) => p.displayName)).toEqual(['Ovčiareň Hôrka - Salaš A', 'Ovčiareň Hôrka - Salaš B']);
  });

  it('rejects an IČO that is not 1–8 digits', async () => {
    expect((await api.call('GET', `${IS}/poskodeni/prevadzky?ico=123456789`, { cookie })).status).toBe(400);
  });
});

describe('history of damage events', () => {
  it('is an empty page until damage events link the party, and needs EVIDENCIA_SKOD', async () => {
    const party = (await create(po())).body;
    const url = `${IS}/poskodeny/${party.uuid}/historia-skodovych-udalosti?page=1&sortBy=kod&sortDirection=ASC`;

    const skody = await api.call<HistoriaResponse>('GET', url, { cookie: await api.sessionCookie('skody') });
    const oznamenia = await api.call('GET', url, { cookie });

    expect(skody.status).toBe(200);
    expect(skody.body).toEqual({ skodovaUdalostList: [], number: 1, size: 20, totalElements: 0 });
    expect(oznamenia.status).toBe(403);
  });

  it('answers 404 for an unknown party', async () => {
    const res = await api.call('GET', `${IS}/poskodeny/${randomUUID()}/historia-skodovych-udalosti`, { cookie: await api.sessionCookie('skody') });
    expect(res.status).toBe(404);
  });
});

describe('business name of an IČO', () => {
  it('is written to the other premises (and their notifications) only when the editor asks for it', async () => {
    const oznamenie = await notification();
    const a = (await create(po({ ico: '77770001', obchodneMeno: 'Stará firma', nazovPrevadzky: 'Prevádzka A' }))).body;
    const b = (await create(po({ ico: '77770001', obchodneMeno: 'Stará firma', nazovPrevadzky: 'Prevádzka B' }), oznamenie)).body;
    const { uuid, displayName, ...rest } = a;

    const without = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, { cookie, body: { ...rest, obchodneMeno: 'Nová firma' } });
    expect(without.status).toBe(200);
    expect((await api.call<Res>('GET', `${IS}/poskodeny/${b.uuid}`, { cookie })).body.obchodneMeno).toBe('Stará firma');

    const withOthers = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, {
      cookie,
      body: { ...rest, obchodneMeno: 'Najnovšia firma', version: without.body.version, aktualizovatOstatnePrevadzky: true },
    });

    expect(withOthers.status).toBe(200);
    const other = (await api.call<Res>('GET', `${IS}/poskodeny/${b.uuid}`, { cookie })).body;
    expect(other).toMatchObject({ obchodneMeno: 'Najnovšia firma', nazovPrevadzky: 'Prevádzka B', version: 2 });
    expect((await oznamenieRepo.get(oznamenie))?.poskodenyMeno).toBe('Najnovšia firma - Prevádzka B');
    expect((await search('najnovsia prevadzka')).body.poskodenyList.map((p) => p.uuid).sort()).toEqual([uuid, b.uuid].sort());
  });
});

describe('deactivated code-list items in an address', () => {
  it('a party keeps a municipality deactivated since; a new party cannot choose it', async () => {
    const { ciselnikRepo } = await import('../data/ciselnik-repo');
    const okres = (await ciselnikRepo.listByType('OKRES', { activeOnly: true })).find((o) => o.label === 'Brezno');
    const nova = await ciselnikRepo.create({ type: 'OBEC', kod: 'TEST-DEAKT-1', label: 'Deaktivovaná obec', nadradenaPolozkaUuid: okres?.uuid });
    const created = await create(fo({ adresa: { obecId: nova.uuid, statId: stat, ulica: 'Horná', supisneCislo: '7' } }));
    expect(created.status).toBe(200);
    await ciselnikRepo.update(nova, nova.version, { label: nova.label, kod: nova.kod, aktivna: false, nadradenaPolozkaUuid: nova.nadradenaPolozkaUuid });

    const { uuid, version } = created.body;
    const edited = await api.call<Res>('PUT', `${IS}/poskodeny/${uuid}/upravit`, {
      cookie,
      body: { ...fo({ adresa: { obecId: nova.uuid, statId: stat, ulica: 'Horná', supisneCislo: '8' } }), version },
    });
    const another = await create(fo({ adresa: { obecId: nova.uuid, statId: stat } }));

    expect(edited.status).toBe(200);
    expect(edited.body.adresa).toMatchObject({ obecName: 'Deaktivovaná obec', supisneCislo: '8' });
    expect(another.status).toBe(400);
    expect(fieldNames(another)).toEqual(['adresa.obecId']);
  });
});
