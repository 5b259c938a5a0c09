import { describe, expect, it } from 'vitest';
import { geoIndex, skodovaUdalostGeo } from '../functions/data/opakovany-utok-repo';
import { transactWrite } from '../functions/data/transaction';
import { fileTestApi } from './test/api-harness';
import { storeUdalost } from './test/skodova-udalost-fixtures';
import { obnovitGeoIndex } from './opakovane-utoky-obnovit';

fileTestApi();

describe('npm run opakovane-utoky:obnovit', () => {
  it('indexes an event saved before the index existed, and is safe to run again', async () => {
    const e = await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2026-11-01', lokalitaGpsSirka: 48.3, lokalitaGpsDlzka: 18.1 });
    const entry = skodovaUdalostGeo(e);
    // an old record: its index item never written
    await transactWrite(geoIndex.changeActions(entry, null));
    const near = () => geoIndex.near({ lat: 48.3, lng: 18.1 }, 1, '2026-11-01', '2026-11-01');
    expect(await near()).toEqual([]);

    const first = await obnovitGeoIndex();
    await obnovitGeoIndex();

    expect(first.indexovane).toBeGreaterThanOrEqual(1);
    expect((await near()).map((p) => p.uuid)).toEqual([e.uuid]);
  });
});
