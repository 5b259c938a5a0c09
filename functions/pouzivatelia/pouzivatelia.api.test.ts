import { beforeAll, describe, expect, it } from 'vitest';
import type { Organizacia } from '@shared/api/organizacie';
import type { Pouzivatel, PouzivateliaPage, SynchronizaciaInfo, SynchronizaciaVysledok } from '@shared/api/pouzivatelia';
import type { ErrorBody } from '@shared/api/errors';
import { OPRAVNENIA } from '@shared/domain/opravnenia';
import { compareSk } from '@shared/format/collation';
import { loginThroughIdp, fileTestApi } from '../../scripts/test/api-harness';
import { auditRepo } from '../data/audit-repo';
import { organizaciaRepo } from '../data/organizacia-repo';
import { type NewPouzivatel, pouzivatelRepo } from '../data/pouzivatel-repo';
import { LOCKOUT_MESSAGE } from './domain/update-pouzivatel';
import { putLocalAccount, readLocalAccounts, removeLocalAccount } from './domain/directory/local-directory';

const api = fileTestApi();
let admin: string;
let orgs: readonly Organizacia[];
const UNKNOWN = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
let seq = 0;

beforeAll(async () => {
  admin = await api.sessionCookie('spravca');
  orgs = await organizaciaRepo.listAll();
});

const user = (overrides: Partial<NewPouzivatel> = {}): NewPouzivatel => ({
  login: `test${++seq}`,
  meno: 'Test',
  priezvisko: `Používateľ ${seq}`,
  email: `test${seq}@example.sk`,
  aktivny: true,
  gdprSuhlas: false,
  opravnenia: [],
  organizacieUuids: [],
  notifikaciaNoveOznamenie: false,
  notifikaciaNovaSkodovaUdalost: false,
  ...overrides,
});
const org = (kod: string) => orgs.find((o) => o.kod === kod) as Organizacia;
const byLogin = async (login: string) => (await pouzivatelRepo.findByLogin(login)) ?? undefined;
const list = (qs = '') => api.call<PouzivateliaPage>('GET', `/api/is/pouzivatelia${qs}`, { cookie: admin });
const detail = (id: string) => api.call<Pouzivatel>('GET', `/api/is/pouzivatel/${id}`, { cookie: admin });
const save = (id: string, body: unknown, cookie = admin) => api.call<Pouzivatel & ErrorBody>('PUT', `/api/is/pouzivatel/${id}`, { cookie, body });

