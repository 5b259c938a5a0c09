import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { OsobyResponse } from '@shared/api/osobne-udaje';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { fileTestApi } from '../../scripts/test/api-harness';
import { osobaThroughProduct } from '../../scripts/test/osoba-scenario';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { poskodenyRepo } from '../data/poskodeny-repo';
import { transactWrite } from '../data/transaction';
import { drainReadLog } from '../http/read-log';
import type { OsobneUdajeExport } from './domain/export-osobne-udaje';

const IS = '/api/is';
const api = fileTestApi();
let spravca: string;
let party: PoskodenyDetail;
let oznamenie: OdoslatResponse;
let udalostKod: string;
let udalostId: string;
let komisiaKod: string;

const PERSON = { meno: 'Anastázia', priezvisko: 'Výpisová', datumNarodenia: '1961-07-15', email: 'anastazia.vypisova@example.sk', ulica: 'Výpisová ulica' };

beforeAll(async () => {
  // the receipt e-mail goes to a local outbox, not to SES
  process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'osobne-udaje-outbox-'));
  spravca = await api.sessionCookie('spravca');
  ({ party, oznamenie, udalostId, udalostKod, komisiaKod } = await osobaThroughProduct(api, PERSON, spravca));
  // someone reads the party
  await api.call('GET', `${IS}/poskodeny/${party.uuid}`, { cookie: await api.sessionCookie('oznamenia') });
  await drainReadLog();
});

const osoby = (q: Record<string, string>, cookie = spravca) => api.call<OsobyResponse & ErrorBody>('GET', `${IS}/osobne-udaje/osoby?${new URLSearchParams(q)}`, { cookie });

describe('finding a person', () => {
  it.each([
    ['name', { meno: 'anastazia vypisova' }],
    ['birth date', { datumNarodenia: PERSON.datumNarodenia }],
    ['e-mail in any case', { email: 'Anastazia.Vypisova@Example.sk' }],
    ['name and birth date together', { meno: 'Výpisová', datumNarodenia: PERSON.datumNarodenia }],
  ])('finds the party by %s', async (_by, q) => {
    const res = await osoby(q);

    expect(res.status).toBe(200);
    expect(res.body.osoby.map((o) => o.uuid)).toEqual([party.uuid]);
  });

  it('finds nobody when one of two criteria does not match', async () => {
    const res = await osoby({ meno: 'Výpisová', datumNarodenia: '1990-01-01' });

    expect(res.body.osoby).toEqual([]);
  });

  it('asks for a criterion in Slovak', async () => {
    const res = await osoby({});

    expect(res.status).toBe(400);
    expect(res.body.generalErrors).toEqual(['Zadajte meno, dátum narodenia, IČO alebo e-mail.']);
  });

  it('is refused without OSOBNE_UDAJE', async () => {
    expect((await osoby({ meno: 'Výpisová' }, await api.sessionCookie('oznamenia'))).status).toBe(403);
  });
});

describe("a person's own copy", () => {
  it('holds the party, the web report, the event, the commission seat, the e-mail sent and who read the data', async () => {
    const res = await api.call<OsobneUdajeExport>('GET', `${IS}/osobne-udaje/osoba/${party.uuid}/export?format=json`, { cookie: spravca });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="osobne-udaje-[0-9a-f]{8}\.json"$/);
    const d = res.body;
    expect(d.osoba).toMatchObject({ uuid: party.uuid, meno: PERSON.meno, priezvisko: PERSON.priezvisko, datumNarodenia: PERSON.datumNarodenia, email: PERSON.email });
    expect(d.oznamenia).toHaveLength(1);
    expect(d.oznamenia[0]).toMatchObject({ kod: oznamenie.kod, isFromWeb: true, webovyFormular: { meno: PERSON.meno, email: PERSON.email } });
    expect(d.skodoveUdalosti.map((e) => e.kod)).toEqual([udalostKod]);
    expect(d.clenstvoVKomisii).toEqual([expect.objectContaining({ skodovaUdalostKod: komisiaKod, meno: PERSON.meno, priezvisko: PERSON.priezvisko })]);
    expect(d.odoslaneEmaily).toEqual([expect.objectContaining({ adresa: PERSON.email, predmet: `Oznámenie o škode ${oznamenie.kod} bolo prijaté` })]);
    expect(d.citania).toEqual(expect.arrayContaining([expect.objectContaining({ login: 'oznamenia', route: 'GET /api/is/poskodeny/{id}', zaznam: party.uuid })]));
  });

  it('is a PDF for the person, named without personal data, and its making is in the read log', async () => {
    const res = await api.call<string>('GET', `${IS}/osobne-udaje/osoba/${party.uuid}/export`, { cookie: spravca });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="osobne-udaje-[0-9a-f]{8}\.pdf"$/);
    await drainReadLog();
    const again = await api.call<OsobneUdajeExport>('GET', `${IS}/osobne-udaje/osoba/${party.uuid}/export?format=json`, { cookie: spravca });
    expect(again.body.citania.filter((c) => c.route === 'GET /api/is/osobne-udaje/osoba/{id}/export' && c.login === 'spravca').length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown person', async () => {
    expect((await api.call('GET', `${IS}/osobne-udaje/osoba/00000000-0000-4000-8000-000000000000/export?format=json`, { cookie: spravca })).status).toBe(404);
  });
});

