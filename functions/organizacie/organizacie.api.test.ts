import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizaciaListResponse } from '../../shared/api/organizacie';
import { compareSk } from '../../shared/format/collation';
import { startTestApi, type TestApi } from '../../scripts/test/api-harness';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.sessionCookie('oznamenia');
});
afterAll(() => api.stop());

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
