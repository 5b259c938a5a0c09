/**
 * The retention job on a seeded data set with the clock moved forward: what ran out is anonymised
 * (the web snapshot, the photo's name and EXIF, the web-form name, the party once all its records ran
 * out), what did not and what is on a legal hold is kept; an interrupted run is completed by the next
 * one, and a repeated run changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { RETENCNE_LEHOTY_DEFAULT } from '@shared/domain/retencia';
import { fileTestApi } from '../../scripts/test/api-harness';
import { osobaThroughProduct } from '../../scripts/test/osoba-scenario';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { type OznamenieItem, oznamenieRepo } from '../data/oznamenie-repo';
import { poskodenyRepo } from '../data/poskodeny-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import { suborRepo } from '../data/subor-repo';
import { transactWrite } from '../data/transaction';
import { readObjectHead } from '../lib/uploads';
import { spustitRetenciu } from './domain/retencia';

const IS = '/api/is';
const api = fileTestApi();
const PERSON = { meno: 'Ružena', priezvisko: 'Retenčná', datumNarodenia: '1958-03-09', email: 'ruzena.retencna@example.sk', ulica: 'Archívna ulica' };
const YEAR = 365.25 * 86400_000;
const now = Date.now();
const at = (years: number) => new Date(now + years * YEAR);
const run = (years: number, limit?: number) => spustitRetenciu({ lehoty: RETENCNE_LEHOTY_DEFAULT, now: at(years), limit });

let spravca: string;
let scenario: Awaited<ReturnType<typeof osobaThroughProduct>>;
let held: SkodovaUdalostItem;
let keptEvent: SkodovaUdalostItem;
const notification = async (createdAt: Date, poskodenyMeno: string): Promise<OznamenieItem> => {
  const uuid = randomUUID();
  const o: OznamenieItem = {
    uuid,
    kod: `OZ-TEST-${uuid.slice(0, 8)}`,
    stav: 'ZRUSENE',
    isFromWeb: false,
    datumOznamenia: '2026-11-02',
    datumVznikuSkody: '2026-11-01',
    hasPoskodeny: false,
    poskodenyMeno,
    doplnkoveKontaktneInformacie: `volať ${poskodenyMeno} večer`,
    createdAt: createdAt.toISOString(),
    version: 1,
  };
  await oznamenieRepo.create(o);
  return o;
};
let expiredNotification: OznamenieItem;
let keptNotification: OznamenieItem;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'retencia-outbox-'));
  spravca = await api.sessionCookie('spravca');
  // the camera wrote its owner's name into the photo
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5' } })
    .withExif({ IFD0: { Artist: PERSON.priezvisko, Copyright: PERSON.meno } })
    .jpeg()
    .toBuffer();
  scenario = await osobaThroughProduct(api, PERSON, spravca, photo);
  // the person's event was decided today; another of theirs is in proceedings
  const decided = (await skodovaUdalostRepo.get(scenario.udalostId)) as SkodovaUdalostItem;
  await skodovaUdalostRepo.save(decided, { ...decided, stav: 'ROZHODNUTA', stavOd: new Date(now).toISOString() });
  held = await storeUdalost('PRIJATA_ZIADOST', { poskodenyId: scenario.party.uuid, poskodenyMeno: `${PERSON.meno} ${PERSON.priezvisko}`, stavOd: new Date(now).toISOString() });
  await transactWrite([poskodenyRepo.vlastnikPut(scenario.party.uuid, 'SKODOVA_UDALOST', held.uuid)]);
  // decided five years from now: at eleven years its ten years have not run out
  keptEvent = await storeUdalost('ROZHODNUTA', { poskodenyMeno: 'Ostávajúci Rozhodnutý', stavOd: at(5).toISOString(), vyskaSkodyVypocitana: 1234 });
  expiredNotification = await notification(new Date(now), 'Zrušený Oznamovateľ');
  keptNotification = await notification(at(9), 'Neskorší Oznamovateľ');
});

const party = async () => (await api.call<PoskodenyDetail>('GET', `${IS}/poskodeny/${scenario.party.uuid}`, { cookie: spravca })).body;

describe('retention job', () => {
  it('anonymises what ran out, keeps the rest and what is on hold; continues after an interruption; a repeat changes nothing', async () => {
    const interrupted = await run(11, 2);
    expect(interrupted).toMatchObject({ prerusene: true });
    expect(interrupted.anonymizovaneOznamenia + interrupted.anonymizovaneSkodoveUdalosti).toBe(2);

    const rest = await run(11);
    expect(rest.prerusene).toBe(false);
    expect(rest.naLegalHold).toBeGreaterThanOrEqual(1);
    expect(interrupted.fotografieBezMetadat + rest.fotografieBezMetadat).toBeGreaterThanOrEqual(1);

    // the decided event: marked, its amounts and statistics data kept
    const event = (await skodovaUdalostRepo.get(scenario.udalostId)) as SkodovaUdalostItem;
    expect(event.anonymizovane).toBe(at(11).toISOString());
    expect(event.kod).toBe(scenario.udalostKod);
    // the details carry the mark the screens show ('Osobné údaje boli anonymizované dňa …')
    for (const url of [`${IS}/skodove-udalosti/${scenario.udalostId}`, `${IS}/oznamenie/${scenario.oznamenie.uuid}`]) {
      expect((await api.call<{ anonymizovane?: string }>('GET', url, { cookie: spravca })).body.anonymizovane, url).toBe(at(11).toISOString());
    }
    // its web notification: no name, birth date, street or e-mail left in what the reporter sent, the photo renamed and without EXIF
    const web = await api.call('GET', `${IS}/data-from-web/${scenario.oznamenie.uuid}`, { cookie: spravca });
    for (const personal of [PERSON.meno, PERSON.priezvisko, PERSON.datumNarodenia, PERSON.email, PERSON.ulica, 'úľ pri lese']) expect(web.text).not.toContain(personal);
    const [foto] = await suborRepo.fotografie.list('OZNAMENIE', scenario.oznamenie.uuid);
    expect(foto.meno).toBe('fotografia-1.jpg');
    const bytes = (await readObjectHead(foto.s3Key, 1_000_000)) as Uint8Array;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(Buffer.from(bytes).toString('latin1')).not.toContain(PERSON.meno);

    // the party stays while an event of theirs is in proceedings
    expect((await party()).priezvisko).toBe(PERSON.priezvisko);
    expect(((await skodovaUdalostRepo.get(held.uuid)) as SkodovaUdalostItem).anonymizovane).toBeUndefined();

    // a notification without an event, cancelled today: anonymised; one from nine years on: kept
    const gone = (await oznamenieRepo.get(expiredNotification.uuid)) as OznamenieItem;
    expect(gone).toMatchObject({ poskodenyMeno: 'Anonymizovaná osoba', anonymizovane: at(11).toISOString() });
    expect(gone.doplnkoveKontaktneInformacie).toBeUndefined();
    expect(await oznamenieRepo.get(keptNotification.uuid)).toMatchObject({ poskodenyMeno: 'Neskorší Oznamovateľ', doplnkoveKontaktneInformacie: 'volať Neskorší Oznamovateľ večer' });
    expect(((await oznamenieRepo.get(keptNotification.uuid)) as OznamenieItem).anonymizovane).toBeUndefined();
    // an event decided five years on: kept with its name and amount
    expect(await skodovaUdalostRepo.get(keptEvent.uuid)).toMatchObject({ poskodenyMeno: 'Ostávajúci Rozhodnutý', vyskaSkodyVypocitana: 1234, version: keptEvent.version });

    // the same day again: nothing to do
    expect(await run(11)).toMatchObject({ anonymizovaneOznamenia: 0, anonymizovaneSkodoveUdalosti: 0, anonymizovaniPoskodeni: 0, fotografieBezMetadat: 0, premenovaneSubory: 0 });
  });

  it("erases the party once the last of its records ran out, and the party's detail says so", async () => {
    const h = (await skodovaUdalostRepo.get(held.uuid)) as SkodovaUdalostItem;
    await skodovaUdalostRepo.save(h, { ...h, stav: 'ROZHODNUTA', stavOd: at(12).toISOString() });

    const v = await run(23);

    expect(v.anonymizovaniPoskodeni).toBeGreaterThanOrEqual(1);
    const detail = await party();
    expect(detail).toMatchObject({ displayName: 'Anonymizovaná osoba', anonymizovaneDna: at(23).toISOString() });
    expect(JSON.stringify(detail)).not.toContain(PERSON.priezvisko);
    expect(((await skodovaUdalostRepo.get(held.uuid)) as SkodovaUdalostItem).poskodenyMeno).toBe('Anonymizovaná osoba');
    expect((await run(23)).anonymizovaniPoskodeni).toBe(0);
  });
});
