import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import type { OpakovanyUtokNastavenieDetail, OpakovanyUtokPanel } from '@shared/api/opakovane-utoky';
import type { OznameniaPage } from '@shared/api/oznamenia';
import type { SkodoveUdalostiPage } from '@shared/api/skodove-udalosti';
import { fileTestApi } from '../../scripts/test/api-harness';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { type OznamenieItem, oznamenieRepo } from '../data/oznamenie-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { transactWrite } from '../data/transaction';

const IS = '/api/is';
const api = fileTestApi();
const outbox = mkdtempSync(path.join(tmpdir(), 'ou-outbox-'));
// the local mail writes its .eml files here
process.env.MAIL_OUTBOX_DIR = outbox;

let oznamenia: string;
let skody: string;
let spravca: string;
let bezprav: string;
/** The workplace of 'skody', who wants the workplace's damage-event mails. */
let pracovisko: string;
let povodca: { uuid: string; label: string }[];

beforeAll(async () => {
  [oznamenia, skody, spravca, bezprav] = await Promise.all(['oznamenia', 'skody', 'spravca', 'bezprav'].map((l) => api.sessionCookie(l)));
  const user = (await pouzivatelRepo.findByLogin('skody')) as NonNullable<Awaited<ReturnType<typeof pouzivatelRepo.findByLogin>>>;
  await pouzivatelRepo.updateNastavenia(user, user.version, { opravnenia: user.opravnenia, notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: true }, 'test');
  pracovisko = user.organizacieUuids[0];
  const c = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=POVODCA_SKODY`, { cookie: skody });
  povodca = c.body[0].values;
});

/** A notification in PRIRADENE of the mailed workplace, damaged on `datum`, stored directly (with `place` or none). */
async function notification(datum: string, place?: { lat: number; lng: number }): Promise<OznamenieItem> {
  const uuid = randomUUID();
  const o: OznamenieItem = {
    uuid,
    kod: `OZN-TEST-${uuid.slice(0, 8)}`,
    stav: 'PRIRADENE',
    isFromWeb: false,
    datumOznamenia: datum,
    datumVznikuSkody: datum,
    typSkody: 'DOMESTIKOVANY_ZIVOCICH',
    popisSkody: 'Strhnuté ovce.',
    ...(place ? { lokalitaGpsSirka: place.lat, lokalitaGpsDlzka: place.lng } : {}),
    uzemnePrislusnePracoviskoId: pracovisko,
    hasPoskodeny: false,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  await transactWrite(oznamenieRepo.newItems(o, { webOznamenieDetail: {}, poskodeny: {}, prijate: o.createdAt }, []));
  return o;
}

/** Saves the notification's form as staff do, with `change` over its stored fields. */
const save = async (o: OznamenieItem, change: Record<string, unknown>) => {
  const current = (await oznamenieRepo.get(o.uuid)) as OznamenieItem;
  return api.call<ErrorBody>('PUT', `${IS}/oznamenie/${o.uuid}`, {
    cookie: oznamenia,
    body: {
      datumOznamenia: current.datumOznamenia,
      datumVznikuSkody: current.datumVznikuSkody,
      typSkody: current.typSkody,
      popisSkody: current.popisSkody,
      lokalitaGpsSirka: current.lokalitaGpsSirka ?? null,
      lokalitaGpsDlzka: current.lokalitaGpsDlzka ?? null,
      version: current.version,
      ...change,
    },
  });
};

const panel = (o: { uuid: string }, cookie = oznamenia) => api.call<OpakovanyUtokPanel & ErrorBody>('GET', `${IS}/oznamenie/${o.uuid}/opakovany-utok`, { cookie });
const listRow = async (o: OznamenieItem) =>
  (await api.call<OznameniaPage>('POST', `${IS}/oznamenia`, { cookie: oznamenia, body: { poskodenySearchTokens: [o.kod] } })).body.oznamenieList.find((r) => r.uuid === o.uuid);
/** The alert e-mails naming this case (as the alerting case or a related one). */
const alertMails = (uuid: string) =>
  readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes('Súvisiace prípady') && m.includes(uuid));

describe('repeat-attack alert at save', () => {
  it('marks the third case within 5 km and 30 days, lists the two earlier ones with distance and date, and mails the workplace once per cluster and day', async () => {
    // 2.22 km north (along the meridian) and 2.19 km east (0.03° of longitude at 48.91° N) of the third case
    const prvy = await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2026-10-25', lokalitaGpsSirka: 48.91, lokalitaGpsDlzka: 19.64, uzemnePrislusnaSopId: pracovisko });
    const druhy = await notification('2026-11-05', { lat: 48.93, lng: 19.61 });
    const treti = await notification('2026-11-20');
    expect((await listRow(treti))?.opakovanyUtok).toBeUndefined();

    expect((await save(treti, { lokalitaGpsSirka: 48.91, lokalitaGpsDlzka: 19.61 })).status).toBe(200);

    expect((await listRow(treti))?.opakovanyUtok).toBe(true);
    const p = await panel(treti);
    expect(p.status).toBe(200);
    expect(p.body.opakovanyUtok).toBe(true);
    expect(p.body.parametre).toEqual({ polomerKm: 5, dni: 30, prah: 3 });
    expect(p.body.suvisiace.map(({ kod, typ, datum, vzdialenostKm }) => ({ kod, typ, datum, vzdialenostKm }))).toEqual([
      { kod: prvy.kod, typ: 'SKODOVA_UDALOST', datum: '2026-10-25', vzdialenostKm: 2.19 },
      { kod: druhy.kod, typ: 'OZNAMENIE', datum: '2026-11-05', vzdialenostKm: 2.22 },
    ]);
    expect(alertMails(treti.uuid)).toHaveLength(1);
    expect(alertMails(treti.uuid)[0]).toContain(`/is/skodove-udalosti/${prvy.uuid}`);

    // a second save of the same case the same day, and a fourth case joining the cluster: no second e-mail
    expect((await save(treti, { lokalitaGpsSirka: 48.9101, popisSkody: 'Strhnuté ovce, opäť.' })).status).toBe(200);
    const stvrty = await notification('2026-11-21', { lat: 48.915, lng: 19.62 });
    expect((await save(stvrty, { popisSkody: 'Štvrtý útok.', lokalitaGpsSirka: 48.916 })).status).toBe(200);
    expect((await listRow(stvrty))?.opakovanyUtok).toBe(true);
    expect(alertMails(prvy.uuid)).toHaveLength(1);
  });

  it('leaves the second case unmarked and unmailed, and a case 31 days later or 5.85 km away out of the cluster', async () => {
    await notification('2026-10-01', { lat: 48.5, lng: 21.0 });
    await notification('2026-10-31', { lat: 48.5, lng: 21.08 }); // 5.85 km east
    const druhy = await notification('2026-11-01');

    expect((await save(druhy, { lokalitaGpsSirka: 48.5, lokalitaGpsDlzka: 21.0 })).status).toBe(200);

    expect((await listRow(druhy))?.opakovanyUtok).toBeUndefined();
    const p = await panel(druhy);
    expect(p.body.opakovanyUtok).toBe(false);
    expect(p.body.suvisiace).toEqual([]);
    expect(alertMails(druhy.uuid)).toEqual([]);
  });

  it('the event made from a marked notification keeps the mark on the event list and answers its panel', async () => {
    await storeUdalost('ROZPRACOVANA', { datumVznikuSkody: '2026-11-01', lokalitaGpsSirka: 48.2, lokalitaGpsDlzka: 17.2 });
    await notification('2026-11-02', { lat: 48.21, lng: 17.2 });
    const treti = await notification('2026-11-03');
    await save(treti, { lokalitaGpsSirka: 48.2, lokalitaGpsDlzka: 17.21 });

    const created = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${treti.uuid}/vytvorit-skodova-udalost`, { cookie: skody });

    expect(created.status).toBe(200);
    const rows = await api.call<SkodoveUdalostiPage>('POST', `${IS}/skodove-udalosti`, { cookie: skody, body: { from: '2026-11-03', to: '2026-11-03' } });
    expect(rows.body.skodovaUdalostList.find((r) => r.uuid === created.body.uuid)?.opakovanyUtok).toBe(true);
    const p = await api.call<OpakovanyUtokPanel>('GET', `${IS}/skodove-udalosti/${created.body.uuid}/opakovany-utok`, { cookie: skody });
    // the notification it was made from is the same case, not a related one
    expect(p.body.suvisiace).toHaveLength(2);
    expect(p.body.suvisiace.map((s) => s.uuid)).not.toContain(treti.uuid);
  });

  it('panels need the rights of their record: 403 without them, 404 for an unknown record', async () => {
    const o = await notification('2026-11-01');
    expect((await panel(o, bezprav)).status).toBe(403);
    expect((await panel({ uuid: randomUUID() })).status).toBe(404);
    const e = await storeUdalost();
    expect((await api.call('GET', `${IS}/skodove-udalosti/${e.uuid}/opakovany-utok`, { cookie: oznamenia })).status).toBe(403);
  });
});

