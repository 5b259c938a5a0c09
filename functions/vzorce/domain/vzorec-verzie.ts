/**
 * The office's side of a formula: its parameter versions, the decree's worked cases and the
 * sign-off (shared/api/vzorce-overenie.ts). Every case is computed with each version's parameters
 * by the same engine that prices items (vypocitatPriklad), so 'Zhoda' means the product computes
 * what the decree gives – to the cent.
 */
import {
  VZOREC_ERRORS,
  type VzorecDetail,
  type vzorecNovaVerziaBody,
  type vzorecOverenieBody,
  type vzorecPripadBody,
} from '@shared/api/vzorce-overenie';
import type * as z from 'zod/mini';
import { type CennikTyp, cennikDef, novaVerziaMinOd, platnostDo, versionValidOn } from '@shared/domain/cennik';
import { PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { jeViditelne, poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { VZORCE } from '@shared/domain/vzorce';
import { fx } from '@shared/domain/vzorce/cisla';
import { type VzorecDef, type VzorecPriklad, vypocitatPriklad } from '@shared/domain/vzorce/vzorec';
import { formatCisloSk } from '@shared/format/cislo';
import { formatDateSk, todayIso } from '@shared/format/dates';
import type { CennikOsoba } from '@functions/data/cennik-repo';
import { type VzorecData, type VzorecPripadItem, type VzorecVerziaItem, vzorecRepo } from '@functions/data/vzorec-repo';
import { WriteError } from '@functions/data/write-error';
import { badRequest, conflict, fieldErrors, notFound } from '@functions/lib/errors';

type Problem = { fieldName: string; message: string };

/** The formula of the category a price list prices; 404 for a price list without one. */
export function vzorecPreCennik(typ: CennikTyp): VzorecDef {
  const def = Object.values(VZORCE).find((d) => d?.cennik === typ);
  if (!def) throw notFound(VZOREC_ERRORS.bezVzorca);
  return def;
}

/** The inputs a worked case may set: the sub-category, the formula's inputs and the count. */
export const vstupyPripadu = (def: VzorecDef) => {
  const names = new Set(['secondaryCategory', ...def.vstupy, 'pocetVRovnakejKategorii']);
  return poliaKategorie(def.kategoria).filter((p) => names.has(p.name));
};

const SUMA_MAX = 99_999_999.99;
const HODNOTA_MAX = 999_999.99;

/** A decimal typed by a person within [min, max] with at most `desatinne` places; else a Slovak message. */
export function checkCislo(raw: string | undefined, o: { min: number; max: number; desatinne: number }): { value?: number; message?: string } {
  const s = (raw ?? '').trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!s || fx(s) === null) return { message: VZOREC_ERRORS.cislo };
  const decimals = s.includes('.') ? s.split('.')[1].length : 0;
  if (decimals > o.desatinne) return { message: VZOREC_ERRORS.desatinne(o.desatinne) };
  const value = Number(s);
  if (value < o.min || value > o.max) return { message: VZOREC_ERRORS.rozsah(String(o.min).replace('.', ','), formatCisloSk(o.max)) };
  return { value };
}

/** A case as the engine's worked example: its row holds the case's values and matches any key. */
const prikladPripadu = (p: VzorecPripadItem): VzorecPriklad => ({ nazov: p.nazov, atributy: p.atributy, kluce: {}, hodnoty: p.hodnoty });

/** Each case computed with a version's parameters; zhoda = the same amount to the cent. */
export function vysledkyVerzie(def: VzorecDef, verzia: VzorecVerziaItem, pripady: readonly VzorecPripadItem[]) {
  return pripady.map((p) => {
    const v = vypocitatPriklad(def, prikladPripadu(p), { parametre: verzia.parametre });
    return { pripadUuid: p.uuid, vypocitane: v.vypocitane, vysledok: v.vysledok, zhoda: v.vypocitane && Math.round(v.vysledok * 100) === Math.round(p.ocakavanaSuma * 100) };
  });
}

function view(def: VzorecDef, data: VzorecData): VzorecDetail {
  const today = todayIso();
  const platna = versionValidOn(data.verzie, today);
  const osoba = (o: CennikOsoba | undefined) => (o ? { vytvoril: { meno: o.meno, priezvisko: o.priezvisko } } : {});
  return {
    kategoria: def.kategoria,
    label: PREDMET_SKODY_LABELS[def.kategoria],
    parametre: def.parametre.map((p) => ({ ...p })),
    vstupy: vstupyPripadu(def).map((p) => p.name),
    symboly: cennikDef(def.cennik).hodnoty.map((h) => ({ skratka: h.skratka, vyznam: h.vyznam, jednotka: h.jednotka })),
    verzie: data.verzie.map((v, i) => {
      const doDna = platnostDo(data.verzie, i);
      return {
        cisloVerzie: v.cisloVerzie,
        platnostOd: v.platnostOd,
        ...(doDna ? { platnostDo: doDna } : {}),
        platna: v === platna,
        parametre: v.parametre,
        datumVytvorenia: v.datumVytvorenia,
        ...osoba(v.vytvoril),
        ...(v.overenie ? { overenie: { meno: v.overenie.meno, datum: v.overenie.datum, referencia: v.overenie.referencia } } : {}),
        vysledky: vysledkyVerzie(def, v, data.pripady),
      };
    }),
    pripady: data.pripady.map((p) => ({
      uuid: p.uuid,
      nazov: p.nazov,
      atributy: p.atributy,
      hodnoty: p.hodnoty,
      ocakavanaSuma: p.ocakavanaSuma,
      datumVytvorenia: p.datumVytvorenia,
      ...osoba(p.vytvoril),
    })),
    pripadyRevizia: data.pripadyRevizia,
    posledneCislo: data.posledneCislo,
    novaVerziaMinOd: novaVerziaMinOd(data.verzie, today),
  };
}

export async function getVzorec(typ: CennikTyp): Promise<VzorecDetail> {
  const def = vzorecPreCennik(typ);
  return view(def, await vzorecRepo.load(def.kategoria));
}

/** Runs a write; a race lost ('conflict') becomes the Slovak 409 `message`. */
async function zapis(message: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (err instanceof WriteError) throw conflict(message);
    throw err;
  }
}

