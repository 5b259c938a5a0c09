/**
 * Damage event core: the update with the per-state locks, every transition from
 * every state, the notification side of each transition, discard, the OÚ change and the commission.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { OznamenieDetail } from '@shared/api/oznamenia';
import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { nowLocalIso, type SkodovaUdalostDetail, type SkodovaUdalostUpdate } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { ERROR_TEXTS } from '@shared/api/errors';
import type { OznamenieStav } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_STAV_LABELS, SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { fileTestApi, type TestApi } from '../../scripts/test/api-harness';
import { storeUdalost } from '../../scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { organizaciaRepo } from '../data/organizacia-repo';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import { suborRepo } from '../data/subor-repo';
import { transactWrite } from '../data/transaction';

const IS = '/api/is';
const SU = `${IS}/skodove-udalosti`;
const api = fileTestApi();
let skody: string;
let oznamenia: string;
let sop: string;
let sop2: string;
let sopNeplatna: string;
let ou: string;
let ou2: string;
let zaradenie: string;
let zaradenie2: string;
let stat: string;
let obec: string;

beforeAll(async () => {
  skody = await api.sessionCookie('skody');
  oznamenia = await api.sessionCookie('oznamenia');
  const orgs = await organizaciaRepo.listAll();
  const valid = (typ: string) => orgs.filter((o) => o.typ === typ && o.platnost).map((o) => o.uuid);
  [sop, sop2] = valid('SOP');
  [ou, ou2] = valid('OU');
  const invalid = orgs.find((o) => o.typ === 'SOP' && !o.platnost);
  sopNeplatna = invalid?.uuid ?? (await organizaciaRepo.create({ kod: 'SOP-NEPLATNA', nazov: 'Neplatná správa', typ: 'SOP', platnost: false })).uuid;
  [zaradenie, zaradenie2] = (await ciselnikRepo.listByType('ZARADENIE_CLENA_KOMISIE', { activeOnly: true })).map((p) => p.uuid);
  stat = (await ciselnikRepo.listByType('STAT', { activeOnly: true }))[0].uuid;
  obec = (await ciselnikRepo.listByType('OBEC', { activeOnly: true }))[0].uuid;
});

const refs = async (uuid: string) => (await organizaciaRepo.get(uuid))?.pocetReferencii ?? 0;

/** An event stored directly in `stav` (no notification), referencing its SOP like a created one. */
async function udalost(stav: SkodovaUdalostStav = 'ROZPRACOVANA', extra: Partial<SkodovaUdalostItem> = {}): Promise<SkodovaUdalostItem> {
  const created = '2026-11-02T08:00:00.000Z';
  return storeUdalost(
    stav,
    { popisSkody: 'Vlk napadol stádo oviec.', uzemnePrislusnaSopId: sop, createdAt: created, stavOd: created, ...extra },
    [organizaciaRepo.referenceChange(sop, 1, { anyValidity: true })],
  );
}

/** A PRIRADENE notification with an injured party, and the event made from it ('Nová šk. udalosť'). */
async function zOznamenia(): Promise<{ oznamenieId: string; uuid: string; poskodeny: PoskodenyDetail }> {
  const oznamenieId = randomUUID();
  await transactWrite(
    oznamenieRepo.newItems(
      {
        uuid: oznamenieId,
        kod: `OZN-TEST-${oznamenieId.slice(0, 8)}`,
        stav: 'PRIRADENE',
        isFromWeb: true,
        datumOznamenia: '2026-11-02',
        datumVznikuSkody: '2026-11-01',
        typSkody: 'DOMESTIKOVANY_ZIVOCICH',
        popisSkody: 'Medveď roztrhal dve ovce.',
        uzemnePrislusnePracoviskoId: sop,
        hasPoskodeny: false,
        createdAt: new Date().toISOString(),
        version: 1,
      },
      { webOznamenieDetail: {}, poskodeny: {}, prijate: new Date().toISOString() },
      [],
    ),
  );
  const p = await api.call<PoskodenyDetail>('POST', `${IS}/oznamenie/${oznamenieId}/vytvorit-poskodeneho`, {
    cookie: skody,
    body: { typSubjektu: 'PO', ico: '44556677', email: 'farma@example.sk', obchodneMeno: 'Farma Hron s.r.o.', nazovPrevadzky: `Košiar ${oznamenieId.slice(0, 4)}`, adresa: { obecId: obec, statId: stat } },
  });
  expect(p.status).toBe(200);
  const created = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${oznamenieId}/vytvorit-skodova-udalost`, { cookie: skody });
  expect(created.status).toBe(200);
  return { oznamenieId, uuid: created.body.uuid, poskodeny: p.body };
}

const detail = (uuid: string) => api.call<SkodovaUdalostDetail & ErrorBody>('GET', `${SU}/${uuid}`, { cookie: skody });
const oznamenieDetail = async (uuid: string) => (await api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${uuid}`, { cookie: skody })).body;
/** The notification's row in the staff list, found by a party token or a filter. */
const listRow = async (uuid: string, filter: string | Record<string, unknown>) =>
  (
    await api.call<{ oznamenieList: { uuid: string; stav: OznamenieStav; skodovaUdalostId?: string }[] }>('POST', `${IS}/oznamenia?page=1`, {
      cookie: skody,
      body: typeof filter === 'string' ? { poskodenySearchTokens: [filter] } : filter,
    })
  ).body.oznamenieList.find((r) => r.uuid === uuid);