describe("the administrator's parameters", () => {
  const url = `${IS}/opakovane-utoky/nastavenie`;
  const put = (body: unknown, cookie = spravca) => api.call<OpakovanyUtokNastavenieDetail & ErrorBody>('PUT', url, { cookie, body });

  it('needs SPRAVA_POUZIVATELOV to read or save', async () => {
    expect((await api.call('GET', url, { cookie: skody })).status).toBe(403);
    expect((await put({ predvolene: { polomerKm: 5, dni: 30, prah: 3 }, druhy: [], version: 0 }, skody)).status).toBe(403);
  });

  it('rejects out-of-range values, a species twice and an unknown species with Slovak field errors', async () => {
    const bad = await put({ predvolene: { polomerKm: 0, dni: 400, prah: 1.5 }, druhy: [], version: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f) => f.message)).toEqual(['Okruh musí byť od 0,1 do 50 km.', 'Časové okno musí byť od 1 do 365 dní.', 'Poradie musí byť celé číslo od 2 do 20.']);
    const row = { povodcaSkodyId: povodca[0].uuid, polomerKm: 10, dni: 60, prah: 2 };
    const twice = await put({ predvolene: { polomerKm: 5, dni: 30, prah: 3 }, druhy: [row, row], version: 0 });
    expect(twice.status).toBe(400);
    expect(twice.body.fieldErrors[0].message).toBe('Tento pôvodca škody je uvedený viackrát.');
    const unknown = await put({ predvolene: { polomerKm: 5, dni: 30, prah: 3 }, druhy: [{ ...row, povodcaSkodyId: randomUUID() }], version: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual([{ fieldName: 'druhy.0.povodcaSkodyId', message: 'Pôvodca škody neexistuje.' }]);
  });

  it('answers the defaults until saved, saves per species with optimistic locking (stale → 409)', async () => {
    expect((await api.call('GET', url, { cookie: spravca })).body).toEqual({ predvolene: { polomerKm: 5, dni: 30, prah: 3 }, druhy: [], version: 0 });
    const body = { predvolene: { polomerKm: 5, dni: 30, prah: 3 }, druhy: [{ povodcaSkodyId: povodca[0].uuid, polomerKm: 10, dni: 60, prah: 2 }], version: 0 };

    const saved = await put(body);

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...body, version: 1 });
    expect((await put(body)).status).toBe(409);
  });
});