/**
 * A new parameter version. It starts tomorrow at the earliest and after the newest version's start,
 * like a price-list version – except the first one, which may start on any day: before it the
 * proposal's values applied, and a version is how the office replaces them.
 */
export async function createVzorecVerzia(o: { typ: CennikTyp; body: z.output<typeof vzorecNovaVerziaBody>; vytvoril?: CennikOsoba }): Promise<VzorecDetail> {
  const def = vzorecPreCennik(o.typ);
  const data = await vzorecRepo.load(def.kategoria);
  if (o.body.posledneCislo !== data.posledneCislo) throw conflict(VZOREC_ERRORS.zmenene);
  const problems: Problem[] = [];
  const minOd = novaVerziaMinOd(data.verzie, todayIso());
  if (data.verzie.length && o.body.platnostOd < minOd) problems.push({ fieldName: 'platnostOd', message: VZOREC_ERRORS.platnostOd(formatDateSk(minOd)) });
  const parametre: Record<string, number> = {};
  for (const p of def.parametre) {
    const r = checkCislo(o.body.parametre[p.name], p);
    if (r.message) problems.push({ fieldName: `parametre.${p.name}`, message: r.message });
    else parametre[p.name] = r.value as number;
  }
  for (const name of Object.keys(o.body.parametre)) {
    if (!def.parametre.some((p) => p.name === name)) problems.push({ fieldName: `parametre.${name}`, message: VZOREC_ERRORS.neznamyVstup });
  }
  if (problems.length) throw fieldErrors(problems);
  await zapis(VZOREC_ERRORS.zmenene, () =>
    vzorecRepo.createVerzia({ kategoria: def.kategoria, platnostOd: o.body.platnostOd, parametre, vytvoril: o.vytvoril, expectedLast: data.posledneCislo }),
  );
  return getVzorec(o.typ);
}

