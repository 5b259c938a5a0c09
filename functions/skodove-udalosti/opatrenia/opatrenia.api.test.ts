/**
 * Preventive measures of a damage event (spec part 2 §3, §4 'Other state rules', §5, §7): every
 * route, state × action, limits, code-list type/active checks and usage marks, 404, 409, the retry
 * of concurrent adds, and the label–value description the PDF uses.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { ErrorBody } from '@shared/api/errors';
import { konanieRoutes } from '@shared/api/konanie.routes';
import { OPATRENIA_CISELNIK_TYPY, OPATRENIA_MSG, type OpatreniaDetail, opisOpatreni } from '@shared/api/opatrenia';
import { opatreniaRoutes } from '@shared/api/opatrenia.routes';
import { SKODOVA_UDALOST_STAV_LABELS, SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { fileTestApi } from '@scripts/test/api-harness';
import { storeUdalost } from '@scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { opisCastiUdalosti } from '../domain/opis-casti';

const IS = '/api/is';
const api = fileTestApi();
let skody: string;
/** First active item of each measure code list: type → uuid. */
const c: Record<string, string> = {};
const labels = new Map<string, string>();

beforeAll(async () => {
  skody = await api.sessionCookie('skody');
  const res = await api.call<CiselnikyResponse>('GET', `${IS}/aktivne-ciselniky?typy=${[...OPATRENIA_CISELNIK_TYPY, 'POVODCA_SKODY'].join(',')}`, { cookie: skody });
  for (const l of res.body) {
    c[l.type] = l.values[0].uuid;
    for (const v of l.values) labels.set(v.uuid, v.label);
  }
});

/** A damage event stored directly in `stav` (the state transitions are another helper's routes). */
async function udalost(stav: SkodovaUdalostStav = 'ROZPRACOVANA'): Promise<string> {
  return (await storeUdalost(stav)).uuid;
}

async function setStav(uuid: string, stav: SkodovaUdalostStav) {
  const e = await skodovaUdalostRepo.get(uuid);
  if (!e) throw new Error('no event');
  await skodovaUdalostRepo.save(e, { ...e, stav });
}

const get = (id: string) => api.call<OpatreniaDetail & ErrorBody>('GET', `${IS}/skodove-udalosti/${id}/opatrenia`, { cookie: skody });
const put = (id: string, body: unknown) => api.call<OpatreniaDetail & ErrorBody>('PUT', `${IS}/skodove-udalosti/${id}/opatrenia`, { cookie: skody, body });
const post = (id: string, slug: string, body: unknown) =>
  api.call<{ uuid: string } & ErrorBody>('POST', `${IS}/skodove-udalosti/${id}/opatrenia/${slug}`, { cookie: skody, body });
const del = (id: string, opatrenieId: string) => api.call<ErrorBody>('DELETE', `${IS}/skodove-udalosti/${id}/opatrenia/${opatrenieId}`, { cookie: skody });

const pastier = () => ({ meno: 'Ján', priezvisko: 'Bača', cinnostVCaseVznikuSkody: 'spal v salaši', vzdialenostOdStada: c.PASTIERI_VZDIALENOST_OD_STADA });
const stado = () => ({
  umiestnenie: c.UMIESTNENIE_STADA,
  druhObjektu: 'košiar',
  vzdialenostOdLesnychPorastov: c.UMIESTNENIE_STADA_VZDIALENOST_OD_LESA,
  mnozstvoHospodarskychZvierat: 120,
  druhMaterialu: 'drevo',
  vyskaOhrady: c.UMIESTNENIE_STADA_VYSKA_OHRADY,
});
const otz = () => ({
  typVyrobcaModel: 'Olli 9000',
  napatie: '9 kV',
  zdrojElEnergie: c.OTZ_ZDROJ_EL_ENERGIE,
  pocetVodicov: c.OTZ_POCET_VODICOV,
  vyskaOtz: c.OTZ_VYSKA,
  technickyStavOtz: c.OTZ_TECHNICKY_STAV,
  odplasovacieZariadenia: 'svetelný plašič',
  trvaleOplotenie: false,
});
const pes = () => ({
  rasa: 'slovenský čuvač',
  vek: c.STRAZNY_PES_VEK,
  drzanie: c.STRAZNY_PES_DRZANIE,
  vzdialenostOdStada: c.STRAZNY_PES_VZDIALENOST_OD_STADA,
  pocetPsov: 2,
  spravanie: c.STRAZNY_PES_SPRAVANIE,
  nasledky: c.STRAZNY_PES_NASLEDKY,
});
const ref = (typ: string) => ({ uuid: c[typ], label: labels.get(c[typ]), type: typ });

