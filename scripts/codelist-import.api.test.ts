import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '../shared/api/ciselniky';
import { importObecCsv } from './codelist-import';
import { startTestApi, type TestApi } from './test/api-harness';

const REFERENCE = path.resolve(process.cwd(), '../shared/data/slovakia/sk_obce_centroids.csv');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const obce = async () =>
  (await api.call<CiselnikyResponse>('GET', '/api/is/vsetky-ciselniky?typy=OBEC,OKRES', { cookie: await api.sessionCookie('bezprav') })).body;

describe('municipality import', () => {
  it('rejects a file with an invalid row and writes nothing', async () => {
    const before = (await obce())[0].values.length;
    const csv = 'obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat\n599999,Testovo,SK0323,Brezno,SK032,Banskobystrický kraj,19.6,48.8\n,Bez kódu,SK0323,Brezno,SK032,x,abc,48.8\n';

    const result = await importObecCsv(csv);

    expect(result.csvErrors.length).toBeGreaterThan(0);
    expect(result.written).toBe(0);
    expect((await obce())[0].values.length).toBe(before);
  });

  it('reports a municipality whose district is unknown and changes nothing', async () => {
    const before = (await obce())[0].values.filter((v) => v.aktivna).length;
    const result = await importObecCsv(
      'obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat\n599997,Niekde,SK0323,Brezno,SK032,x,19.6,48.8\n599998,Nikde,SK9999,Nikde,SK032,x,19.6,48.8\n',
    );
    expect(result.errors).toEqual([{ kod: '599998', message: 'Nadradená položka OKRES SK9999 neexistuje.' }]);
    expect(result.written + result.deactivated).toBe(0);
    expect((await obce())[0].values.filter((v) => v.aktivna).length).toBe(before);
  });

  it('loads the full reference list (2,900+ municipalities), linked to our districts, and is repeatable', async () => {
    expect(existsSync(REFERENCE), `reference data missing: ${REFERENCE} (CI has ../shared beside the repo)`).toBe(true);
    const text = readFileSync(REFERENCE, 'utf8');

    const first = await importObecCsv(text);
    const second = await importObecCsv(text);

    expect(first.csvErrors).toEqual([]);
    expect(first.errors).toEqual([]);
    expect(first.rows).toBeGreaterThan(2900);
    const [obceList, okresy] = await obce();
    const active = obceList.values.filter((v) => v.aktivna);
    expect(active).toHaveLength(first.rows);
    const okresIds = new Set(okresy.values.map((o) => o.uuid));
    expect(active.every((o) => o.nadradenaPolozkaUuid && okresIds.has(o.nadradenaPolozkaUuid))).toBe(true);
    // Seeded municipalities with local codes are kept for references but no longer offered.
    expect(obceList.values.some((v) => !v.aktivna)).toBe(true);
    // Re-import keeps every uuid.
    expect(second.written).toBe(first.written);
    const again = (await obce())[0].values.filter((v) => v.aktivna);
    expect(new Set(again.map((v) => v.uuid))).toEqual(new Set(active.map((v) => v.uuid)));
  }, 120_000);
});