/** A worked case of the decree: the item's inputs, the row values and the amount the decree gives. */
export async function addPripad(o: { typ: CennikTyp; body: z.output<typeof vzorecPripadBody>; vytvoril?: CennikOsoba }): Promise<VzorecDetail> {
  const def = vzorecPreCennik(o.typ);
  const problems: Problem[] = [];
  const polia = new Map(vstupyPripadu(def).map((p) => [p.name, p]));
  const sub = o.body.atributy.secondaryCategory || undefined;
  const atributy: Record<string, string> = {};
  for (const [name, raw] of Object.entries(o.body.atributy)) {
    const p = polia.get(name);
    const field = `atributy.${name}`;
    if (!p) problems.push({ fieldName: field, message: VZOREC_ERRORS.neznamyVstup });
    else if (raw === '' || !jeViditelne(p, sub)) continue;
    else if (p.kind === 'enum' && !Object.hasOwn(p.values, raw)) problems.push({ fieldName: field, message: VZOREC_ERRORS.neznamaHodnota });
    else if (p.kind === 'bool' && raw !== 'true' && raw !== 'false') problems.push({ fieldName: field, message: VZOREC_ERRORS.neznamaHodnota });
    else if (p.kind !== 'enum' && p.kind !== 'bool' && p.kind !== 'ciselnik' && p.kind !== 'text') {
      const r = checkCislo(raw, { min: 0, max: HODNOTA_MAX, desatinne: p.kind === 'pocet' ? 0 : 2 });
      if (r.message) problems.push({ fieldName: field, message: r.message });
      else atributy[name] = String(r.value);
    } else atributy[name] = raw;
  }
  const legenda = cennikDef(def.cennik).hodnoty;
  const hodnoty: Record<string, number> = {};
  for (const [skratka, raw] of Object.entries(o.body.hodnoty)) {
    if (!legenda.some((h) => h.skratka === skratka)) problems.push({ fieldName: `hodnoty.${skratka}`, message: VZOREC_ERRORS.neznamyVstup });
    else if (raw.trim() === '') continue;
    else {
      const r = checkCislo(raw, { min: 0, max: HODNOTA_MAX, desatinne: 4 });
      if (r.message) problems.push({ fieldName: `hodnoty.${skratka}`, message: r.message });
      else hodnoty[skratka] = r.value as number;
    }
  }
  const suma = checkCislo(o.body.ocakavanaSuma, { min: 0, max: SUMA_MAX, desatinne: 2 });
  if (suma.message) problems.push({ fieldName: 'ocakavanaSuma', message: suma.message });
  if (problems.length) throw fieldErrors(problems);
  const data = await vzorecRepo.load(def.kategoria);
  await zapis(VZOREC_ERRORS.pripadyZmenene, () =>
    vzorecRepo.addPripad(def.kategoria, { nazov: o.body.nazov, atributy, hodnoty, ocakavanaSuma: suma.value as number, vytvoril: o.vytvoril, expectedRevizia: data.pripadyRevizia }),
  );
  return getVzorec(o.typ);
}

export async function removePripad(o: { typ: CennikTyp; uuid: string }): Promise<VzorecDetail> {
  const def = vzorecPreCennik(o.typ);
  const data = await vzorecRepo.load(def.kategoria);
  if (!data.pripady.some((p) => p.uuid === o.uuid)) throw notFound();
  await zapis(VZOREC_ERRORS.pripadyZmenene, () => vzorecRepo.removePripad(def.kategoria, o.uuid, data.pripadyRevizia));
  return getVzorec(o.typ);
}

/**
 * Marks a version 'overený': allowed only when the decree's cases exist, every one of them matches
 * the version's computation, and they are the cases the person saw (`pripadyRevizia`).
 */
export async function signOffVerzia(o: {
  typ: CennikTyp;
  cisloVerzie: number;
  body: z.output<typeof vzorecOverenieBody>;
  pouzivatel: { uuid: string; meno: string; priezvisko: string };
}): Promise<VzorecDetail> {
  const def = vzorecPreCennik(o.typ);
  const data = await vzorecRepo.load(def.kategoria);
  const verzia = data.verzie.find((v) => v.cisloVerzie === o.cisloVerzie);
  if (!verzia) throw notFound(VZOREC_ERRORS.neexistujeVerzia);
  if (verzia.overenie) throw conflict(VZOREC_ERRORS.uzOverena);
  if (o.body.pripadyRevizia !== data.pripadyRevizia) throw conflict(VZOREC_ERRORS.pripadyZmenene);
  if (!data.pripady.length) throw badRequest(VZOREC_ERRORS.bezPripadov);
  const nezhody = vysledkyVerzie(def, verzia, data.pripady).filter((r) => !r.zhoda).length;
  if (nezhody) throw badRequest(VZOREC_ERRORS.nezhoda(nezhody));
  await zapis(VZOREC_ERRORS.pripadyZmenene, () =>
    vzorecRepo.signOff(def.kategoria, verzia.cisloVerzie, {
      pouzivatelUuid: o.pouzivatel.uuid,
      meno: `${o.pouzivatel.meno} ${o.pouzivatel.priezvisko}`.trim(),
      datum: todayIso(),
      referencia: o.body.referencia,
      pripadyRevizia: data.pripadyRevizia,
    }),
  );
  return getVzorec(o.typ);
}