describe('GET and PUT …/opatrenia (the two questions)', () => {
  it('answers an event without measures with empty lists, its state and version', async () => {
    const id = await udalost();
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      skodovaUdalostId: id,
      skodovaUdalostStav: 'ROZPRACOVANA',
      pastieri: [],
      umiestnenieStada: [],
      ochranneTechnickeZariadenia: [],
      straznePsy: [],
      version: 1,
    });
  });

  it('saves the yes/no questions and their descriptions with the loaded version; a stale version → 409 and nothing changes', async () => {
    const id = await udalost();
    const body = { minuleOpatrenieRealizacia: true, minuleOpatrenieOpis: 'Elektrický ohradník od roku 2020.', navrhNovychOpatreni: false, noveOpatreniePopis: '', version: 1 };
    const res = await put(id, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ minuleOpatrenieRealizacia: true, minuleOpatrenieOpis: 'Elektrický ohradník od roku 2020.', navrhNovychOpatreni: false, version: 2 });
    expect(res.body.noveOpatreniePopis).toBeUndefined();

    const stale = await put(id, { ...body, minuleOpatrenieOpis: 'iný text', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.generalErrors).toEqual(['Údaje medzitým zmenil iný používateľ. Načítajte stránku znova a zmeny zopakujte.']);
    expect((await get(id)).body.minuleOpatrenieOpis).toBe('Elektrický ohradník od roku 2020.');
  });

  it('keeps the measures when the questions are saved', async () => {
    const id = await udalost();
    expect((await post(id, 'strazne-psy', pes())).status).toBe(200);
    const res = await put(id, { navrhNovychOpatreni: true, noveOpatreniePopis: 'Doplniť ohradník.', version: 2 });
    expect(res.status).toBe(200);
    expect(res.body.straznePsy).toHaveLength(1);
  });

  it('refuses descriptions over 1000 characters and a non-boolean answer, per field', async () => {
    const id = await udalost();
    const res = await put(id, { minuleOpatrenieOpis: 'x'.repeat(1001), noveOpatreniePopis: 'y'.repeat(1001), navrhNovychOpatreni: 'ano', version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['minuleOpatrenieOpis', 'navrhNovychOpatreni', 'noveOpatreniePopis']);
    expect(res.body.fieldErrors.find((f) => f.fieldName === 'minuleOpatrenieOpis')?.message).toBe('Maximálna dĺžka je 1000 znakov.');
    expect((await put(id, { minuleOpatrenieOpis: 'x'.repeat(1000), version: 1 })).status).toBe(200);
  });

  it('answers 404 for an unknown event and a malformed id', async () => {
    expect((await get(randomUUID())).status).toBe(404);
    expect((await put(randomUUID(), { version: 1 })).status).toBe(404);
    expect((await get('nie-je-uuid')).status).toBe(404);
  });
});