/** The update body of a stored event, unchanged (every locked field may be sent as it is). */
function body(e: SkodovaUdalostItem, over: Partial<SkodovaUdalostUpdate> = {}): SkodovaUdalostUpdate {
  return {
    datumOznamenia: e.datumOznamenia,
    datumACasVznikuSkody: e.casVznikuSkody ? `${e.datumVznikuSkody}T${e.casVznikuSkody}` : e.datumVznikuSkody,
    datumACasSetrenia: e.datumACasSetrenia ?? null,
    popisSkody: e.popisSkody ?? '',
    spisovaZnackaOu: e.spisovaZnackaOu ?? '',
    spisovaZnackaSop: e.spisovaZnackaSop ?? '',
    typSkody: e.typSkody ?? 'DOMESTIKOVANY_ZIVOCICH',
    uzemnePrislusnaSopId: e.uzemnePrislusnaSopId ?? null,
    uzemnePrislusnyOuId: e.uzemnePrislusnyOuId ?? null,
    miestneSetreniePopis: e.miestneSetreniePopis ?? '',
    prepojenieNaIneSkodoveUdalosti: e.prepojenieNaIneSkodoveUdalosti ?? '',
    version: e.version,
    ...over,
  };
}
/** A whole quarter hour 15–30 minutes from now, Slovak wall clock: in the future whatever the hour (near midnight it is tomorrow). */
const quarterHourAhead = () => nowLocalIso(new Date(Math.floor((Date.now() + 30 * 60_000) / 900_000) * 900_000));

const put = (uuid: string, b: SkodovaUdalostUpdate, cookie = skody) => api.call<SkodovaUdalostDetail & ErrorBody>('PUT', `${SU}/${uuid}`, { cookie, body: b });

