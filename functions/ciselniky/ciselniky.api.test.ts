import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '../../shared/api/ciselniky';
import { compareSk } from '../../shared/format/collation';
import { startTestApi, type TestApi } from '../../scripts/test/api-harness';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startTestApi();
  cookie = await api.sessionCookie('bezprav');
});
afterAll(() => api.stop());

const isSortedSk = (labels: string[]) => labels.every((l, i) => i === 0 || compareSk(labels[i - 1], l) <= 0);

describe('code lists', () => {
  it('serves the public wizard KRAJ (8) and OKRES (79) sorted in Slovak collation', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,OKRES');

    expect(res.status).toBe(200);
    const [kraje, okresy] = res.body;
    expect(kraje.type).toBe('KRAJ');
    expect(kraje.values).toHaveLength(8);
    expect(okresy.values).toHaveLength(79);
    expect(isSortedSk(okresy.values.map((v) => v.label))).toBe(true);
    // Č sorts after C in Slovak, unlike in plain code-point order of some locales.
    const labels = okresy.values.map((v) => v.label);
    expect(labels.indexOf('Čadca')).toBeGreaterThan(labels.indexOf('Bytča'));
    expect(labels.indexOf('Čadca')).toBeLessThan(labels.indexOf('Detva'));
  });

  it('links every OKRES to its KRAJ and every OBEC to its OKRES', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,OKRES,OBEC');
    const [kraje, okresy, obce] = res.body;
    const krajIds = new Set(kraje.values.map((v) => v.uuid));
    const okresIds = new Set(okresy.values.map((v) => v.uuid));
    expect(okresy.values.every((o) => o.nadradenaPolozkaUuid && krajIds.has(o.nadradenaPolozkaUuid))).toBe(true);
    expect(obce.values.length).toBeGreaterThan(50);
    expect(obce.values.every((o) => o.nadradenaPolozkaUuid && okresIds.has(o.nadradenaPolozkaUuid))).toBe(true);
  });

  it('lists the Slovak republic first among states', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=STAT');
    expect(res.body[0].values[0]).toMatchObject({ kod: 'SK', label: 'Slovenská republika' });
  });

  it('rejects an unknown type with a Slovak field error', async () => {
    const res = await api.call('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,NEZNAMY');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'typy.1', message: 'Neznámy typ číselníka.' }] });
  });

  it('rejects a missing typy parameter', async () => {
    const res = await api.call<{ fieldErrors: { fieldName: string }[] }>('GET', '/api/web-oznamenie/ciselniky');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].fieldName).toBe('typy');
  });

  it('serves active and all code lists to any signed-in staff member, 401 to anonymous', async () => {
    expect((await api.call('GET', '/api/is/aktivne-ciselniky?typy=KRAJ')).status).toBe(401);
    expect((await api.call('GET', '/api/is/vsetky-ciselniky?typy=KRAJ')).status).toBe(401);
    const active = await api.call<CiselnikyResponse>('GET', '/api/is/aktivne-ciselniky?typy=KRAJ', { cookie });
    const all = await api.call<CiselnikyResponse>('GET', '/api/is/vsetky-ciselniky?typy=KRAJ', { cookie });
    expect(active.status).toBe(200);
    expect(all.body[0].values).toHaveLength(8);
  });
});