describe('GET /pouzivatelia (list)', () => {
  it('lists users sorted by login ascending by default, 20 per page, with the page shape of the spec', async () => {
    const res = await list();

    expect(res.status).toBe(200);
    expect(res.body.number).toBe(1);
    expect(res.body.size).toBe(20);
    const logins = res.body.pouzivatelList.map((u) => u.login);
    expect(logins).toEqual([...logins].sort(compareSk));
    expect(logins).toContain('spravca');
    expect(res.body.totalElements).toBe(res.body.pouzivatelList.length);
  });

  it('gives each row its organisations sorted by code, and the active flag', async () => {
    const res = await list('?searchTokens=spravca');

    const spravca = res.body.pouzivatelList[0];
    expect(spravca.login).toBe('spravca');
    expect(spravca.aktivny).toBe(true);
    expect(spravca.organizacie.map((o) => o.kod)).toEqual(['NAPANT', 'SOPSR']);
  });

  it('matches every token against meno, priezvisko or login without regard to case and diacritics', async () => {
    expect((await list('?searchTokens=simko')).body.pouzivatelList.map((u) => u.login)).toEqual(['bezprav']);
    expect((await list('?searchTokens=PETER%20kovac')).body.pouzivatelList.map((u) => u.login)).toEqual(['spravca']);
    expect((await list('?searchTokens=peter,horvathova')).body.totalElements).toBe(0);
    expect((await list('?searchTokens=BALÁŽ')).body.pouzivatelList.map((u) => u.login)).toEqual(['skody']);
  });

  it('rejects a search text over 255 characters', async () => {
    const res = await list(`?searchTokens=${'a'.repeat(256)}`);
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).fieldErrors[0].fieldName).toBe('searchTokens');
  });

  it('sorts by meno, priezvisko (Slovak collation) and aktivny in both directions', async () => {
    const inactive = await pouzivatelRepo.create(user({ login: 'zzneaktivny', meno: 'Čestmír', priezvisko: 'Čierny', aktivny: false }));

    const byPriezvisko = (await list('?sortBy=priezvisko&sortDirection=DESC')).body.pouzivatelList.map((u) => u.priezvisko);
    expect(byPriezvisko).toEqual([...byPriezvisko].sort(compareSk).reverse());
    const byMeno = (await list('?sortBy=meno')).body.pouzivatelList.map((u) => u.meno);
    expect(byMeno).toEqual([...byMeno].sort(compareSk));
    // Slovak collation: Č comes after C and before D
    expect(compareSk('Čestmír', 'Daniel')).toBeLessThan(0);
    const aktivnyAsc = (await list('?sortBy=aktivny&sortDirection=ASC')).body.pouzivatelList;
    expect(aktivnyAsc.at(-1)?.uuid).toBe(inactive.uuid);
    const aktivnyDesc = (await list('?sortBy=aktivny&sortDirection=DESC')).body.pouzivatelList;
    expect(aktivnyDesc[0].uuid).toBe(inactive.uuid);
  });

  it('rejects an unknown sort column', async () => {
    expect((await list('?sortBy=email')).status).toBe(400);
  });

  it('pages 20 rows; an invalid or too small page is the first, a page past the end is empty', async () => {
    for (let i = 0; i < 22; i++) await pouzivatelRepo.create(user({ login: `strana${String(i).padStart(2, '0')}`, meno: 'Stránkovaný' }));

    const first = await list('?searchTokens=strankovany');
    const second = await list('?searchTokens=strankovany&page=2');
    const bad = await list('?searchTokens=strankovany&page=abc');
    const zero = await list('?searchTokens=strankovany&page=0');
    const past = await list('?searchTokens=strankovany&page=9');

    expect(first.body.pouzivatelList).toHaveLength(20);
    expect(first.body.totalElements).toBe(22);
    expect(second.body.pouzivatelList.map((u) => u.login)).toEqual(['strana20', 'strana21']);
    expect(second.body.number).toBe(2);
    expect(bad.body.number).toBe(1);
    expect(zero.body.number).toBe(1);
    expect(past.body.pouzivatelList).toEqual([]);
    expect(past.body.totalElements).toBe(22);
  });
});

describe('GET /pouzivatel/{id}', () => {
  it('returns the user with rights, organisations and version', async () => {
    const spravca = await byLogin('spravca');
    const res = await detail(spravca?.uuid as string);

    expect(res.status).toBe(200);
    expect(res.body.login).toBe('spravca');
    expect(res.body.opravnenia).toEqual([...OPRAVNENIA]);
    expect(res.body.organizacie.map((o) => o.kod)).toEqual(['NAPANT', 'SOPSR']);
    expect(res.body.version).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    expect((await detail(UNKNOWN)).status).toBe(404);
    expect((await detail('nie-je-uuid')).status).toBe(404);
  });
});

