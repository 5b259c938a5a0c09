/**
 * Final statement and proceedings of a damage event (spec part 2 §3, §4 'Other state rules', §5, §7):
 * state × action, state × locked field, limits, code-list checks, 404, 409, the PDF description.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import { KONANIE_MSG, type Konanie, opisKonania, type ZaverecneStanovisko } from '@shared/api/konanie';
import { OPATRENIA_MSG } from '@shared/api/opatrenia';
import { SKODOVA_UDALOST_STAV_LABELS, SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '@scripts/test/api-harness';
import { storeUdalost } from '@scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { opisCastiUdalosti } from '../domain/opis-casti';

const IS = '/api/is';
const api = fileTestApi();
let skody: string;
const c: Record<string, { uuid: string; label: string }[]> = {};

beforeAll(async () => {
  skody = await api.sessionCookie('skody');
  const res = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=NAVRH_NA_UHRADU_SKODY,POVODCA_SKODY,ZHODNOTENIE_OPATRENI`, { cookie: skody });
  for (const l of res.body) c[l.type] = l.values;
});

async function udalost(stav: SkodovaUdalostStav = 'ROZPRACOVANA', extra: Partial<SkodovaUdalostItem> = {}): Promise<string> {
  return (await storeUdalost(stav, { oznamenieId: randomUUID(), ...extra })).uuid;
}

const getS = (id: string) => api.call<ZaverecneStanovisko & ErrorBody>('GET', `${IS}/skodove-udalosti/${id}/zaverecne-stanovisko`, { cookie: skody });
const putS = (id: string, body: unknown) => api.call<ZaverecneStanovisko & ErrorBody>('PUT', `${IS}/skodove-udalosti/${id}/zaverecne-stanovisko`, { cookie: skody, body });
const getK = (id: string) => api.call<Konanie & ErrorBody>('GET', `${IS}/skodove-udalosti/${id}/konanie`, { cookie: skody });
const putK = (id: string, body: unknown) => api.call<Konanie & ErrorBody>('PUT', `${IS}/skodove-udalosti/${id}/konanie`, { cookie: skody, body });

const stanovisko = () => ({
  zdovodnenie: 'Stopy a spôsob usmrtenia zodpovedajú medveďovi.',
  navrhNaUhraduSkody: c.NAVRH_NA_UHRADU_SKODY[0].uuid,
  povodcaSkody: c.POVODCA_SKODY[0].uuid,
  zhodnotenieOpatreni: c.ZHODNOTENIE_OPATRENI[0].uuid,
});

describe('final statement', () => {
  it('answers an empty statement with the event, its notification and state', async () => {
    const id = await udalost();
    const e = await skodovaUdalostRepo.get(id);
    const res = await getS(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ skodovaUdalostId: id, oznamenieId: e?.oznamenieId, skodovaUdalostStav: 'ROZPRACOVANA', version: 1 });
  });

  it('saves the reasoning and the three code-list values (labels in GET, uuids on the record, items marked used)', async () => {
    const id = await udalost('V_SETRENI');
    const res = await putS(id, { ...stanovisko(), version: 1 });
    expect(res.status).toBe(200);
    const item = (typ: string) => ({ uuid: c[typ][0].uuid, label: c[typ][0].label, type: typ });
    expect(res.body).toMatchObject({
      zdovodnenie: 'Stopy a spôsob usmrtenia zodpovedajú medveďovi.',
      navrhNaUhraduSkody: item('NAVRH_NA_UHRADU_SKODY'),
      povodcaSkody: item('POVODCA_SKODY'),
      zhodnotenieOpatreni: item('ZHODNOTENIE_OPATRENI'),
      version: 2,
    });
    expect((await getS(id)).body).toEqual(res.body);
    const stored = await skodovaUdalostRepo.get(id);
    // the list helper reads povodcaSkodyId
    expect(stored?.zaverecneStanovisko).toEqual({
      zdovodnenie: 'Stopy a spôsob usmrtenia zodpovedajú medveďovi.',
      navrhNaUhraduSkodyId: c.NAVRH_NA_UHRADU_SKODY[0].uuid,
      povodcaSkodyId: c.POVODCA_SKODY[0].uuid,
      zhodnotenieOpatreniId: c.ZHODNOTENIE_OPATRENI[0].uuid,
    });
    for (const typ of ['NAVRH_NA_UHRADU_SKODY', 'POVODCA_SKODY', 'ZHODNOTENIE_OPATRENI']) expect(await ciselnikRepo.isUsed(c[typ][0].uuid)).toBe(true);
    // clearing a value
    const cleared = await putS(id, { ...stanovisko(), povodcaSkody: '', version: 2 });
    expect(cleared.status).toBe(200);
    expect(cleared.body.povodcaSkody).toBeUndefined();
    // the PDF's description
    if (!stored) throw new Error('stored');
    expect((await opisCastiUdalosti({ e: stored })).zaverecneStanovisko).toEqual([
      { label: 'Návrh na úhradu škody', value: c.NAVRH_NA_UHRADU_SKODY[0].label },
      { label: 'Pôvodca škody', value: c.POVODCA_SKODY[0].label },
      { label: 'Zhodnotenie preventívnych opatrení', value: c.ZHODNOTENIE_OPATRENI[0].label },
      { label: 'Zdôvodnenie', value: 'Stopy a spôsob usmrtenia zodpovedajú medveďovi.' },
    ]);
  });

  it('refuses a value of another type, an unknown and a new inactive one per field; an inactive value the statement holds stays', async () => {
    const id = await udalost();
    const inactive = await ciselnikRepo.create({ type: 'ZHODNOTENIE_OPATRENI', kod: '', label: 'staré zhodnotenie', aktivna: true });
    const res = await putS(id, { navrhNaUhraduSkody: c.POVODCA_SKODY[0].uuid, povodcaSkody: randomUUID(), zhodnotenieOpatreni: inactive.uuid, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { fieldName: 'navrhNaUhraduSkody', message: OPATRENIA_MSG.polozkaNeexistuje },
      { fieldName: 'povodcaSkody', message: OPATRENIA_MSG.polozkaNeexistuje },
    ]);
    // held while active, then deactivated: saving the statement again keeps it
    expect((await putS(id, { zhodnotenieOpatreni: inactive.uuid, version: 1 })).status).toBe(200);
    await ciselnikRepo.update(inactive, inactive.version, { label: inactive.label, aktivna: false });
    expect((await putS(id, { zhodnotenieOpatreni: inactive.uuid, zdovodnenie: 'doplnené', version: 2 })).status).toBe(200);
    // a new event cannot choose it
    const other = await udalost();
    const refused = await putS(other, { zhodnotenieOpatreni: inactive.uuid, version: 1 });
    expect(refused.body.fieldErrors).toEqual([{ fieldName: 'zhodnotenieOpatreni', message: OPATRENIA_MSG.polozkaNeaktivna }]);
  });

  it('limits the reasoning to 1000 characters; a stale version → 409; an unknown event → 404', async () => {
    const id = await udalost();
    const long = await putS(id, { zdovodnenie: 'x'.repeat(1001), version: 1 });
    expect(long.body.fieldErrors).toEqual([{ fieldName: 'zdovodnenie', message: 'Maximálna dĺžka je 1000 znakov.' }]);
    expect((await putS(id, { zdovodnenie: 'x'.repeat(1000), version: 1 })).status).toBe(200);
    expect((await putS(id, { zdovodnenie: 'neskôr', version: 1 })).status).toBe(409);
    expect((await getS(id)).body.zdovodnenie).toBe('x'.repeat(1000));
    expect((await getS(randomUUID())).status).toBe(404);
    expect((await putS(randomUUID(), { version: 1 })).status).toBe(404);
  });

  it.each(SKODOVA_UDALOST_STAVY.map((s) => [s]))('state %s: editable only in ROZPRACOVANA and V_SETRENI', async (stav) => {
    const id = await udalost(stav);
    const res = await putS(id, { ...stanovisko(), version: 1 });
    if (stav === 'ROZPRACOVANA' || stav === 'V_SETRENI') {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.generalErrors).toEqual([`Akcia nie je v stave škodovej udalosti ${SKODOVA_UDALOST_STAV_LABELS[stav]} povolená.`]);
      expect((await getS(id)).body.zdovodnenie).toBeUndefined();
    }
  });
});

describe('proceedings', () => {
  const ziadost = { datumPrijatiaZiadosti: '2026-11-10' };
  const rozhodnutie = { cisloRozhodnutia: 'OU-BR-OSZP-2026/001234', datumVydaniaRozhodnutia: '2026-11-20', sumaPriznanaVRozhodnuti: 1234.5 };

  it('answers empty proceedings with the state and version', async () => {
    const id = await udalost('VYSETRENA');
    expect((await getK(id)).body).toEqual({ skodovaUdalostId: id, skodovaUdalostStav: 'VYSETRENA', version: 1 });
    expect((await getK(randomUUID())).status).toBe(404);
    expect((await putK(randomUUID(), { version: 1 })).status).toBe(404);
  });

  it('VYSETRENA: only the request date; PRIJATA_ZIADOST, ROZHODNUTA: only the decision fields (sent unchanged, a locked field is accepted)', async () => {
    const id = await udalost('VYSETRENA');
    const a = await putK(id, { ...ziadost, version: 1 });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ ...ziadost, version: 2 });
    const e = await skodovaUdalostRepo.get(id);
    if (!e) throw new Error('event');
    await skodovaUdalostRepo.save(e, { ...e, stav: 'PRIJATA_ZIADOST' });
    const b = await putK(id, { ...ziadost, ...rozhodnutie, version: 3 });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ ...ziadost, ...rozhodnutie, skodovaUdalostStav: 'PRIJATA_ZIADOST', version: 4 });
    const stored = await skodovaUdalostRepo.get(id);
    expect(stored?.konanie).toEqual({ ...ziadost, ...rozhodnutie });
    if (!stored) throw new Error('stored');
    await skodovaUdalostRepo.save(stored, { ...stored, stav: 'ROZHODNUTA' });
    const c2 = await putK(id, { ...ziadost, ...rozhodnutie, sumaPriznanaVRozhodnuti: 999999.99, version: 5 });
    expect(c2.status).toBe(200);
    expect(c2.body.sumaPriznanaVRozhodnuti).toBe(999999.99);
    // the PDF's description: dates dd.MM.yyyy, the amount in the Slovak format with EUR
    expect(opisKonania({ ...ziadost, ...rozhodnutie })).toEqual([
      { label: 'Dátum prijatia žiadosti', value: '10.11.2026' },
      { label: 'Číslo rozhodnutia', value: 'OU-BR-OSZP-2026/001234' },
      { label: 'Dátum vydania rozhodnutia', value: '20.11.2026' },
      { label: 'Suma priznaná v rozhodnutí', value: '1\u00a0234,50 EUR' },
    ]);
  });

  const editable: Record<SkodovaUdalostStav, string[]> = {
    ROZPRACOVANA: [],
    V_SETRENI: [],
    VYSETRENA: ['datumPrijatiaZiadosti'],
    PRIJATA_ZIADOST: ['cisloRozhodnutia', 'datumVydaniaRozhodnutia', 'sumaPriznanaVRozhodnuti'],
    ROZHODNUTA: ['cisloRozhodnutia', 'datumVydaniaRozhodnutia', 'sumaPriznanaVRozhodnuti'],
  };
  const values: Record<string, unknown> = { ...ziadost, ...rozhodnutie };

  it.each(SKODOVA_UDALOST_STAVY.map((s) => [s]))('state %s × each field: a locked field that differs → 400 naming it, nothing saved', async (stav) => {
    for (const field of Object.keys(values)) {
      const id = await udalost(stav);
      const res = await putK(id, { [field]: values[field], version: 1 });
      if (editable[stav].includes(field)) {
        expect(res.status, `${stav} ${field}`).toBe(200);
        expect((res.body as unknown as Record<string, unknown>)[field]).toEqual(values[field]);
      } else {
        expect(res.status, `${stav} ${field}`).toBe(400);
        expect(res.body.fieldErrors, `${stav} ${field}`).toEqual([{ fieldName: field, message: KONANIE_MSG.poleZamknute(SKODOVA_UDALOST_STAV_LABELS[stav]) }]);
        expect((await getK(id)).body.version).toBe(1);
      }
    }
  });

  it('clearing a locked value is a change too; an event in a locked state keeps its proceedings', async () => {
    const id = await udalost('PRIJATA_ZIADOST', { konanie: { ...ziadost } });
    const res = await putK(id, { ...rozhodnutie, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.map((f) => f.fieldName)).toEqual(['datumPrijatiaZiadosti']);
  });

  it('limits: dates real, date-only and not after today; number ≤ 255; amount 0–999999.99 in cents; the decision not before the request', async () => {
    const id = await udalost('PRIJATA_ZIADOST', { konanie: { ...ziadost } });
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const bad = await putK(id, { ...ziadost, cisloRozhodnutia: 'x'.repeat(256), datumVydaniaRozhodnutia: tomorrow > todayIso() ? tomorrow : '2999-01-01', sumaPriznanaVRozhodnuti: 1000000, version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { fieldName: 'cisloRozhodnutia', message: 'Maximálna dĺžka je 255 znakov.' },
      { fieldName: 'datumVydaniaRozhodnutia', message: 'Dátum nemôže byť v budúcnosti.' },
      { fieldName: 'sumaPriznanaVRozhodnuti', message: KONANIE_MSG.suma },
    ]);
    for (const suma of [-1, 0.001, '12,50']) {
      const r = await putK(id, { ...ziadost, sumaPriznanaVRozhodnuti: suma, version: 1 });
      expect(r.body.fieldErrors.map((f) => f.fieldName), String(suma)).toEqual(['sumaPriznanaVRozhodnuti']);
    }
    for (const d of ['2026-02-30', '2026-11-20T10:00:00Z', '20.11.2026']) {
      const r = await putK(id, { ...ziadost, datumVydaniaRozhodnutia: d, version: 1 });
      expect([...new Set(r.body.fieldErrors.map((f) => f.fieldName))], d).toEqual(['datumVydaniaRozhodnutia']);
    }
    const early = await putK(id, { ...ziadost, datumVydaniaRozhodnutia: '2026-11-09', version: 1 });
    expect(early.body.fieldErrors).toEqual([{ fieldName: 'datumVydaniaRozhodnutia', message: KONANIE_MSG.rozhodnutiePredZiadostou }]);
    const ok = await putK(id, { ...ziadost, cisloRozhodnutia: 'x'.repeat(255), datumVydaniaRozhodnutia: todayIso(), sumaPriznanaVRozhodnuti: 0, version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.sumaPriznanaVRozhodnuti).toBe(0);
  });

  it('a stale version → 409 with nothing saved', async () => {
    const id = await udalost('VYSETRENA');
    expect((await putK(id, { ...ziadost, version: 1 })).status).toBe(200);
    const stale = await putK(id, { datumPrijatiaZiadosti: '2026-11-11', version: 1 });
    expect(stale.status).toBe(409);
    expect((await getK(id)).body.datumPrijatiaZiadosti).toBe('2026-11-10');
  });
});