describe('PUT /skodove-udalosti/{id}', () => {
  it('saves every field in ROZPRACOVANA, answers the new detail and moves the organisation references', async () => {
    const e = await udalost();
    const [sopBefore, sop2Before, ouBefore] = [await refs(sop), await refs(sop2), await refs(ou)];

    const res = await put(
      e.uuid,
      body(e, {
        datumOznamenia: '2026-11-03',
        datumACasVznikuSkody: '2026-11-02T21:45',
        datumACasSetrenia: '2026-11-04T10:30:00',
        popisSkody: 'Medveď poškodil dva úle.',
        spisovaZnackaSop: 'ŠOP/123/2026',
        spisovaZnackaOu: 'OU-BB/55/2026',
        typSkody: 'VCELY',
        uzemnePrislusnaSopId: sop2.toUpperCase(),
        uzemnePrislusnyOuId: ou,
        miestneSetreniePopis: 'Šetrenie na mieste s chovateľom.',
        prepojenieNaIneSkodoveUdalosti: 'SU-2026-000001',
      }),
    );

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      datumOznamenia: '2026-11-03',
      datumACasVznikuSkody: '2026-11-02T21:45',
      datumACasSetrenia: '2026-11-04T10:30',
      popisSkody: 'Medveď poškodil dva úle.',
      spisovaZnackaSop: 'ŠOP/123/2026',
      spisovaZnackaOu: 'OU-BB/55/2026',
      typSkody: 'VCELY',
      uzemnePrislusnaSop: { uuid: sop2, typ: 'SOP' },
      uzemnePrislusnyOu: { uuid: ou, typ: 'OU' },
      miestneSetreniePopis: 'Šetrenie na mieste s chovateľom.',
      prepojenieNaIneSkodoveUdalosti: 'SU-2026-000001',
      version: 2,
    });
    expect([await refs(sop), await refs(sop2), await refs(ou)]).toEqual([sopBefore - 1, sop2Before + 1, ouBefore + 1]);
    // emptied fields go away, the OÚ reference is released
    const cleared = await put(e.uuid, body({ ...e, version: 2 }, { datumACasVznikuSkody: '2026-11-02', popisSkody: '', uzemnePrislusnyOuId: null, uzemnePrislusnaSopId: sop2 }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.popisSkody).toBeUndefined();
    expect(cleared.body.uzemnePrislusnyOu).toBeNull();
    expect(cleared.body.datumACasVznikuSkody).toBe('2026-11-02');
    expect(await refs(ou)).toBe(ouBefore);
  });

  it.each([
    ['popisSkody', { popisSkody: 'x'.repeat(1001) }, 'Maximálna dĺžka je 1000 znakov.'],
    ['miestneSetreniePopis', { miestneSetreniePopis: 'x'.repeat(1001) }, 'Maximálna dĺžka je 1000 znakov.'],
    ['prepojenieNaIneSkodoveUdalosti', { prepojenieNaIneSkodoveUdalosti: 'x'.repeat(1001) }, 'Maximálna dĺžka je 1000 znakov.'],
    ['spisovaZnackaSop', { spisovaZnackaSop: 'x'.repeat(256) }, 'Maximálna dĺžka je 255 znakov.'],
    ['spisovaZnackaOu', { spisovaZnackaOu: 'x'.repeat(256) }, 'Maximálna dĺžka je 255 znakov.'],
    ['datumOznamenia', { datumOznamenia: '2999-01-01' }, 'Dátum nemôže byť v budúcnosti.'],
    ['datumACasVznikuSkody', { datumACasVznikuSkody: '2999-01-01T10:00' }, SKODOVA_UDALOST_MSG.casBuducnost],
    ['datumACasVznikuSkody', { datumACasVznikuSkody: quarterHourAhead() }, SKODOVA_UDALOST_MSG.casBuducnost],
    ['datumACasVznikuSkody', { datumACasVznikuSkody: '2026-11-01T10:07' }, SKODOVA_UDALOST_MSG.casFormat],
    ['datumACasVznikuSkody', { datumACasVznikuSkody: '2026-11-01T24:00' }, SKODOVA_UDALOST_MSG.casFormat],
    ['datumACasSetrenia', { datumACasSetrenia: '2999-01-01' }, SKODOVA_UDALOST_MSG.casBuducnost],
    ['typSkody', { typSkody: 'DRAK' as never }, 'Vyberte typ škody zo zoznamu.'],
  ] as const)('refuses %s out of its limits (%j) with a Slovak field error, nothing written', async (field, over, message) => {
    const e = await udalost();
    const res = await put(e.uuid, body(e, over as Partial<SkodovaUdalostUpdate>));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toContainEqual({ fieldName: field, message });
    expect((await skodovaUdalostRepo.get(e.uuid))?.version).toBe(1);
  });

  it('needs valid organisations of the right type for SOP and OÚ', async () => {
    const e = await udalost();
    const cases: [Partial<SkodovaUdalostUpdate>, string, string][] = [
      [{ uzemnePrislusnaSopId: ou }, 'uzemnePrislusnaSopId', SKODOVA_UDALOST_MSG.sopNeplatna],
      [{ uzemnePrislusnaSopId: sopNeplatna }, 'uzemnePrislusnaSopId', SKODOVA_UDALOST_MSG.sopNeplatna],
      [{ uzemnePrislusnaSopId: randomUUID() }, 'uzemnePrislusnaSopId', SKODOVA_UDALOST_MSG.sopNeplatna],
      [{ uzemnePrislusnyOuId: sop2 }, 'uzemnePrislusnyOuId', SKODOVA_UDALOST_MSG.ouNeplatny],
      [{ uzemnePrislusnyOuId: randomUUID() }, 'uzemnePrislusnyOuId', SKODOVA_UDALOST_MSG.ouNeplatny],
    ];
    for (const [over, fieldName, message] of cases) {
      const res = await put(e.uuid, body(e, over));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ fieldName, message }]);
    }
    expect((await skodovaUdalostRepo.get(e.uuid))?.version).toBe(1);
  });

  it('answers the second of two editors with 409 and a Slovak message; the first one’s data stay', async () => {
    const e = await udalost();
    const first = await put(e.uuid, body(e, { popisSkody: 'Prvý' }));
    const second = await put(e.uuid, body(e, { popisSkody: 'Druhý' }));
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.generalErrors).toEqual([ERROR_TEXTS.conflict]);
    expect((await detail(e.uuid)).body.popisSkody).toBe('Prvý');
  });

  it('answers 404 for an unknown or malformed event and 403 without EVIDENCIA_SKOD', async () => {
    const e = await udalost();
    expect((await put(randomUUID(), body(e))).status).toBe(404);
    expect((await put('nie-uuid', body(e))).status).toBe(404);
    expect((await put(e.uuid, body(e, { popisSkody: 'x' }), oznamenia)).status).toBe(403);
  });

  /** A changed value of each lockable field (relative to `udalost()`). */
  const ZMENY: Record<string, Partial<SkodovaUdalostUpdate>> = {
    datumOznamenia: { datumOznamenia: '2026-10-30' },
    datumACasVznikuSkody: { datumACasVznikuSkody: '2026-10-31T08:15' },
    typSkody: { typSkody: 'RYBY' },
    miestneSetreniePopis: { miestneSetreniePopis: 'Obhliadka' },
    datumACasSetrenia: { datumACasSetrenia: '2026-11-03T09:00' },
    popisSkody: { popisSkody: 'Iný popis' },
    spisovaZnackaSop: { spisovaZnackaSop: 'S-1' },
    spisovaZnackaOu: { spisovaZnackaOu: 'O-1' },
    uzemnePrislusnaSopId: { uzemnePrislusnaSopId: 'SOP2' },
    uzemnePrislusnyOuId: { uzemnePrislusnyOuId: 'OU' },
  };
  const EDITOVATELNE: Record<SkodovaUdalostStav, string[]> = {
    ROZPRACOVANA: Object.keys(ZMENY),
    V_SETRENI: Object.keys(ZMENY).filter((f) => f !== 'datumOznamenia'),
    VYSETRENA: ['spisovaZnackaOu'],
    PRIJATA_ZIADOST: ['spisovaZnackaOu'],
    ROZHODNUTA: [],
  };
  const cases = SKODOVA_UDALOST_STAVY.flatMap((stav) => Object.keys(ZMENY).map((field) => [stav, field, EDITOVATELNE[stav].includes(field)] as const));

  it.each(cases)('in %s the field %s is editable: %s (a locked one → 400 naming it)', async (stav, field, editable) => {
    const e = await udalost(stav);
    const over = { ...ZMENY[field] };
    if (over.uzemnePrislusnaSopId) over.uzemnePrislusnaSopId = sop2;
    if (over.uzemnePrislusnyOuId) over.uzemnePrislusnyOuId = ou;
    const res = await put(e.uuid, body(e, over));
    if (editable) {
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(2);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ fieldName: field, message: SKODOVA_UDALOST_MSG.poleUzamknute(SKODOVA_UDALOST_STAV_LABELS[stav]) }]);
      expect((await skodovaUdalostRepo.get(e.uuid))?.version).toBe(1);
    }
  });

  it.each(SKODOVA_UDALOST_STAVY)('in %s prepojenieNaIneSkodoveUdalosti is never locked; the locked fields may be sent unchanged', async (stav) => {
    const e = await udalost(stav, { spisovaZnackaSop: 'S-9', uzemnePrislusnyOuId: ou, casVznikuSkody: '06:30' });
    const res = await put(e.uuid, body(e, { prepojenieNaIneSkodoveUdalosti: 'Súvisí s SU-2026-000002' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prepojenieNaIneSkodoveUdalosti: 'Súvisí s SU-2026-000002', spisovaZnackaSop: 'S-9', datumACasVznikuSkody: '2026-11-01T06:30' });
  });
});

