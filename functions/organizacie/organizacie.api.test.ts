import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { OrganizaciaDetail, OrganizaciaListResponse, OrganizaciePage } from '@shared/api/organizacie';
import { ORGANIZACIA_TYP_LABELS } from '@shared/domain/organizacia';
import { compareSk } from '@shared/format/collation';
import { fileTestApi } from '../../scripts/test/api-harness';
import { readStamp, stampBump } from '../data/dataset-stamp';
import { keys } from '../data/keys';
import { transactWrite } from '../data/transaction';
import { tableName } from '../lib/clients';
import { clearReadCache, PUBLIC_TRUST_MS, readCacheCounters } from '../lib/read-cache';

const api = fileTestApi();
let cookie: string;
let admin: string;
beforeAll(async () => {
  cookie = await api.sessionCookie('oznamenia');
  admin = await api.sessionCookie('spravca');
});

describe('organisations', () => {
  it('offers the public only valid ŠOP SR workplaces, sorted by name in Slovak collation', async () => {
    const res = await api.call<OrganizaciaListResponse>('GET', '/api/web-oznamenie/organizacie');

    expect(res.status).toBe(200);
    const list = res.body.organizaciaList;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((o) => o.typ === 'SOP' && o.platnost)).toBe(true);
    expect(list.every((o, i) => i === 0 || compareSk(list[i - 1].nazov, o.nazov) <= 0)).toBe(true);
  });

  it('gives staff all three organisation types, with invalid ones unless platnyOnly=true', async () => {
    const all = await api.call<OrganizaciaListResponse>('GET', '/api/is/organizacie', { cookie });
    const valid = await api.call<OrganizaciaListResponse>('GET', '/api/is/organizacie?platnyOnly=true', { cookie });

    expect(new Set(all.body.organizaciaList.map((o) => o.typ))).toEqual(new Set(['SOP', 'OU', 'MZP']));
    expect(all.body.organizaciaList.filter((o) => !o.platnost).length).toBeGreaterThanOrEqual(2);
    expect(valid.body.organizaciaList.every((o) => o.platnost)).toBe(true);
    expect(valid.body.organizaciaList.length).toBeLessThan(all.body.organizaciaList.length);
  });

  it('rejects a malformed platnyOnly value', async () => {
    const res = await api.call('GET', '/api/is/organizacie?platnyOnly=mozno', { cookie });
    expect(res.status).toBe(400);
  });

  it('answers 401 to an anonymous staff call', async () => {
    expect((await api.call('GET', '/api/is/organizacie')).status).toBe(401);
  });
});

type Res = OrganizaciaDetail & ErrorBody;
const UNKNOWN = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const create = (body: unknown) => api.call<Res>('POST', '/api/is/organizacia', { cookie: admin, body });
const get = (id: string) => api.call<Res>('GET', `/api/is/organizacia/${id}`, { cookie: admin });
const put = (id: string, body: unknown) => api.call<Res>('PUT', `/api/is/organizacia/${id}`, { cookie: admin, body });
const del = (id: string) => api.call<ErrorBody>('DELETE', `/api/is/organizacia/${id}`, { cookie: admin });
const paged = (qs = '') => api.call<OrganizaciePage>('GET', `/api/is/organizacie/paged${qs}`, { cookie: admin });

