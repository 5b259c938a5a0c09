import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stranka } from '../../shared/api/stranky';
import { STRANKA_KODY } from '../../shared/api/stranky';
import { startTestApi, type TestApi } from '../../scripts/test/api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('static page content', () => {
  it('serves seeded Slovak markdown for every slug the spec lists', async () => {
    for (const kod of STRANKA_KODY) {
      const res = await api.call<Stranka>('POST', `/api/web-oznamenie/stranka-obsah/${kod}`);
      expect(res.status, kod).toBe(200);
      expect(res.body.kod).toBe(kod);
      expect(res.body.obsah.length, kod).toBeGreaterThan(200);
      expect(res.body.obsah, kod).not.toMatch(/<[a-z]/i);
    }
  });

  it('answers 404 in the error shape for an unknown or malformed slug', async () => {
    const unknown = await api.call('POST', '/api/web-oznamenie/stranka-obsah/neexistuje');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ generalErrors: ['Stránka nebola nájdená.'], fieldErrors: [] });
    expect((await api.call('POST', '/api/web-oznamenie/stranka-obsah/..%2F..%2Fetc')).status).toBe(404);
  });

  it('keeps edited content when the seed runs again', async () => {
    const { seed } = await import('../../scripts/local/seed');
    const before = await api.call<Stranka>('POST', '/api/web-oznamenie/stranka-obsah/kontakt-public');
    const counts = await seed({ demoUsers: true });
    const after = await api.call<Stranka>('POST', '/api/web-oznamenie/stranka-obsah/kontakt-public');
    expect(counts).toEqual({ organizacie: 0, ciselnikovePolozky: 0, stranky: 0, pouzivatelia: 0, subjekty: 0 });
    expect(after.body.zmenene).toBe(before.body.zmenene);
  });
});