type Akcia = 'zacat' | 'ukoncit' | 'ziadost' | 'rozhodnuta' | 'zahodit' | 'zmenitOu';
const AKCIE: Record<Akcia, { z: SkodovaUdalostStav; na: SkodovaUdalostStav | null; call: (uuid: string) => ReturnType<TestApi['call']> }> = {
  zacat: { z: 'ROZPRACOVANA', na: 'V_SETRENI', call: (uuid) => api.call('POST', `${SU}/${uuid}/vytvorit-oznamenie`, { cookie: skody }) },
  ukoncit: { z: 'V_SETRENI', na: 'VYSETRENA', call: (uuid) => api.call('PUT', `${SU}/${uuid}/ukonci-setrenie`, { cookie: skody }) },
  ziadost: { z: 'VYSETRENA', na: 'PRIJATA_ZIADOST', call: (uuid) => api.call('PUT', `${SU}/${uuid}/ziadost-prijata`, { cookie: skody }) },
  rozhodnuta: { z: 'PRIJATA_ZIADOST', na: 'ROZHODNUTA', call: (uuid) => api.call('PUT', `${SU}/${uuid}/rozhodnuta`, { cookie: skody }) },
  zahodit: { z: 'ROZPRACOVANA', na: null, call: (uuid) => api.call('DELETE', `${SU}/${uuid}`, { cookie: skody }) },
  zmenitOu: { z: 'VYSETRENA', na: 'VYSETRENA', call: (uuid) => api.call('PUT', `${SU}/${uuid}/zmenit-priradenie-ou`, { cookie: skody, body: { uzemnePrislusnyOuId: ou2 } }) },
};