describe('POST …/opatrenia/{kind} and DELETE …/opatrenia/{id}', () => {
  it('adds a measure of each kind with every field; GET shows code-list values with their labels; the items are marked used', async () => {
    const id = await udalost('V_SETRENI');
    const ids = {
      pastieri: await post(id, 'pastieri-ostraha', pastier()),
      umiestnenieStada: await post(id, 'umiestnenie-stada', stado()),
      ochranneTechnickeZariadenia: await post(id, 'ochranne-technicke-zariadenia', otz()),
      straznePsy: await post(id, 'strazne-psy', pes()),
    };
    for (const r of Object.values(ids)) {
      expect(r.status).toBe(200);
      expect(r.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    const res = await get(id);
    expect(res.body.pastieri).toEqual([
      { uuid: ids.pastieri.body.uuid, meno: 'Ján', priezvisko: 'Bača', cinnostVCaseVznikuSkody: 'spal v salaši', vzdialenostOdStada: ref('PASTIERI_VZDIALENOST_OD_STADA') },
    ]);
    expect(res.body.umiestnenieStada).toEqual([
      {
        uuid: ids.umiestnenieStada.body.uuid,
        umiestnenie: ref('UMIESTNENIE_STADA'),
        druhObjektu: 'košiar',
        vzdialenostOdLesnychPorastov: ref('UMIESTNENIE_STADA_VZDIALENOST_OD_LESA'),
        mnozstvoHospodarskychZvierat: 120,
        druhMaterialu: 'drevo',
        vyskaOhrady: ref('UMIESTNENIE_STADA_VYSKA_OHRADY'),
      },
    ]);
    expect(res.body.ochranneTechnickeZariadenia).toEqual([
      {
        uuid: ids.ochranneTechnickeZariadenia.body.uuid,
        typVyrobcaModel: 'Olli 9000',
        napatie: '9 kV',
        zdrojElEnergie: ref('OTZ_ZDROJ_EL_ENERGIE'),
        pocetVodicov: ref('OTZ_POCET_VODICOV'),
        vyskaOtz: ref('OTZ_VYSKA'),
        technickyStavOtz: ref('OTZ_TECHNICKY_STAV'),
        odplasovacieZariadenia: 'svetelný plašič',
        trvaleOplotenie: false,
      },
    ]);
    expect(res.body.straznePsy).toEqual([
      {
        uuid: ids.straznePsy.body.uuid,
        rasa: 'slovenský čuvač',
        vek: ref('STRAZNY_PES_VEK'),
        drzanie: ref('STRAZNY_PES_DRZANIE'),
        vzdialenostOdStada: ref('STRAZNY_PES_VZDIALENOST_OD_STADA'),
        pocetPsov: 2,
        spravanie: ref('STRAZNY_PES_SPRAVANIE'),
        nasledky: ref('STRAZNY_PES_NASLEDKY'),
      },
    ]);
    for (const typ of OPATRENIA_CISELNIK_TYPY) expect(await ciselnikRepo.isUsed(c[typ]), typ).toBe(true);
    // stored on the event record under the contract's name, code-list values by uuid
    const stored = await skodovaUdalostRepo.get(id);
    expect(stored?.opatrenia?.pastieri[0]).toMatchObject({ uuid: ids.pastieri.body.uuid, vzdialenostOdStadaId: c.PASTIERI_VZDIALENOST_OD_STADA });

    // the PDF's description: every kind with its fields in the spec's order, labels for code-list values
    const opis = opisOpatreni(res.body);
    expect(opis.druhy.map((d) => d.nazov)).toEqual(['Pastieri / ostraha', 'Umiestnenie stáda', 'Ochranné technické zariadenia', 'Strážne psy']);
    expect(opis.druhy[2].opatrenia[0]).toContainEqual({ label: 'Trvalé oplotenie', value: 'Nie' });
    expect(opis.druhy[3].opatrenia[0]).toContainEqual({ label: 'Vek', value: labels.get(c.STRAZNY_PES_VEK) });
    if (!stored) throw new Error('stored');
    const all = await opisCastiUdalosti({ e: stored });
    expect(all.opatrenia).toEqual(opis);
  });

  it('removes a measure of any kind; an unknown measure → 404', async () => {
    const id = await udalost();
    const a = await post(id, 'pastieri-ostraha', pastier());
    const b = await post(id, 'pastieri-ostraha', { meno: 'Peter' });
    const d = await post(id, 'ochranne-technicke-zariadenia', { trvaleOplotenie: true });
    expect((await del(id, a.body.uuid)).status).toBe(204);
    expect((await del(id, d.body.uuid)).status).toBe(204);
    const res = await get(id);
    expect(res.body.pastieri.map((p) => p.uuid)).toEqual([b.body.uuid]);
    expect(res.body.ochranneTechnickeZariadenia).toEqual([]);
    const again = await del(id, a.body.uuid);
    expect(again.status).toBe(404);
    expect(again.body.generalErrors).toEqual([OPATRENIA_MSG.neexistuje]);
  });

  it('applies the §5 limits: texts ≤ 255, counts whole numbers 0–99999, a measure says something', async () => {
    const id = await udalost();
    const long = 'x'.repeat(256);
    const p = await post(id, 'pastieri-ostraha', { meno: long, priezvisko: long, cinnostVCaseVznikuSkody: long });
    expect(p.status).toBe(400);
    expect(p.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['cinnostVCaseVznikuSkody', 'meno', 'priezvisko']);
    expect(p.body.fieldErrors[0].message).toBe('Maximálna dĺžka je 255 znakov.');
    const s = await post(id, 'umiestnenie-stada', { druhObjektu: long, druhMaterialu: long, mnozstvoHospodarskychZvierat: 100000 });
    expect(s.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['druhMaterialu', 'druhObjektu', 'mnozstvoHospodarskychZvierat']);
    const o = await post(id, 'ochranne-technicke-zariadenia', { typVyrobcaModel: long, napatie: long, odplasovacieZariadenia: long });
    expect(o.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['napatie', 'odplasovacieZariadenia', 'typVyrobcaModel']);
    for (const pocetPsov of [100000, 1.5, -1, '3']) {
      const d = await post(id, 'strazne-psy', { rasa: long, pocetPsov });
      expect(d.status).toBe(400);
      expect(d.body.fieldErrors.map((f) => f.fieldName).sort()).toEqual(['pocetPsov', 'rasa']);
    }
    const empty = await post(id, 'strazne-psy', { rasa: '', pocetPsov: null });
    expect(empty.status).toBe(400);
    expect(empty.body.generalErrors).toEqual([OPATRENIA_MSG.prazdne]);
    const max = await post(id, 'strazne-psy', { rasa: 'x'.repeat(255), pocetPsov: 99999 });
    expect(max.status).toBe(200);
    expect((await post(id, 'umiestnenie-stada', { mnozstvoHospodarskychZvierat: 0 })).status).toBe(200);
    expect((await get(id)).body.straznePsy).toHaveLength(1);
  });

  it('refuses a code-list value of another type, an unknown one and an inactive one – per field, nothing stored or marked', async () => {
    const id = await udalost();
    const inactive = await ciselnikRepo.create({ type: 'STRAZNY_PES_NASLEDKY', kod: '', label: 'zrušená položka', aktivna: false });
    const res = await post(id, 'strazne-psy', {
      ...pes(),
      vek: c.STRAZNY_PES_DRZANIE, // another type's item
      spravanie: randomUUID(),
      nasledky: inactive.uuid,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { fieldName: 'vek', message: OPATRENIA_MSG.polozkaNeexistuje },
      { fieldName: 'spravanie', message: OPATRENIA_MSG.polozkaNeexistuje },
      { fieldName: 'nasledky', message: OPATRENIA_MSG.polozkaNeaktivna },
    ]);
    expect((await get(id)).body.straznePsy).toEqual([]);
    expect(await ciselnikRepo.isUsed(inactive.uuid)).toBe(false);
    const malformed = await post(id, 'pastieri-ostraha', { vzdialenostOdStada: 'abc' });
    expect(malformed.body.fieldErrors).toEqual([{ fieldName: 'vzdialenostOdStada', message: 'Neplatný identifikátor.' }]);
  });

  it('adds three measures sent at the same time: each request retries on the concurrent change, none is lost', async () => {
    const id = await udalost();
    const results = await Promise.all([post(id, 'pastieri-ostraha', { meno: 'A' }), post(id, 'pastieri-ostraha', { meno: 'B' }), post(id, 'strazne-psy', { rasa: 'C' })]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const res = await get(id);
    expect(res.body.pastieri.map((p) => p.meno).sort()).toEqual(['A', 'B']);
    expect(res.body.straznePsy.map((p) => p.rasa)).toEqual(['C']);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await post(randomUUID(), 'pastieri-ostraha', pastier())).status).toBe(404);
    expect((await del(randomUUID(), randomUUID())).status).toBe(404);
  });
});

describe('state × action (spec part 2 §4: only ROZPRACOVANA and V_SETRENI)', () => {
  const allowed: SkodovaUdalostStav[] = ['ROZPRACOVANA', 'V_SETRENI'];
  it.each(SKODOVA_UDALOST_STAVY.map((s) => [s]))('%s: questions, add and remove', async (stav) => {
    const id = await udalost();
    const existing = await post(id, 'strazne-psy', { rasa: 'husky' });
    expect(existing.status).toBe(200);
    await setStav(id, stav);
    const version = (await get(id)).body.version;
    const results = {
      questions: await put(id, { minuleOpatrenieRealizacia: true, version }),
      add: await post(id, 'umiestnenie-stada', stado()),
      remove: await del(id, existing.body.uuid),
    };
    const expected = `Akcia nie je v stave škodovej udalosti ${SKODOVA_UDALOST_STAV_LABELS[stav]} povolená.`;
    for (const [action, res] of Object.entries(results)) {
      if (allowed.includes(stav)) {
        expect(res.status, action).toBeLessThan(300);
      } else {
        expect(res.status, action).toBe(400);
        expect(res.body.generalErrors, action).toEqual([expected]);
      }
    }
    const after = (await get(id)).body;
    expect(after.skodovaUdalostStav).toBe(stav);
    expect(after.straznePsy).toHaveLength(allowed.includes(stav) ? 0 : 1);
    expect(after.umiestnenieStada).toHaveLength(allowed.includes(stav) ? 1 : 0);
  });
});

describe('rights (spec part 2 §6: EVIDENCIA_SKOD on every route of measures, statement and proceedings)', () => {
  it('every route of both areas requires exactly EVIDENCIA_SKOD (functions/authorization.api.test.ts runs the matrix on them)', () => {
    const all = [...Object.values(opatreniaRoutes), ...Object.values(konanieRoutes)];
    expect(all).toHaveLength(11);
    for (const r of all) expect(r.access, r.path).toEqual({ kind: 'rights', anyOf: ['EVIDENCIA_SKOD'] });
  });

  it('a user with notification rights only gets 403 and changes nothing', async () => {
    const id = await udalost();
    const oznamenia = await api.sessionCookie('oznamenia');
    expect((await api.call('GET', `${IS}/skodove-udalosti/${id}/opatrenia`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('POST', `${IS}/skodove-udalosti/${id}/opatrenia/strazne-psy`, { cookie: oznamenia, body: { rasa: 'x' } })).status).toBe(403);
    expect((await api.call('PUT', `${IS}/skodove-udalosti/${id}/konanie`, { cookie: oznamenia, body: { version: 1 } })).status).toBe(403);
    expect((await get(id)).body.straznePsy).toEqual([]);
  });
});
