/**
 * The authorisation matrix, generated from the route table: it grows with every route.
 * Anonymous callers get 401 on every staff route; a signed-in user without any of a route's
 * rights gets 403; a user with one of them gets past the check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../shared/api/route';
import { routeList } from '../shared/api/routes';
import { hasAnyRight } from '../shared/domain/opravnenia';
import { DEMO_POUZIVATELIA } from '../scripts/seed/data/demo-pouzivatelia';
import { startTestApi, type TestApi } from '../scripts/test/api-harness';

const SAMPLE_UUID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const concretePath = (p: string) => p.replace(/\{proxy\+\}/, 'x').replace(/\{\w+\}/g, SAMPLE_UUID);
const callMethod = (m: string) => (m === 'ANY' ? 'GET' : m);

let api: TestApi;
const cookies = new Map<string, string>();
beforeAll(async () => {
  api = await startTestApi();
  for (const u of DEMO_POUZIVATELIA) cookies.set(u.login, await api.sessionCookie(u.login));
});
afterAll(() => api.stop());

describe('authorisation matrix', () => {
  const guarded = routeList.filter((r) => r.access.kind !== 'public');

  it.each(guarded.map((r) => [routeKey(r), r] as const))('%s answers 401 to an anonymous caller', async (_k, r) => {
    const res = await api.call(callMethod(r.method), concretePath(r.path), { body: r.body ? {} : undefined });
    expect(res.status).toBe(401);
  });

  it('answers 403 to every signed-in user lacking all rights of a route, and lets the others through', async () => {
    for (const r of guarded) {
      if (r.access.kind !== 'rights') continue;
      for (const u of DEMO_POUZIVATELIA) {
        const res = await api.call(callMethod(r.method), concretePath(r.path), { cookie: cookies.get(u.login), body: r.body ? {} : undefined });
        if (hasAnyRight(u, r.access.anyOf)) expect([401, 403], `${routeKey(r)} as ${u.login}`).not.toContain(res.status);
        else expect(res.status, `${routeKey(r)} as ${u.login}`).toBe(403);
      }
    }
  });

  it('lets any signed-in user through login-only routes', async () => {
    for (const r of guarded.filter((x) => x.access.kind === 'login')) {
      const res = await api.call(callMethod(r.method), concretePath(r.path), { cookie: cookies.get('bezprav') });
      expect(res.status, routeKey(r)).not.toBe(401);
    }
  });

  it('answers 404 in the error shape for an unknown API path', async () => {
    const res = await api.call('GET', '/api/is/neexistujuca-cesta');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ generalErrors: ['Požadovaný zdroj neexistuje.'], fieldErrors: [] });
  });
});