describe('PUT /pouzivatel/{id}', () => {
  it('saves rights and notification flags, bumps the version and writes who changed what', async () => {
    const u = await pouzivatelRepo.create(user());

    const res = await save(u.uuid, {
      opravnenia: ['EVIDENCIA_SKOD', 'EVIDENCIA_OZNAMENI'],
      notifikaciaNoveOznamenie: true,
      notifikaciaNovaSkodovaUdalost: false,
      version: 1,
    });

    expect(res.status).toBe(200);
    expect(res.body.opravnenia).toEqual(['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD']);
    expect(res.body.notifikaciaNoveOznamenie).toBe(true);
    expect(res.body.version).toBe(2);
    const zmeny = await pouzivatelRepo.listZmeny(u.uuid);
    expect(zmeny).toHaveLength(1);
    expect(zmeny[0]).toMatchObject({ login: 'spravca', pred: { opravnenia: [] }, po: { opravnenia: ['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD'] } });
    const audit = await auditRepo.listByEntity(u.uuid);
    expect(audit.map((a) => [a.route, a.login])).toContainEqual(['PUT /api/is/pouzivatel/{id}', 'spravca']);
  });

  it('refuses a stale version with 409 (two administrators: no lost update)', async () => {
    const u = await pouzivatelRepo.create(user());
    const body = { opravnenia: ['EVIDENCIA_SKOD'], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 };
    const other = await api.sessionCookie('spravca');

    const first = await save(u.uuid, body);
    const second = await save(u.uuid, { ...body, opravnenia: ['SPRAVA_CENNIKOV'] }, other);

    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.generalErrors[0]).toMatch(/iný používateľ/);
    expect((await detail(u.uuid)).body.opravnenia).toEqual(['EVIDENCIA_SKOD']);
  });

  it('validates the body: unknown right, missing flag or version → 400', async () => {
    const u = await pouzivatelRepo.create(user());
    const ok = { opravnenia: [], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 };

    const badRight = await save(u.uuid, { ...ok, opravnenia: ['VSETKO'] });
    const noVersion = await save(u.uuid, { ...ok, version: undefined });
    const noFlag = await save(u.uuid, { ...ok, notifikaciaNoveOznamenie: undefined });

    expect(badRight.status).toBe(400);
    expect(badRight.body.fieldErrors[0].fieldName).toBe('opravnenia.0');
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fieldErrors.map((f) => f.fieldName)).toEqual(['version']);
    expect(noFlag.status).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await save(UNKNOWN, { opravnenia: [], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 });
    expect(res.status).toBe(404);
  });

  it('does not let an administrator remove their own SPRAVA_POUZIVATELOV (lock-out protection), but other rights yes', async () => {
    const me = await pouzivatelRepo.create(user({ opravnenia: ['SPRAVA_POUZIVATELOV', 'EVIDENCIA_SKOD'] }));
    const cookie = await api.sessionCookie(me.login);

    const lockout = await save(me.uuid, { opravnenia: ['EVIDENCIA_SKOD'], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 }, cookie);
    const fine = await save(me.uuid, { opravnenia: ['SPRAVA_POUZIVATELOV'], notifikaciaNoveOznamenie: true, notifikaciaNovaSkodovaUdalost: false, version: 1 }, cookie);

    expect(lockout.status).toBe(400);
    expect(lockout.body.generalErrors).toEqual([LOCKOUT_MESSAGE]);
    expect(fine.status).toBe(200);
    expect(fine.body.opravnenia).toEqual(['SPRAVA_POUZIVATELOV']);
  });

  it("lets an administrator take SPRAVA_POUZIVATELOV from another administrator", async () => {
    const other = await pouzivatelRepo.create(user({ opravnenia: ['SPRAVA_POUZIVATELOV'] }));
    const res = await save(other.uuid, { opravnenia: [], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 });
    expect(res.status).toBe(200);
  });

  it("applies a rights change on the user's next request, without a new login", async () => {
    const u = await pouzivatelRepo.create(user());
    const cookie = await api.sessionCookie(u.login);
    expect((await api.call('GET', '/api/is/pouzivatelia', { cookie })).status).toBe(403);

    await save(u.uuid, { opravnenia: ['SPRAVA_POUZIVATELOV'], notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: false, version: 1 });

    expect((await api.call('GET', '/api/is/pouzivatelia', { cookie })).status).toBe(200);
    expect((await api.call<Pouzivatel>('GET', '/api/is/pouzivatel/moj-profil', { cookie })).body.opravnenia).toEqual(['SPRAVA_POUZIVATELOV']);
  });
});