describe('state × action', () => {
  const cases = SKODOVA_UDALOST_STAVY.flatMap((stav) => (Object.keys(AKCIE) as Akcia[]).map((a) => [stav, a] as const));
  it.each(cases)('in %s the action %s succeeds only from its state (else 400 naming the state, nothing changed)', async (stav, akcia) => {
    const a = AKCIE[akcia];
    const e = await udalost(stav);
    const res = (await a.call(e.uuid)) as { status: number; body: ErrorBody };
    const after = await skodovaUdalostRepo.get(e.uuid);
    if (stav !== a.z) {
      expect(res.status).toBe(400);
      expect(res.body.generalErrors).toEqual([SKODOVA_UDALOST_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[stav])]);
      expect(after).toMatchObject({ stav, version: 1 });
      return;
    }
    expect(res.status).toBeLessThan(300);
    if (a.na === null) {
      expect(after).toBeNull();
      expect((await detail(e.uuid)).status).toBe(404);
      return;
    }
    expect(after?.stav).toBe(a.na);
    expect(after?.version).toBe(2);
    // every transition records when the state was entered
    if (a.na !== stav) expect(Date.parse(after?.stavOd ?? '')).toBeGreaterThan(Date.parse('2026-11-02T08:00:00.000Z'));
    else expect(after?.stavOd).toBe(e.stavOd);
  });

  it('needs EVIDENCIA_SKOD on every transition and answers 404 for an unknown event', async () => {
    const e = await udalost('ROZPRACOVANA');
    for (const a of Object.values(AKCIE)) expect((await a.call(randomUUID())).status).toBe(404);
    expect((await api.call('PUT', `${SU}/${e.uuid}/ukonci-setrenie`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('POST', `${SU}/${e.uuid}/vytvorit-oznamenie`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('DELETE', `${SU}/${e.uuid}`, { cookie: oznamenia })).status).toBe(403);
    expect((await skodovaUdalostRepo.get(e.uuid))?.version).toBe(1);
  });
});

describe('the notification side of the transitions', () => {
  it('an event made from a notification keeps it through to ROZHODNUTA; Ukončiť šetrenie moves it to SETRENIE_UKONCENE', async () => {
    const { oznamenieId, uuid, poskodeny } = await zOznamenia();

    const zacat = await api.call<{ uuid: string }>('POST', `${SU}/${uuid}/vytvorit-oznamenie`, { cookie: skody });
    expect(zacat.status).toBe(200);
    expect(zacat.body.uuid).toBe(oznamenieId);
    expect((await detail(uuid)).body).toMatchObject({ stav: 'V_SETRENI', oznamenieId, oznamenieStav: 'V_RIESENI' });
    expect(await oznamenieDetail(oznamenieId)).toMatchObject({ oznamenieStav: 'V_RIESENI', skodovaUdalostId: uuid });

    expect((await api.call('PUT', `${SU}/${uuid}/ukonci-setrenie`, { cookie: skody })).status).toBe(204);
    expect((await detail(uuid)).body).toMatchObject({ stav: 'VYSETRENA', oznamenieStav: 'SETRENIE_UKONCENE' });
    expect(await oznamenieDetail(oznamenieId)).toMatchObject({ oznamenieStav: 'SETRENIE_UKONCENE', skodovaUdalostId: uuid });
    expect(await listRow(oznamenieId, poskodeny.nazovPrevadzky ?? '')).toMatchObject({ stav: 'SETRENIE_UKONCENE', skodovaUdalostId: uuid });

    expect((await api.call('PUT', `${SU}/${uuid}/ziadost-prijata`, { cookie: skody })).status).toBe(204);
    expect((await api.call('PUT', `${SU}/${uuid}/rozhodnuta`, { cookie: skody })).status).toBe(204);
    expect((await detail(uuid)).body).toMatchObject({ stav: 'ROZHODNUTA', oznamenieStav: 'SETRENIE_UKONCENE' });
    // the party's history row follows the state
    const historia = await api.call<{ skodovaUdalostList: { skodovaUdalostUuid: string; stav: string }[] }>('GET', `${IS}/poskodeny/${poskodeny.uuid}/historia-skodovych-udalosti`, {
      cookie: skody,
    });
    expect(historia.body.skodovaUdalostList.find((r) => r.skodovaUdalostUuid === uuid)?.stav).toBe('ROZHODNUTA');
  });

  it('Začať šetrenie on an event without a notification creates one from its data (V_RIESENI, linked both ways, in the list)', async () => {
    const e = await udalost('ROZPRACOVANA', { datumOznamenia: '2025-03-14', datumVznikuSkody: '2025-03-13', popisLokality: 'Lúka pod lesom', lokalitaGpsSirka: 48.7, lokalitaGpsDlzka: 19.1 });
    const before = await refs(sop);

    const res = await api.call<{ uuid: string }>('POST', `${SU}/${e.uuid}/vytvorit-oznamenie`, { cookie: skody });

    expect(res.status).toBe(200);
    const o = await oznamenieDetail(res.body.uuid);
    expect(o).toMatchObject({
      oznamenieStav: 'V_RIESENI',
      skodovaUdalostId: e.uuid,
      skodovaUdalostKod: e.kod,
      datumOznamenia: '2025-03-14',
      datumVznikuSkody: '2025-03-13',
      typSkody: 'DOMESTIKOVANY_ZIVOCICH',
      popisSkody: 'Vlk napadol stádo oviec.',
      popisLokality: 'Lúka pod lesom',
      lokalitaGpsSirka: 48.7,
      uzemnePrislusnePracovisko: { uuid: sop },
    });
    expect(o.kod).toMatch(/^OZN-\d{4}-\d{6}$/);
    expect((await detail(e.uuid)).body).toMatchObject({ stav: 'V_SETRENI', oznamenieId: res.body.uuid, oznamenieKod: o.kod, oznamenieStav: 'V_RIESENI' });
    // the new notification references the workplace like every notification
    expect(await refs(sop)).toBe(before + 1);
    expect(await listRow(res.body.uuid, { from: '2025-03-14', to: '2025-03-14' })).toMatchObject({ stav: 'V_RIESENI', skodovaUdalostId: e.uuid });

    // Ukončiť šetrenie finishes this notification too
    expect((await api.call('PUT', `${SU}/${e.uuid}/ukonci-setrenie`, { cookie: skody })).status).toBe(204);
    expect((await oznamenieDetail(res.body.uuid)).oznamenieStav).toBe('SETRENIE_UKONCENE');
  });

  it('Začať šetrenie needs the SOP workplace when a notification has to be created (field error, nothing written)', async () => {
    const e = await udalost('ROZPRACOVANA', { uzemnePrislusnaSopId: undefined });
    const res = await api.call<ErrorBody>('POST', `${SU}/${e.uuid}/vytvorit-oznamenie`, { cookie: skody });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ fieldName: 'uzemnePrislusnaSopId', message: SKODOVA_UDALOST_MSG.sopPovinna }]);
    expect(await skodovaUdalostRepo.get(e.uuid)).toMatchObject({ stav: 'ROZPRACOVANA', version: 1 });
  });

  it('Začať šetrenie needs the damage type (a new event has none until staff choose it): field error, nothing written', async () => {
    const e = await udalost('ROZPRACOVANA', { typSkody: undefined });
    const res = await api.call<ErrorBody>('POST', `${SU}/${e.uuid}/vytvorit-oznamenie`, { cookie: skody });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ fieldName: 'typSkody', message: SKODOVA_UDALOST_MSG.typSkodyPovinny }]);
    expect(await skodovaUdalostRepo.get(e.uuid)).toMatchObject({ stav: 'ROZPRACOVANA', version: 1 });
  });

  it('discard returns the notification to PRIRADENE without the link and removes the event, its history row and references', async () => {
    const { oznamenieId, uuid, poskodeny } = await zOznamenia();
    const before = await refs(sop);
    await put(uuid, body((await skodovaUdalostRepo.get(uuid)) as SkodovaUdalostItem, { uzemnePrislusnyOuId: ou }));
    const ouBefore = await refs(ou);
    const clen = await api.call<{ uuid: string }>('POST', `${SU}/${uuid}/miestne-setrenie/clen-komisie`, {
      cookie: skody,
      body: { meno: 'Ján', priezvisko: 'Kováč', zaradenie },
    });

    const res = await api.call('DELETE', `${SU}/${uuid}`, { cookie: skody });

    expect(res.status).toBe(204);
    expect((await detail(uuid)).status).toBe(404);
    const o = await oznamenieDetail(oznamenieId);
    expect(o.oznamenieStav).toBe('PRIRADENE');
    expect(o.skodovaUdalostId).toBeUndefined();
    expect(await listRow(oznamenieId, poskodeny.nazovPrevadzky ?? '')).toMatchObject({ stav: 'PRIRADENE' });
    expect((await listRow(oznamenieId, poskodeny.nazovPrevadzky ?? ''))?.skodovaUdalostId).toBeUndefined();
    const historia = await api.call<{ skodovaUdalostList: unknown[] }>('GET', `${IS}/poskodeny/${poskodeny.uuid}/historia-skodovych-udalosti`, { cookie: skody });
    expect(historia.body.skodovaUdalostList).toEqual([]);
    expect(await refs(sop)).toBe(before - 1);
    expect(await refs(ou)).toBe(ouBefore - 1);
    expect(await skodovaUdalostRepo.udalostClenaKomisie(clen.body.uuid)).toBeNull();
    // the notification can lead to a new event again
    const again = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${oznamenieId}/vytvorit-skodova-udalost`, { cookie: skody });
    expect(again.status).toBe(200);
    expect(again.body.uuid).not.toBe(uuid);
  });
});

describe('discard and the files of the event', () => {
  it('deletes the photo and attachment records of a discarded event (files module deleteOwnerFiles)', async () => {
    const e = await udalost('ROZPRACOVANA');
    const now = new Date().toISOString();
    await suborRepo.fotografie.add('SKODOVA_UDALOST', e.uuid, [
      { fileId: randomUUID(), thumbnailId: randomUUID(), meno: 'medved.jpg', contentType: 'image/jpeg', velkost: 10, datumPridania: now, s3Key: `test/${e.uuid}/f`, thumbnailS3Key: `test/${e.uuid}/t` },
    ]);
    await suborRepo.prilohy.add('SKODOVA_UDALOST', e.uuid, [{ fileId: randomUUID(), meno: 'zapisnica.pdf', contentType: 'application/pdf', velkost: 10, datumPridania: now, s3Key: `test/${e.uuid}/p` }]);

    expect((await api.call('DELETE', `${SU}/${e.uuid}`, { cookie: skody })).status).toBe(204);

    expect(await suborRepo.fotografie.list('SKODOVA_UDALOST', e.uuid)).toEqual([]);
    expect(await suborRepo.prilohy.list('SKODOVA_UDALOST', e.uuid)).toEqual([]);
  });

  it('answers a repeated discard with 404 and the Slovak message', async () => {
    const e = await udalost('ROZPRACOVANA');
    expect((await api.call('DELETE', `${SU}/${e.uuid}`, { cookie: skody })).status).toBe(204);
    const again = await api.call<ErrorBody>('DELETE', `${SU}/${e.uuid}`, { cookie: skody });
    expect(again.status).toBe(404);
    expect(again.body.generalErrors).toEqual([SKODOVA_UDALOST_MSG.neexistuje]);
  });
});

describe("'Zmeniť priradený OÚ'", () => {
  it('sets another valid OÚ in VYSETRENA and moves the references; refuses other organisation types', async () => {
    const e = await udalost('VYSETRENA', { uzemnePrislusnyOuId: ou });
    await transactWrite([organizaciaRepo.referenceChange(ou, 1)]);
    const [ouBefore, ou2Before] = [await refs(ou), await refs(ou2)];

    const res = await api.call('PUT', `${SU}/${e.uuid}/zmenit-priradenie-ou`, { cookie: skody, body: { uzemnePrislusnyOuId: ou2 } });

    expect(res.status).toBe(204);
    expect((await detail(e.uuid)).body.uzemnePrislusnyOu?.uuid).toBe(ou2);
    expect([await refs(ou), await refs(ou2)]).toEqual([ouBefore - 1, ou2Before + 1]);
    const wrong = await api.call<ErrorBody>('PUT', `${SU}/${e.uuid}/zmenit-priradenie-ou`, { cookie: skody, body: { uzemnePrislusnyOuId: sop } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([{ fieldName: 'uzemnePrislusnyOuId', message: SKODOVA_UDALOST_MSG.ouNeplatny }]);
    const missing = await api.call<ErrorBody>('PUT', `${SU}/${e.uuid}/zmenit-priradenie-ou`, { cookie: skody, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.map((f) => f.fieldName)).toEqual(['uzemnePrislusnyOuId']);
  });
});

describe('commission', () => {
  const add = (uuid: string, b: Record<string, unknown>, cookie = skody) =>
    api.call<{ uuid: string } & ErrorBody>('POST', `${SU}/${uuid}/miestne-setrenie/clen-komisie`, { cookie, body: b });
  const remove = (clen: string, cookie = skody) => api.call<ErrorBody>('DELETE', `${SU}/miestne-setrenie/clen-komisie/${clen}`, { cookie });

  it('adds a member with the role label in the detail, marks the role used, and removes it again', async () => {
    const e = await udalost('ROZPRACOVANA');
    const res = await add(e.uuid, { meno: ' Ján ', priezvisko: 'Kováč', zaradenie, poznamka: 'Predseda komisie' });
    expect(res.status).toBe(200);
    const label = (await ciselnikRepo.get('ZARADENIE_CLENA_KOMISIE', zaradenie))?.label;
    expect((await detail(e.uuid)).body.komisia).toEqual([{ uuid: res.body.uuid, meno: 'Ján', priezvisko: 'Kováč', zaradenie, zaradenieNazov: label, poznamka: 'Predseda komisie' }]);
    expect(await ciselnikRepo.isUsed(zaradenie)).toBe(true);

    expect((await remove(res.body.uuid)).status).toBe(204);
    expect((await detail(e.uuid)).body.komisia).toEqual([]);
    const again = await remove(res.body.uuid);
    expect(again.status).toBe(404);
    expect(again.body.generalErrors).toEqual([SKODOVA_UDALOST_MSG.clenKomisieNeexistuje]);
  });

  it('keeps every member of concurrent additions (a concurrent change is retried)', async () => {
    const e = await udalost('V_SETRENI');
    const results = await Promise.all([1, 2, 3].map((i) => add(e.uuid, { meno: `Člen ${i}`, priezvisko: 'Súbežný', zaradenie: zaradenie2 })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await detail(e.uuid)).body.komisia.map((c) => c.meno).sort()).toEqual(['Člen 1', 'Člen 2', 'Člen 3']);
  });

  it.each(SKODOVA_UDALOST_STAVY)('in %s adding and removing members is allowed only where §4 lists komisia', async (stav) => {
    const e = await udalost(stav, { komisia: [{ uuid: randomUUID(), meno: 'Eva', priezvisko: 'Nová', zaradenie }] });
    await transactWrite([skodovaUdalostRepo.clenKomisiePut(e.komisia[0], e.uuid)]);
    const allowed = stav === 'ROZPRACOVANA' || stav === 'V_SETRENI';
    const added = await add(e.uuid, { meno: 'Peter', priezvisko: 'Malý', zaradenie });
    const removed = await remove(e.komisia[0].uuid);
    if (allowed) {
      expect([added.status, removed.status]).toEqual([200, 204]);
      expect((await detail(e.uuid)).body.komisia.map((c) => c.meno)).toEqual(['Peter']);
    } else {
      const message = SKODOVA_UDALOST_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[stav]);
      expect([added.status, removed.status]).toEqual([400, 400]);
      expect(added.body.generalErrors).toEqual([message]);
      expect(removed.body.generalErrors).toEqual([message]);
      expect((await skodovaUdalostRepo.get(e.uuid))?.komisia.map((c) => c.meno)).toEqual(['Eva']);
    }
  });

  it('validates the member: lengths, required names, an active role of the commission-role list', async () => {
    const e = await udalost('ROZPRACOVANA');
    const cases: [Record<string, unknown>, string][] = [
      [{ meno: 'x'.repeat(256), priezvisko: 'K', zaradenie }, 'meno'],
      [{ meno: 'J', priezvisko: 'x'.repeat(256), zaradenie }, 'priezvisko'],
      [{ meno: 'J', priezvisko: 'K', zaradenie, poznamka: 'x'.repeat(256) }, 'poznamka'],
      [{ meno: '', priezvisko: 'K', zaradenie }, 'meno'],
      [{ meno: 'J', priezvisko: 'K' }, 'zaradenie'],
      [{ meno: 'J', priezvisko: 'K', zaradenie: randomUUID() }, 'zaradenie'],
      [{ meno: 'J', priezvisko: 'K', zaradenie: stat }, 'zaradenie'],
    ];
    for (const [b, field] of cases) {
      const res = await add(e.uuid, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.fieldErrors.map((f) => f.fieldName)).toEqual([field]);
    }
    expect((await skodovaUdalostRepo.get(e.uuid))?.komisia).toEqual([]);
  });

  it('answers 404 for an unknown event or member and 403 without EVIDENCIA_SKOD', async () => {
    const e = await udalost('ROZPRACOVANA');
    expect((await add(randomUUID(), { meno: 'J', priezvisko: 'K', zaradenie })).status).toBe(404);
    expect((await remove(randomUUID())).status).toBe(404);
    expect((await add(e.uuid, { meno: 'J', priezvisko: 'K', zaradenie }, oznamenia)).status).toBe(403);
  });
});

describe('detail', () => {
  it('carries the version, stavOd, the linked notification state and the deadlines', async () => {
    const e = await udalost('V_SETRENI', { datumOznamenia: '2026-11-05', stavOd: '2026-01-01T08:00:00.000Z', createdAt: '2026-01-01T08:00:00.000Z' });
    const d = (await detail(e.uuid)).body;
    expect(d).toMatchObject({ version: 1, stavOd: '2026-01-01T08:00:00.000Z', lehoty: { oneskoreneOznamenie: true, dlhoVStave: true, poTermine: true, limitDniVStave: 30 } });
    expect(d.lehoty.dniOtvorenia).toBeGreaterThan(30);
    expect(d.oznamenieStav).toBeUndefined();
  });
});
