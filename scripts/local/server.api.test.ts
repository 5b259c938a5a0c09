/**
 * The local server sends on the API paths the security headers CloudFront adds in AWS (one definition:
 * shared/security-headers.ts; infra/test/web-stack.test.ts checks CloudFront uses the same), and
 * every answer for a signed-in caller is `Cache-Control: no-store`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@shared/security-headers';
import { type ApiResponse, fileTestApi } from '../test/api-harness';

const api = fileTestApi();
let spravca: string;

beforeAll(async () => {
  spravca = await api.sessionCookie('spravca');
});

const securityHeadersOf = (res: ApiResponse) => Object.fromEntries(Object.keys(SECURITY_HEADERS).map((h) => [h, res.headers.get(h)]));

describe('local server: API response headers', () => {
  it('sends the CloudFront security headers on /api, /auth and /logout, whatever the status', async () => {
    const answers = [
      await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: spravca }), // 200 JSON
      await api.call('GET', '/api/is/pouzivatel/moj-profil'), // 401
      await api.call('GET', '/api/is/neexistuje'), // 404 of the table's catch-all
      await api.call('GET', '/api/web-oznamenie/organizacie'), // public JSON
      await api.call('PUT', '/api/web-oznamenie/webove-oznamenie/zrusit'), // 404 without a draft
      await api.call('GET', '/auth'), // redirect to the identity provider
      await api.call('POST', '/logout', { cookie: await api.sessionCookie('spravca') }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 404, 302, 303]);
    for (const res of answers) expect(securityHeadersOf(res)).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
  });

  it('answers a signed-in caller with Cache-Control: no-store, success or error, JSON or not', async () => {
    const signedIn = [
      await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: spravca }),
      await api.call('GET', '/api/is/organizacie', { cookie: spravca }),
      await api.call('GET', '/api/is/organizacia/3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f', { cookie: spravca }),
      // public routes too, once the caller is signed in
      await api.call('GET', '/api/web-oznamenie/organizacie', { cookie: spravca }),
      await api.call('GET', '/api/web-oznamenie/ciselniky?typy=STAT', { cookie: spravca }),
    ];
    expect(signedIn.map((r) => r.status)).toEqual([200, 200, 404, 200, 200]);
    for (const res of signedIn) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    // a handler's own result without cache headers (204 of 'Zrušiť oznámenie') gets no-store from the wrapper
    const draft = await api.call('POST', '/api/web-oznamenie/webove-oznamenie/vytvorit-oznamenie', { cookie: spravca });
    const draftCookie = draft.headers.getSetCookie()[0].split(';')[0];
    const cancelled = await api.call('PUT', '/api/web-oznamenie/webove-oznamenie/zrusit', { cookie: `${spravca}; ${draftCookie}` });
    expect(cancelled.status).toBe(204);
    expect(cancelled.headers.get('cache-control')).toBe('no-store');
  });
});