describe('organisations of a user', () => {
  const assign = (id: string, organizaciaId: string) =>
    api.call<Pouzivatel & ErrorBody>('PUT', `/api/is/pouzivatel/${id}/priradit-organizaciu`, { cookie: admin, body: { organizaciaId } });
  const remove = (id: string, organizaciaId: string) =>
    api.call<Pouzivatel & ErrorBody>('DELETE', `/api/is/pouzivatel/${id}/organizacia/${organizaciaId}`, { cookie: admin });

  it('assigns a valid organisation once, even when asked twice, without touching the rights version', async () => {
    const u = await pouzivatelRepo.create(user());

    const first = await assign(u.uuid, org('TANAP').uuid);
    const again = await assign(u.uuid, org('TANAP').uuid);

    expect(first.status).toBe(200);
    expect(first.body.organizacie.map((o) => o.kod)).toEqual(['TANAP']);
    expect(again.body.organizacie.map((o) => o.kod)).toEqual(['TANAP']);
    expect(again.body.version).toBe(1);
  });

  it('refuses an invalid or unknown organisation with a field error', async () => {
    const u = await pouzivatelRepo.create(user());
    const invalid = orgs.find((o) => !o.platnost) as Organizacia;

    const a = await assign(u.uuid, invalid.uuid);
    const b = await assign(u.uuid, UNKNOWN);
    const c = await assign(u.uuid, 'x');

    expect(a.status).toBe(400);
    expect(a.body.fieldErrors).toEqual([{ fieldName: 'organizaciaId', message: 'Organizáciu nie je možné priradiť: neexistuje alebo nie je platná.' }]);
    expect(b.status).toBe(400);
    expect(c.status).toBe(400);
    expect((await detail(u.uuid)).body.organizacie).toEqual([]);
  });

  it('answers 404 when assigning to an unknown user', async () => {
    expect((await assign(UNKNOWN, org('TANAP').uuid)).status).toBe(404);
    expect((await remove(UNKNOWN, org('TANAP').uuid)).status).toBe(404);
  });

  it('removes an organisation; removing one the user lacks changes nothing', async () => {
    const u = await pouzivatelRepo.create(user({ organizacieUuids: [org('TANAP').uuid, org('NAPANT').uuid] }));

    const res = await remove(u.uuid, org('TANAP').uuid);
    const again = await remove(u.uuid, org('TANAP').uuid);

    expect(res.status).toBe(200);
    expect(res.body.organizacie.map((o) => o.kod)).toEqual(['NAPANT']);
    expect(again.status).toBe(200);
    expect(again.body.organizacie.map((o) => o.kod)).toEqual(['NAPANT']);
  });

  it('keeps an organisation referenced while a user has it: it cannot be deleted until removed', async () => {
    const created = await api.call<Organizacia>('POST', '/api/is/organizacia', { cookie: admin, body: { kod: 'REF-TEST', nazov: 'Referencia', typ: 'SOP', platnost: true } });
    const u = await pouzivatelRepo.create(user());
    await assign(u.uuid, created.body.uuid);

    const refused = await api.call<ErrorBody>('DELETE', `/api/is/organizacia/${created.body.uuid}`, { cookie: admin });
    await remove(u.uuid, created.body.uuid);
    const deleted = await api.call('DELETE', `/api/is/organizacia/${created.body.uuid}`, { cookie: admin });

    expect(refused.status).toBe(409);
    expect(refused.body.generalErrors[0]).toMatch(/označte ju ako neplatnú/);
    expect(deleted.status).toBe(204);
  });
});

describe('own profile', () => {
  it('gives any signed-in user their own data, rights and organisations', async () => {
    const res = await api.call<Pouzivatel>('GET', '/api/is/pouzivatel/moj-profil', { cookie: await api.sessionCookie('skody') });
    expect(res.status).toBe(200);
    expect(res.body.login).toBe('skody');
    expect(res.body.opravnenia).toEqual(['EVIDENCIA_SKOD']);
    expect(res.body.organizacie.map((o) => o.kod)).toEqual(['NP-VF', 'TANAP']);
  });
});