describe('organisation settings', () => {
  it('creates an organisation with version 1', async () => {
    const res = await create({ kod: 'NOVA-1', nazov: 'Nová organizácia', typ: 'OU', platnost: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kod: 'NOVA-1', nazov: 'Nová organizácia', typ: 'OU', platnost: true, version: 1 });
    expect((await get(res.body.uuid)).body.kod).toBe('NOVA-1');
  });

  it('requires kod, nazov, typ and platnost; kod and nazov at most 255 characters', async () => {
    const empty = await create({});
    const long = await create({ kod: 'K'.repeat(256), nazov: 'N'.repeat(256), typ: 'SOP', platnost: true });
    const max = await create({ kod: 'K'.repeat(255), nazov: 'N'.repeat(255), typ: 'SOP', platnost: false });
    const badTyp = await create({ kod: 'X-TYP', nazov: 'Zlý typ', typ: 'OBEC', platnost: true });

    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['kod', 'nazov', 'platnost', 'typ']);
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual([
      { fieldName: 'kod', message: 'Maximálna dĺžka je 255 znakov.' },
      { fieldName: 'nazov', message: 'Maximálna dĺžka je 255 znakov.' },
    ]);
    expect(max.status).toBe(200);
    expect(badTyp.status).toBe(400);
  });

  it('keeps codes unique without regard to case', async () => {
    const res = await create({ kod: 'napant', nazov: 'Duplicita', typ: 'SOP', platnost: true });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ fieldName: 'kod', message: 'Organizácia s týmto kódom už existuje.' }]);
  });

  it('creates one organisation when the same code is sent twice at once', async () => {
    const [a, b] = await Promise.all([
      create({ kod: 'SUBEZNA', nazov: 'A', typ: 'SOP', platnost: true }),
      create({ kod: 'SUBEZNA', nazov: 'B', typ: 'SOP', platnost: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it('edits kod, nazov and platnost but never the type; the old code becomes free', async () => {
    const org = (await create({ kod: 'UPRAVA', nazov: 'Pred úpravou', typ: 'MZP', platnost: true })).body;

    const res = await put(org.uuid, { kod: 'UPRAVA-2', nazov: 'Po úprave', platnost: false, typ: 'SOP', version: 1 });
    const reuse = await create({ kod: 'UPRAVA', nazov: 'Starý kód znova', typ: 'OU', platnost: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kod: 'UPRAVA-2', nazov: 'Po úprave', platnost: false, typ: 'MZP', version: 2 });
    expect(reuse.status).toBe(200);
  });

  it('keeps an optional public contact: validated, trimmed, an emptied field removed', async () => {
    const kontakt = { verejnaAdresa: 'Hlavná 1\n974 01 Banská Bystrica', verejnyTelefon: '+421 48 123 45 67', verejnyEmail: 'pracovisko@sopsr.sk', uradneHodiny: ' Po – Pi 8:00 – 15:00 ' };
    const org = await create({ kod: 'KONTAKT', nazov: 'S kontaktom', typ: 'SOP', platnost: true, ...kontakt });
    const bad = await put(org.body.uuid, { kod: 'KONTAKT', nazov: 'S kontaktom', platnost: true, verejnyTelefon: 'zavolajte', verejnyEmail: 'bez-zavinaca', uradneHodiny: 'x'.repeat(1001), version: 1 });
    const emptied = await put(org.body.uuid, { kod: 'KONTAKT', nazov: 'S kontaktom', platnost: true, ...kontakt, verejnyTelefon: '', verejnyEmail: null, version: 1 });

    expect(org.status).toBe(200);
    expect(org.body).toMatchObject({ ...kontakt, uradneHodiny: 'Po – Pi 8:00 – 15:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { fieldName: 'verejnyTelefon', message: 'Telefónne číslo zadajte v tvare +421 48 123 45 67.' },
      { fieldName: 'verejnyEmail', message: 'Zadajte platnú e-mailovú adresu.' },
      { fieldName: 'uradneHodiny', message: 'Maximálna dĺžka je 1000 znakov.' },
    ]);
    expect(emptied.status).toBe(200);
    const saved = (await get(org.body.uuid)).body;
    expect(saved).toMatchObject({ verejnaAdresa: kontakt.verejnaAdresa, version: 2 });
    expect(saved).not.toHaveProperty('verejnyTelefon');
    expect(saved).not.toHaveProperty('verejnyEmail');
  });

  it('refuses a taken code on edit and a stale version with 409', async () => {
    const org = (await create({ kod: 'ZAMOK', nazov: 'Zámok', typ: 'SOP', platnost: true })).body;

    const taken = await put(org.uuid, { kod: 'TANAP', nazov: 'Zámok', platnost: true, version: 1 });
    const first = await put(org.uuid, { kod: 'ZAMOK', nazov: 'Prvá úprava', platnost: true, version: 1 });
    const stale = await put(org.uuid, { kod: 'ZAMOK', nazov: 'Druhá úprava', platnost: true, version: 1 });

    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors[0].fieldName).toBe('kod');
    expect(first.status).toBe(200);
    expect(stale.status).toBe(409);
    expect((await get(org.uuid)).body.nazov).toBe('Prvá úprava');
  });

  it('deletes an unreferenced organisation', async () => {
    const org = (await create({ kod: 'ZMAZAT', nazov: 'Na zmazanie', typ: 'OU', platnost: true })).body;

    expect((await del(org.uuid)).status).toBe(204);
    expect((await get(org.uuid)).status).toBe(404);
    expect((await del(org.uuid)).status).toBe(404);
  });

  it('refuses to delete an organisation users still have, and suggests marking it invalid', async () => {
    const napant = (await paged('?sortBy=kod')).body.organizaciaList.find((o) => o.kod === 'NAPANT');
    const all = await api.call<OrganizaciaListResponse>('GET', '/api/is/organizacie', { cookie });
    const id = napant?.uuid ?? all.body.organizaciaList.find((o) => o.kod === 'NAPANT')?.uuid;

    const res = await del(id as string);

    expect(res.status).toBe(409);
    expect(res.body.generalErrors).toEqual([
      'Organizáciu nie je možné odstrániť, pretože je priradená používateľom alebo ju používajú záznamy. Ak ju už nechcete používať, označte ju ako neplatnú.',
    ]);
    expect((await get(id as string)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get(UNKNOWN)).status).toBe(404);
    expect((await get('abc')).status).toBe(404);
    expect((await put(UNKNOWN, { kod: 'X', nazov: 'X', platnost: true, version: 1 })).status).toBe(404);
  });

  it('pages the list 20 at a time, sorted by kod ascending by default', async () => {
    const first = await paged();
    const second = await paged('?page=2');
    const invalid = await paged('?page=-3');

    expect(first.status).toBe(200);
    expect(first.body.size).toBe(20);
    expect(first.body.organizaciaList).toHaveLength(20);
    expect(first.body.totalElements).toBeGreaterThan(40);
    const kody = [...first.body.organizaciaList, ...second.body.organizaciaList].map((o) => o.kod);
    expect(kody).toEqual([...kody].sort(compareSk));
    expect(invalid.body.number).toBe(1);
    expect(invalid.body.organizaciaList[0].kod).toBe(first.body.organizaciaList[0].kod);
  });

  it('sorts by nazov and by typ (label) in both directions; unknown sort column → 400', async () => {
    const nazovDesc = (await paged('?sortBy=nazov&sortDirection=DESC')).body.organizaciaList.map((o) => o.nazov);
    const typ = (await paged('?sortBy=typ&sortDirection=ASC')).body.organizaciaList.map((o) => ORGANIZACIA_TYP_LABELS[o.typ]);
    const typDesc = (await paged('?sortBy=typ&sortDirection=DESC')).body.organizaciaList.map((o) => o.typ);

    expect(nazovDesc).toEqual([...nazovDesc].sort(compareSk).reverse());
    expect(typ[0]).toBe('MŽP SR');
    expect(typDesc[0]).toBe('SOP');
    expect((await paged('?sortBy=platnost')).status).toBe(400);
  });
});

describe('organisations kept per process (change stamp ORGANIZACIE)', () => {
  const publicList = async () => (await api.call<OrganizaciaListResponse>('GET', '/api/web-oznamenie/organizacie')).body.organizaciaList;
  const staffList = async () => (await api.call<OrganizaciaListResponse>('GET', '/api/is/organizacie', { cookie })).body.organizaciaList;
  const stamp = async () => (await readStamp('ORGANIZACIE')).value;

  it('bumps the stamp with every create, edit and delete, and the next public and staff reads show the change', async () => {
    await publicList(); // warm
    const s0 = await stamp();

    const org = (await create({ kod: 'KESOVANA', nazov: 'Ako Kešovaná správa', typ: 'SOP', platnost: true })).body;
    expect(await stamp()).toBe(Number(s0) + 1);
    expect((await publicList()).map((o) => o.kod)).toContain('KESOVANA');

    await put(org.uuid, { kod: 'KESOVANA', nazov: 'Ako Premenovaná správa', platnost: true, version: 1 });
    expect(await stamp()).toBe(Number(s0) + 2);
    expect((await publicList()).find((o) => o.uuid === org.uuid)?.nazov).toBe('Ako Premenovaná správa');
    expect((await staffList()).find((o) => o.uuid === org.uuid)?.nazov).toBe('Ako Premenovaná správa');

    await put(org.uuid, { kod: 'KESOVANA', nazov: 'Ako Premenovaná správa', platnost: false, version: 2 });
    expect((await publicList()).map((o) => o.uuid)).not.toContain(org.uuid);

    expect((await del(org.uuid)).status).toBe(204);
    expect(await stamp()).toBe(Number(s0) + 4);
    expect((await staffList()).map((o) => o.uuid)).not.toContain(org.uuid);
  });

  it('does not query the organisations again on a warm read: public reads trust the kept list, staff reads check only the stamp', async () => {
    await publicList();
    await staffList();
    const before = readCacheCounters();

    await publicList();
    await publicList();
    expect(readCacheCounters()).toEqual(before);

    await staffList();
    expect(readCacheCounters()).toEqual({ stampReads: before.stampReads + 1, loads: before.loads });
  });

  it("shows staff another process's write at once and the public within PUBLIC_TRUST_MS", async () => {
    await publicList();
    // another Lambda writes: its transaction bumps the stamp, this process is not told
    const uuid = randomUUID();
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.organizacia(uuid), ...keys.organizacieAll(), gsi1sk: 'INA-LAMBDA', entity: 'ORGANIZACIA', uuid, kod: 'INA-LAMBDA', nazov: 'Iná Lambda', typ: 'SOP', platnost: true, version: 1 },
        },
      },
      stampBump('ORGANIZACIE'),
    ]);

    expect((await staffList()).map((o) => o.uuid)).toContain(uuid);
    // the staff read already reloaded this process's copy; forget it to see the public path alone
    clearReadCache();
    const now = Date.now();
    await publicList();
    await transactWrite([{ Update: { TableName: tableName(), Key: keys.organizacia(uuid), UpdateExpression: 'SET nazov = :n', ExpressionAttributeValues: { ':n': 'Iná Lambda 2' } } }, stampBump('ORGANIZACIE')]);
    expect((await publicList()).find((o) => o.uuid === uuid)?.nazov).toBe('Iná Lambda');
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_TRUST_MS + 1);
    try {
      expect((await publicList()).find((o) => o.uuid === uuid)?.nazov).toBe('Iná Lambda 2');
    } finally {
      later.mockRestore();
    }
  });
});
