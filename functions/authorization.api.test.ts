/**
 * The authorisation matrix, generated from the route table: it grows with every route, so a new
 * route without rights, or with the wrong ones, fails here. For every route:
 * - an anonymous caller gets 401 with the error body (public routes excepted);
 * - a signed-in user lacking every required right (holding all the others) gets 403 with the error body;
 * - for each required right, a user holding exactly that one right gets past the check (not 401/403);
 * - an inactive user gets 403 even with every right;
 * - login-only routes let a user without any right through;
 * - routes that need several rights together (allOf) answer 403 to a user missing any one of them
 *   (holding every other right) and let a user holding exactly that set through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { type RouteDef, routeKey } from '@shared/api/route';
import { routeList } from '@shared/api/routes';
import { OPRAVNENIA, type Opravnenie } from '@shared/domain/opravnenia';
import { fileTestApi } from '../scripts/test/api-harness';
import { pouzivatelRepo } from './data/pouzivatel-repo';
import { putLocalAccount } from './pouzivatelia/domain/directory/local-directory';

const SAMPLE_UUID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const concretePath = (p: string) => p.replace(/\{proxy\+\}/, 'x').replace(/\{\w+\}/g, SAMPLE_UUID);
const callMethod = (m: string) => (m === 'ANY' ? 'GET' : m);
const FORBIDDEN_BODY = { generalErrors: [ERROR_TEXTS.forbidden], fieldErrors: [] };
const UNAUTHORIZED_BODY = { generalErrors: [ERROR_TEXTS.unauthorized], fieldErrors: [] };

type Guarded = RouteDef & { access: { kind: 'rights'; anyOf: readonly Opravnenie[] } };
const guarded = routeList.filter((r) => r.access.kind !== 'public');
const withRights = routeList.filter((r): r is Guarded & (typeof routeList)[number] => r.access.kind === 'rights');
const loginOnly = guarded.filter((r) => r.access.kind === 'login');
type AllOf = RouteDef & { access: { kind: 'allOf'; allOf: readonly Opravnenie[] } };
const withAllOf = routeList.filter((r): r is AllOf & (typeof routeList)[number] => r.access.kind === 'allOf');
const setKey = (rights: readonly string[]) => [...rights].sort().join('+');

const api = fileTestApi();
/** Cookies of temporary users: 'jeden:<RIGHT>' holds exactly that right, 'bez:<set>' every right except the set. */
const cookies = new Map<string, string>();

async function tempUser(name: string, login: string, opravnenia: Opravnenie[], aktivny = true) {
  await pouzivatelRepo.create({
    login,
    meno: 'Matica',
    priezvisko: name,
    aktivny,
    gdprSuhlas: false,
    opravnenia,
    organizacieUuids: [],
    notifikaciaNoveOznamenie: false,
    notifikaciaNovaSkodovaUdalost: false,
  });
  // in the directory as well: a synchronisation run by the matrix must not deactivate them
  if (aktivny) putLocalAccount(process.env.LOCAL_DIRECTORY_FILE as string, { login, meno: 'Matica', priezvisko: name });
  cookies.set(name, await api.sessionCookie(login));
}

const call = (r: RouteDef, cookie?: string) =>
  api.call(callMethod(r.method), concretePath(r.path), { cookie, body: r.body ? {} : undefined });

beforeAll(async () => {
  for (const right of OPRAVNENIA) await tempUser(`jeden:${right}`, `matica-jeden-${right.toLowerCase()}`, [right]);
  const sets = new Map(withRights.map((r) => [setKey(r.access.anyOf), r.access.anyOf]));
  let i = 0;
  for (const [key, anyOf] of sets) {
    await tempUser(`bez:${key}`, `matica-bez-${++i}`, OPRAVNENIA.filter((o) => !anyOf.includes(o)));
  }
  for (const r of withAllOf) {
    const key = setKey(r.access.allOf);
    if (cookies.has(`vsetky:${key}`)) continue;
    await tempUser(`vsetky:${key}`, `matica-vsetky-${++i}`, [...r.access.allOf]);
    for (const missing of r.access.allOf) {
      if (!cookies.has(`okrem:${missing}`)) await tempUser(`okrem:${missing}`, `matica-okrem-${missing.toLowerCase()}`, OPRAVNENIA.filter((o) => o !== missing));
    }
  }
  await tempUser('neaktivny', 'matica-neaktivny', [...OPRAVNENIA], false);
  cookies.set('bezprav', await api.sessionCookie('bezprav'));
});