describe('directory synchronisation', () => {
  const file = () => process.env.LOCAL_DIRECTORY_FILE as string;
  const sync = () => api.call<SynchronizaciaVysledok & ErrorBody>('POST', '/api/is/pouzivatelia/synchronization', { cookie: admin });

  it('creates users for new accounts (active, no rights), deactivates gone ones and updates names – and remembers when', async () => {
    const before = await api.call<SynchronizaciaInfo>('GET', '/api/is/pouzivatelia/synchronization', { cookie: admin });
    // users created directly above are not in the directory: the first run deactivates them
    putLocalAccount(file(), { login: 'novy.ucet', meno: 'Nový', priezvisko: 'Účet', email: 'novy@sopsr.sk' });
    putLocalAccount(file(), { login: 'skody', meno: 'Martin', priezvisko: 'Baláž-Nový', email: 'mbalaz@sopsr.sk' });
    const gone = await pouzivatelRepo.create(user({ login: 'odisiel', opravnenia: ['EVIDENCIA_SKOD'] }));
    const goneCookie = await api.sessionCookie('odisiel');

    const res = await sync();

    expect(before.body.poslednaSynchronizacia).toBeNull();
    expect(res.status).toBe(200);
    expect(res.body.vytvoreni).toBeGreaterThanOrEqual(1);
    const novy = await byLogin('novy.ucet');
    expect(novy).toMatchObject({ meno: 'Nový', priezvisko: 'Účet', email: 'novy@sopsr.sk', aktivny: true, opravnenia: [], organizacieUuids: [] });
    expect(await byLogin('skody')).toMatchObject({ priezvisko: 'Baláž-Nový', email: 'mbalaz@sopsr.sk', opravnenia: ['EVIDENCIA_SKOD'] });
    expect(await byLogin('odisiel')).toMatchObject({ aktivny: false, uuid: gone.uuid, opravnenia: ['EVIDENCIA_SKOD'] });
    // the inactive user is refused from the next request
    expect((await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: goneCookie })).status).toBe(403);
    const after = await api.call<SynchronizaciaInfo>('GET', '/api/is/pouzivatelia/synchronization', { cookie: admin });
    expect(after.body.poslednaSynchronizacia).toBe(res.body.poslednaSynchronizacia);
    expect(Number.isNaN(Date.parse(after.body.poslednaSynchronizacia as string))).toBe(false);
  });

  it('activates a returning account again and never deletes users', async () => {
    putLocalAccount(file(), { login: 'odisiel', meno: 'Test', priezvisko: 'Vrátený', email: 'odisiel@sopsr.sk' });
    await sync();
    expect(await byLogin('odisiel')).toMatchObject({ aktivny: true, priezvisko: 'Vrátený' });

    removeLocalAccount(file(), 'odisiel');
    await sync();
    expect(await byLogin('odisiel')).toMatchObject({ aktivny: false });
  });

  it('is safe to run twice at once: no duplicate users', async () => {
    putLocalAccount(file(), { login: 'subezny', meno: 'Súbežný', priezvisko: 'Účet', email: 'subezny@sopsr.sk' });

    const [a, b] = await Promise.all([sync(), sync()]);

    expect([a.status, b.status]).toEqual([200, 200]);
    const all = await pouzivatelRepo.listAll();
    expect(all.filter((u) => u.login === 'subezny')).toHaveLength(1);
    const logins = all.map((u) => u.login.toLowerCase());
    expect(new Set(logins).size).toBe(logins.length);
  });

  it('refuses to run on an empty directory answer (it would deactivate everyone)', async () => {
    const accounts = readLocalAccounts(file());
    for (const a of accounts) removeLocalAccount(file(), a.login);
    try {
      const res = await sync();
      expect(res.status).toBe(502);
      expect(res.body.generalErrors[0]).toMatch(/Adresár nevrátil žiadne účty/);
      expect(await byLogin('spravca')).toMatchObject({ aktivny: true });
    } finally {
      for (const a of accounts) putLocalAccount(file(), a);
    }
  });

  it('lets an account added to the directory sign in and find its user after the synchronisation', async () => {
    const refused = await loginThroughIdp(api, 'prihlasi.sa');
    putLocalAccount(file(), { login: 'prihlasi.sa', meno: 'Adam', priezvisko: 'Nový', email: 'adam@sopsr.sk' });
    const signedIn = await loginThroughIdp(api, 'prihlasi.sa');
    const cookie = signedIn.sessionCookie as string;
    expect(refused.sessionCookie).toBeUndefined();
    expect(cookie).toBeDefined();
    expect((await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie })).status).toBe(403);

    await sync();

    const profil = await api.call<Pouzivatel>('GET', '/api/is/pouzivatel/moj-profil', { cookie });
    expect(profil.status).toBe(200);
    expect(profil.body).toMatchObject({ meno: 'Adam', priezvisko: 'Nový', opravnenia: [] });
  });
});
