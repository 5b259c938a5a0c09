/**
 * Formula versions and their sign-off: the office enters the decree's worked cases, sees each match
 * or not against a version's computation, signs a version off only when all match, and from then
 * on the breakdown of every item priced with that version names who verified it instead of the
 * proposal notice – also for items priced before the sign-off.
 *
 * The cases are worked by hand (sheep, ewe, flat weight PHJ 60, Hj 2.20, JC 1.30, MC 10,
 * reproductive age band '4', 5 animals):
 *   w = 60; Z = 60 × 2.20 = 132.00; J = 60 × 1.30 = 78.00;
 *   depreciated at 7 years (the proposal): p = 4 / 7 = 0.5714 → 132 − 54 × 0.5714 = 101.14 → × 5 = 505.70;
 *   depreciated at 8 years: p = 0.5 → 132 − 27 = 105.00 → × 5 = 525.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { VZOREC_ERRORS, type VzorecDetail } from '@shared/api/vzorce-overenie';
import { dayAfter } from '@shared/domain/cennik';
import { VZOREC_NAVRH } from '@shared/domain/vzorce';
import { todayIso } from '@shared/format/dates';
import { startTestApi, type TestApi } from '@scripts/test/api-harness';
import { storeUdalost } from '@scripts/test/skodova-udalost-fixtures';
import { DEMO_POUZIVATELIA } from '@scripts/seed/data/demo-pouzivatelia';

const IS = '/api/is';
const VZOREC = `${IS}/cenniky/ovce/vzorec`;
let api: TestApi;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const login of ['cenniky', 'skody', 'bezprav']) cookies[login] = await api.sessionCookie(login);
});
afterAll(() => api.stop());

type Res = VzorecDetail & ErrorBody;
const get = (who = 'cenniky') => api.call<Res>('GET', VZOREC, { cookie: cookies[who] });
const post = (path: string, body: unknown, who = 'cenniky') => api.call<Res>('POST', `${VZOREC}${path}`, { cookie: cookies[who], body });
const ewe = (ocakavanaSuma: string, nazov: string) => ({
  nazov,
  atributy: { secondaryCategory: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '0', pocetKrmnychDni: '0', reprodukcnyVek: 'VEK_4', pocetVRovnakejKategorii: '5' },
  hodnoty: { Ckd: '0,65', Hj: '2,20', JC: '1,30', MC: '10', PHJ: '60' },
  ocakavanaSuma,
});
const zhody = (d: VzorecDetail, cislo: number) => d.verzie.find((v) => v.cisloVerzie === cislo)?.vysledky.map((r) => [d.pripady.find((p) => p.uuid === r.pripadUuid)?.nazov, r.vysledok, r.zhoda]);

describe('formula verification', () => {
  it('is read by the price-list rights and changed only by SPRAVA_CENNIKOV', async () => {
    expect((await get('skody')).status).toBe(200);
    expect((await get('bezprav')).status).toBe(403);
    expect((await api.call('GET', VZOREC)).status).toBe(401);
    expect((await post('/pripady', ewe('505,70', 'x'), 'skody')).status).toBe(403);
    expect((await api.call('GET', `${IS}/cenniky/ine-hospodarske-zvierata/vzorec`, { cookie: cookies.cenniky })).status).toBe(200);
    expect((await api.call('GET', `${IS}/cenniky/nezname/vzorec`, { cookie: cookies.cenniky })).status).toBe(404);
  });

  it('starts with the proposal as version 1, not signed off, with the livestock parameters', async () => {
    const d = (await get()).body;
    expect(d.verzie).toHaveLength(1);
    expect(d.verzie[0]).toMatchObject({ cisloVerzie: 1, platna: true, parametre: { reprodukcnyVekVrch: 7, dobaPlemenitbyVrch: 5, podielNajviac: 1, reprodukcnyVek_VEK_4: 4 } });
    expect(d.verzie[0].overenie).toBeUndefined();
    expect(d.pripady).toEqual([]);
    expect(d.symboly.map((s) => s.skratka).sort()).toEqual(['Ckd', 'Hj', 'JC', 'MC', 'PHJ']);
  });

  let itemUrl = '';
  it('prices an item with the version valid on the damage date and shows the proposal notice while it is not signed off', async () => {
    const e = await storeUdalost('ROZPRACOVANA');
    // killing: a damage kind meant for every animal
    const druhy = (await api.call<{ type: string; values: { uuid: string; kod?: string }[] }[]>('GET', `${IS}/aktivne-ciselniky?typy=DRUH_SKODY`, { cookie: cookies.skody })).body[0].values;
    const druh = druhy.find((v) => v.kod === 'USMRTENIE')?.uuid as string;
    const atributy = Object.entries({ druhSkody: druh, ...ewe('0', '').atributy }).map(([name, value]) => ({ name, value }));
    const created = await api.call<{ uuid: string } & ErrorBody>('POST', `${IS}/skodove-udalosti/${e.uuid}/predmet-skody/ovce/novy-predmet-skody`, {
      cookie: cookies.skody,
      body: { atributy, miestoSkody: {} },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    itemUrl = `${IS}/skodove-udalosti/${e.uuid}/predmet-skody/ovce/${created.body.uuid}`;
    const item = (await api.call<PredmetSkodyDetail>('GET', itemUrl, { cookie: cookies.skody })).body;
    expect(item.vypocet.vzorec).toMatchObject({ cisloVerzie: 1 });
    expect(item.vypocet.navrh).toBe(VZOREC_NAVRH);
    expect(item.vypocet.overenie).toBeUndefined();
    expect(item.vypocet.parametre?.map((p) => [p.name, p.hodnota])).toEqual([
      ['reprodukcnyVekVrch', 7],
      ['podielNajviac', 1],
      ['reprodukcnyVek_VEK_4', 4],
    ]);
  });

  it('computes each worked case with each version and refuses a sign-off unless all match', async () => {
    let d = (await post('/pripady', ewe('505,70', 'Bahnica, odpis za 7 rokov'))).body;
    expect(zhody(d, 1)).toEqual([['Bahnica, odpis za 7 rokov', 505.7, true]]);
    d = (await post('/pripady', ewe('525,00', 'Bahnica, odpis za 8 rokov'))).body;
    expect(zhody(d, 1)).toEqual([
      ['Bahnica, odpis za 7 rokov', 505.7, true],
      ['Bahnica, odpis za 8 rokov', 505.7, false],
    ]);
    const refused = await post('/verzie/1/overenie', { referencia: 'Príloha č. 3 vyhlášky 170/2021 Z. z.', pripadyRevizia: d.pripadyRevizia, potvrdenie: true });
    expect(refused.status).toBe(400);
    expect(refused.body.generalErrors).toEqual([VZOREC_ERRORS.nezhoda(1)]);
    const stale = await post('/verzie/1/overenie', { referencia: 'x', pripadyRevizia: d.pripadyRevizia - 1, potvrdenie: true });
    expect(stale.status).toBe(409);
    const unconfirmed = await post('/verzie/1/overenie', { referencia: 'x', pripadyRevizia: d.pripadyRevizia });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fieldErrors?.map((f) => f.fieldName)).toContain('potvrdenie');
  });

  it('validates a case field by field', async () => {
    const res = await post('/pripady', { ...ewe('12,345', 'zlý'), atributy: { secondaryCategory: 'BAHNICA', reprodukcnyVek: 'VEK_99', neznamy: '1' }, hodnoty: { Hj: 'abc', XX: '1' } });
    expect(res.status).toBe(400);
    expect(Object.fromEntries((res.body.fieldErrors ?? []).map((f) => [f.fieldName, f.message]))).toEqual({
      'atributy.reprodukcnyVek': VZOREC_ERRORS.neznamaHodnota,
      'atributy.neznamy': VZOREC_ERRORS.neznamyVstup,
      'hodnoty.Hj': VZOREC_ERRORS.cislo,
      'hodnoty.XX': VZOREC_ERRORS.neznamyVstup,
      ocakavanaSuma: VZOREC_ERRORS.desatinne(2),
    });
  });

  it('a new version from tomorrow with corrected parameters matches the other case', async () => {
    const d = (await get()).body;
    const parametre = Object.fromEntries(Object.entries(d.verzie[0].parametre).map(([k, v]) => [k, String(v).replace('.', ',')]));
    const today = todayIso();
    const early = await post('/verzie', { platnostOd: today, parametre: { ...parametre, reprodukcnyVekVrch: '8' }, posledneCislo: d.posledneCislo });
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors?.map((f) => f.fieldName)).toEqual(['platnostOd']);
    const bad = await post('/verzie', { platnostOd: dayAfter(today), parametre: { ...parametre, podielNajviac: '1,5', reprodukcnyVekVrch: '' }, posledneCislo: d.posledneCislo });
    expect(Object.fromEntries((bad.body.fieldErrors ?? []).map((f) => [f.fieldName, f.message]))).toEqual({
      'parametre.reprodukcnyVekVrch': VZOREC_ERRORS.cislo,
      'parametre.podielNajviac': VZOREC_ERRORS.rozsah('0', '1,00'),
    });
    expect((await post('/verzie', { platnostOd: dayAfter(today), parametre, posledneCislo: 0 })).status).toBe(409);
    const ok = await post('/verzie', { platnostOd: dayAfter(today), parametre: { ...parametre, reprodukcnyVekVrch: '8' }, posledneCislo: d.posledneCislo });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.verzie.map((v) => [v.cisloVerzie, v.platna, v.platnostDo ?? null])).toEqual([
      [1, true, today],
      [2, false, null],
    ]);
    expect(zhody(ok.body, 2)).toEqual([
      ['Bahnica, odpis za 7 rokov', 525, false],
      ['Bahnica, odpis za 8 rokov', 525, true],
    ]);
  });

  it('signs version 1 off once all its cases match; the item priced before shows who verified it instead of the notice', async () => {
    let d = (await get()).body;
    const failing = d.pripady.find((p) => p.nazov.endsWith('8 rokov'));
    d = (await api.call<Res>('DELETE', `${VZOREC}/pripady/${failing?.uuid}`, { cookie: cookies.cenniky })).body;
    expect(d.pripady).toHaveLength(1);
    const signed = await post('/verzie/1/overenie', { referencia: 'Príloha č. 3 vyhlášky 170/2021 Z. z.', pripadyRevizia: d.pripadyRevizia, potvrdenie: true });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const user = DEMO_POUZIVATELIA.find((u) => u.login === 'cenniky');
    const overenie = { meno: `${user?.meno} ${user?.priezvisko}`, datum: todayIso(), referencia: 'Príloha č. 3 vyhlášky 170/2021 Z. z.' };
    expect(signed.body.verzie[0].overenie).toEqual(overenie);
    expect(signed.body.verzie[1].overenie).toBeUndefined();
    expect((await post('/verzie/1/overenie', { referencia: 'znova', pripadyRevizia: d.pripadyRevizia, potvrdenie: true })).status).toBe(409);

    const item = (await api.call<PredmetSkodyDetail>('GET', itemUrl, { cookie: cookies.skody })).body;
    expect(item.vypocet.navrh).toBeUndefined();
    expect(item.vypocet.overenie).toEqual(overenie);
  });

  it('refuses a sign-off without any case', async () => {
    const d = (await api.call<Res>('GET', `${IS}/cenniky/kafilericke-poplatky/vzorec`, { cookie: cookies.cenniky })).body;
    const res = await api.call<Res>('POST', `${IS}/cenniky/kafilericke-poplatky/vzorec/verzie/1/overenie`, {
      cookie: cookies.cenniky,
      body: { referencia: 'x', pripadyRevizia: d.pripadyRevizia, potvrdenie: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.generalErrors).toEqual([VZOREC_ERRORS.bezPripadov]);
  });
});
