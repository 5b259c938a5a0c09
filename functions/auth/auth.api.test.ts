import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { OPRAVNENIA } from '@shared/domain/opravnenia';
import { loginThroughIdp, fileTestApi } from '../../scripts/test/api-harness';

const api = fileTestApi();

describe('staff sign-in (OIDC authorization code + PKCE)', () => {
  it('signs spravca in through the identity provider and lands in /is with every right', async () => {
    const result = await loginThroughIdp(api, 'spravca');

    expect(result.location).toBe('/is');
    expect(result.sessionCookie).toBeTruthy();
    const profil = await api.call<Pouzivatel>('GET', '/api/is/pouzivatel/moj-profil', { cookie: result.sessionCookie });
    expect(profil.status).toBe(200);
    expect(profil.body.login).toBe('spravca');
    expect([...profil.body.opravnenia].sort()).toEqual([...OPRAVNENIA].sort());
    expect(profil.body.organizacie).toHaveLength(2);
    expect(profil.body).not.toHaveProperty('pk');
  });

  it('returns to the requested staff page after login, but never to another site', async () => {
    expect((await loginThroughIdp(api, 'oznamenia', 'demo', '/is/oznamenia?page=2')).location).toBe('/is/oznamenia?page=2');
    expect((await loginThroughIdp(api, 'oznamenia', 'demo', 'https://evil.example/')).location).toBe('/is');
    expect((await loginThroughIdp(api, 'oznamenia', 'demo', '//evil.example/is')).location).toBe('/is');
  });

  it('keeps a wrong password on the login page with a Slovak error', async () => {
    const result = await loginThroughIdp(api, 'spravca', 'zle-heslo');
    expect(result.sessionCookie).toBeUndefined();
    expect(result.loginPage).toContain('Nesprávne prihlasovacie meno alebo heslo.');
    expect(result.loginPage).toContain('name="login"');
  });

  it('gives an account without a product user record 403 on moj-profil', async () => {
    const result = await loginThroughIdp(api, 'nesync');
    expect(result.location).toBe('/is');
    const profil = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: result.sessionCookie });
    expect(profil.status).toBe(403);
    expect(profil.body).toEqual({ generalErrors: [ERROR_TEXTS.notSynchronised], fieldErrors: [] });
  });

  it('sends a callback without a matching pending request to the login error page', async () => {
    const res = await api.call('GET', '/auth/callback?code=x&state=forged', { cookie: 'es_auth=other' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/chyba-prihlasenia');
  });

  it('logs out with a form POST: the session stops working and the identity provider session ends', async () => {
    const { sessionCookie } = await loginThroughIdp(api, 'skody');
    const res = await api.call('POST', '/logout', { cookie: sessionCookie, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/oidc/session/end');
    expect(res.headers.getSetCookie().join()).toMatch(/es_sid=;.*Max-Age=0/);
    const after = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: sessionCookie });
    expect(after.status).toBe(401);
  });

  it('refuses a logout POST from another origin', async () => {
    const { sessionCookie } = await loginThroughIdp(api, 'skody');
    const res = await api.call('POST', '/logout', { cookie: sessionCookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: sessionCookie })).status).toBe(200);
  });

  it('treats an expired or unknown session as signed out (401)', async () => {
    const res = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: 'es_sid=neexistuje' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ generalErrors: [ERROR_TEXTS.unauthorized], fieldErrors: [] });
  });
});
