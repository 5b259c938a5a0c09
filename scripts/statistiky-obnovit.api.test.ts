/**
 * `npm run statistiky:obnovit` (scripts/statistiky-obnovit.ts): events written before the statistics
 * rows existed get their items' statistics data and their row; a second run skips them; an event
 * without items keeps its other summary fields.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { StatistikyPage } from '@shared/api/statistiky';
import { keys } from '../functions/data/keys';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../functions/data/skodova-udalost-repo';
import { dynamo, tableName } from '../functions/lib/clients';
import { obnovitStatistiky } from './statistiky-obnovit';
import { fileTestApi } from './test/api-harness';
import { storeUdalost } from './test/skodova-udalost-fixtures';

const IS = '/api/is';
const api = fileTestApi();
let skody: string;
let analytik: string;

beforeAll(async () => {
  [skody, analytik] = await Promise.all(['skody', 'analytik'].map((l) => api.sessionCookie(l)));
});

/** The event record as an older version wrote it: no statistics data, no statistics row. */
async function asBeforeStatistics(uuid: string) {
  const record = (await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.skodovaUdalost(uuid) }))).Item as Record<string, unknown>;
  const { predmetyStatistika: _dropped, ...older } = record;
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: older }));
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.skodovaUdalostStatistika(uuid) }));
}

describe('statistiky:obnovit', () => {
  it('rebuilds the rows of older events from their items, once', async () => {
    // whatever the local seed wrote is settled first
    const seeded = (await obnovitStatistiky()).udalosti;
    const c = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE`, { cookie: skody });
    // a damage kind the form offers for a sheep (USMRTENIE: killing, meant for every animal)
    const first = Object.fromEntries(c.body.map((l) => [l.type, (l.type === 'DRUH_SKODY' ? l.values.find((v) => v.kod === 'USMRTENIE') : l.values[0])?.uuid as string]));
    const e = await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-01', poskodenyMeno: 'Obnova Testovacia' });
    const created = await api.call<{ uuid: string }>('POST', `${IS}/skodove-udalosti/${e.uuid}/predmet-skody/jahna/novy-predmet-skody`, {
      cookie: skody,
      body: {
        atributy: Object.entries({ druhSkody: first.DRUH_SKODY, hmotnost: '30', pocetVRovnakejKategorii: '2', chovnost: '' }).map(([name, value]) => ({ name, value })),
        miestoSkody: { katastralneUzemie: first.KATASTRALNE_UZEMIE },
      },
    });
    expect(created.status).toBe(201);
    const bezPredmetov = await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2025-03-02', poskodenyMeno: 'Obnova Prazdna', predmetSkodyList: ['OVCE'], kataster: 'Brezno' });
    await asBeforeStatistics(e.uuid);
    await asBeforeStatistics(bezPredmetov.uuid);
    const filter = { from: '2025-03-01', to: '2025-03-31', poskodeny: 'obnova' };
    const page = async () => (await api.call<StatistikyPage>('POST', `${IS}/statistiky`, { cookie: analytik, body: filter })).body;
    expect((await page()).totalElements).toBe(0);

    const v = await obnovitStatistiky();

    expect(v).toEqual({ udalosti: seeded + 2, obnovene: 2, predmety: 1 });
    const after = await page();
    expect(after.totalElements).toBe(1);
    expect(after.statistics[0]).toMatchObject({ skodovaUdalostUuid: e.uuid, predmetSkodyUuid: created.body.uuid, predmetSkodyKategoria: 'OVCE', vyskaSkodyZaPredmet: 216 });
    const prazdna = (await skodovaUdalostRepo.get(bezPredmetov.uuid)) as SkodovaUdalostItem;
    expect(prazdna).toMatchObject({ predmetyStatistika: [], predmetSkodyList: ['OVCE'], kataster: 'Brezno' });
    expect((await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.skodovaUdalostStatistika(bezPredmetov.uuid) }))).Item).toBeDefined();

    expect(await obnovitStatistiky()).toEqual({ udalosti: seeded + 2, obnovene: 0, predmety: 0 });
    expect((await obnovitStatistiky({ vsetky: true })).obnovene).toBe(seeded + 2);
  });
});