describe('erasure on request', () => {
  const anonymizovat = (uuid: string, body: unknown, cookie = spravca) =>
    api.call<{ anonymizovaneDna: string } & ErrorBody>('PUT', `${IS}/osobne-udaje/osoba/${uuid}/anonymizovat`, { cookie, body });

  it('is refused with a Slovak explanation while an event of the person is in proceedings', async () => {
    const held = await storeUdalost('PRIJATA_ZIADOST');
    const target = (await osoby({ meno: 'Výpisová' })).body.osoby[0];
    await transactWrite([poskodenyRepo.vlastnikPut(target.uuid, 'SKODOVA_UDALOST', held.uuid)]);

    const res = await anonymizovat(target.uuid, { dovod: 'Žiadosť osoby zo 27. 11. 2026' });

    expect(res.status).toBe(400);
    expect(res.body.generalErrors[0]).toContain(`Osobné údaje nemožno anonymizovať: škodová udalosť ${held.kod} je v konaní.`);
    expect((await api.call<PoskodenyDetail>('GET', `${IS}/poskodeny/${target.uuid}`, { cookie: spravca })).body.priezvisko).toBe(PERSON.priezvisko);
    await transactWrite([poskodenyRepo.vlastnikDelete(target.uuid, 'SKODOVA_UDALOST', held.uuid)]);
  });

  it('needs a reason and the right', async () => {
    expect((await anonymizovat(party.uuid, { dovod: ' ' })).body.fieldErrors).toEqual([{ fieldName: 'dovod', message: 'Zadajte dôvod anonymizácie.' }]);
    expect((await anonymizovat(party.uuid, { dovod: 'x' }, await api.sessionCookie('oznamenia'))).status).toBe(403);
  });

  it('replaces the name, birth date, contacts and street everywhere, keeps the municipality, and is idempotent', async () => {
    const res = await anonymizovat(party.uuid, { dovod: 'Žiadosť osoby zo 27. 11. 2026' });

    expect(res.status).toBe(200);
    const detail = (await api.call<PoskodenyDetail>('GET', `${IS}/poskodeny/${party.uuid}`, { cookie: spravca })).body;
    expect(detail).toMatchObject({ displayName: 'Anonymizovaná osoba', anonymizovaneDna: res.body.anonymizovaneDna });
    expect(detail.adresa.obecName).toBeTruthy();
    const web = await api.call('GET', `${IS}/data-from-web/${oznamenie.uuid}`, { cookie: spravca });
    const oznamenieDetail = await api.call('GET', `${IS}/oznamenie/${oznamenie.uuid}`, { cookie: spravca });
    const copy = await api.call('GET', `${IS}/osobne-udaje/osoba/${party.uuid}/export?format=json`, { cookie: spravca });
    for (const text of [JSON.stringify(detail), web.text, oznamenieDetail.text, JSON.stringify((copy.body as OsobneUdajeExport).osoba), JSON.stringify((copy.body as OsobneUdajeExport).oznamenia)]) {
      for (const personal of [PERSON.meno, PERSON.priezvisko, PERSON.datumNarodenia, PERSON.email, PERSON.ulica]) expect(text).not.toContain(personal);
    }
    expect((await osoby({ email: PERSON.email })).body.osoby).toEqual([]);
    // the notification and the event the person is the party of carry the mark in their headers
    const udalostDetail = await api.call<{ anonymizovane?: string }>('GET', `${IS}/skodove-udalosti/${udalostId}`, { cookie: spravca });
    expect((oznamenieDetail.body as { anonymizovane?: string }).anonymizovane).toBe(res.body.anonymizovaneDna);
    expect(udalostDetail.body.anonymizovane).toBe(res.body.anonymizovaneDna);

    const again = await anonymizovat(party.uuid, { dovod: 'Opakovaná žiadosť' });
    expect(again.body.anonymizovaneDna).toBe(res.body.anonymizovaneDna);
  });
});