describe('authorisation matrix', () => {
  it('covers every route of the table', () => {
    expect(routeList.length).toBeGreaterThan(0);
    for (const r of routeList) expect(['public', 'login', 'rights', 'allOf'], routeKey(r)).toContain(r.access.kind);
    for (const r of withRights) expect(r.access.anyOf.length, `${routeKey(r)} lists no right`).toBeGreaterThan(0);
    for (const r of withAllOf) expect(r.access.allOf.length, `${routeKey(r)} needs at least two rights together`).toBeGreaterThan(1);
  });

  it('guards the settings routes with exactly SPRAVA_POUZIVATELOV (spec part 1 §6), own profile and the organisation select with login', () => {
    const settings = routeList.filter((r) => /^\/api\/is\/(pouzivatel|organizaci)/.test(r.path));
    expect(settings.length).toBeGreaterThanOrEqual(13);
    for (const r of settings) {
      const open = routeKey(r) === 'GET /api/is/pouzivatel/moj-profil' || routeKey(r) === 'GET /api/is/organizacie';
      expect(r.access, routeKey(r)).toEqual(open ? { kind: 'login' } : { kind: 'rights', anyOf: ['SPRAVA_POUZIVATELOV'] });
    }
  });

  it.each(guarded.map((r) => [routeKey(r), r] as const))('%s answers 401 with the error body to an anonymous caller', async (_k, r) => {
    const res = await call(r);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED_BODY);
  });

  it.each(withRights.map((r) => [routeKey(r), r] as const))('%s answers 403 with the error body to a user lacking all its rights', async (_k, r) => {
    for (const who of ['bezprav', `bez:${setKey(r.access.anyOf)}`]) {
      const res = await call(r, cookies.get(who));
      expect(res.status, `${routeKey(r)} as ${who}`).toBe(403);
      expect(res.body, `${routeKey(r)} as ${who}`).toEqual(FORBIDDEN_BODY);
    }
  });

  it.each(withRights.map((r) => [routeKey(r), r] as const))('%s lets a user holding exactly one of its rights through', async (_k, r) => {
    for (const right of r.access.anyOf) {
      const res = await call(r, cookies.get(`jeden:${right}`));
      expect([401, 403], `${routeKey(r)} with only ${right}: ${res.text.slice(0, 200)}`).not.toContain(res.status);
    }
  });

  it.each(withRights.map((r) => [routeKey(r), r] as const))('%s answers 403 to an inactive user even with every right', async (_k, r) => {
    const res = await call(r, cookies.get('neaktivny'));
    expect(res.status).toBe(403);
  });

  it.each(withAllOf.map((r) => [routeKey(r), r] as const))('%s needs all its rights together: 403 without any one of them, through with exactly the set', async (_k, r) => {
    for (const who of ['bezprav', 'neaktivny', ...r.access.allOf.map((m) => `okrem:${m}`), ...r.access.allOf.map((m) => `jeden:${m}`)]) {
      const res = await call(r, cookies.get(who));
      expect(res.status, `${routeKey(r)} as ${who}`).toBe(403);
      expect(res.body, `${routeKey(r)} as ${who}`).toEqual(FORBIDDEN_BODY);
    }
    const res = await call(r, cookies.get(`vsetky:${setKey(r.access.allOf)}`));
    expect([401, 403], `${routeKey(r)} with all its rights: ${res.text.slice(0, 200)}`).not.toContain(res.status);
  });

  it.each(loginOnly.map((r) => [routeKey(r), r] as const))('%s lets any signed-in user through', async (_k, r) => {
    const res = await call(r, cookies.get('bezprav'));
    expect([401, 403], routeKey(r)).not.toContain(res.status);
  });

  it('answers 404 in the error shape for an unknown API path', async () => {
    const res = await api.call('GET', '/api/is/neexistujuca-cesta');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ generalErrors: ['Požadovaný zdroj neexistuje.'], fieldErrors: [] });
  });
});
