/**
 * Price lists (cenníky; spec part 2 §3 'Price list', 'Price types (11)', 'Item columns per type').
 *
 * A price list of one type has numbered time versions. A version holds rows (položky); a row has
 * key attributes (category, species, age… – fixed values or code-list codes) and numeric values
 * hodnota1…n whose abbreviation, meaning and unit the legend shows. A key attribute that does not
 * apply to a row is locked (value null, shown as 'x').
 *
 * Validity: a version is valid from its `platnostOd` up to the day before the next version's start
 * (the end is never stored, so versions cannot overlap or leave a gap); the newest is open-ended.
 */
import type { CiselnikTyp } from './ciselnik';
import { CENNIK_NAZVY, type CennikTyp } from './cennik-typy';

// the types and their names live apart (cennik-typy.ts) for the web's eagerly loaded route tree; the rest of the product reads them here too
export { CENNIK_TYPY, type CennikTyp, cennikSlug, cennikTypFromSlug, DEFAULT_CENNIK_TYP, isCennikTyp } from './cennik-typy';

/** A key attribute: fixed values (with Slovak labels) or the codes of a code list. */
export type CennikKluc =
  | { name: string; label: string; values: Readonly<Record<string, string>> }
  | { name: string; label: string; ciselnik: CiselnikTyp; parentOf?: string };

/** A numeric column: hodnotaN with its abbreviation, Slovak meaning and unit. */
export interface CennikHodnota {
  name: `hodnota${number}`;
  skratka: string;
  vyznam: string;
  jednotka: string;
}

export interface CennikTypDef {
  label: string;
  kluce: readonly CennikKluc[];
  hodnoty: readonly CennikHodnota[];
  /** 'Pridať položku' (spec part 2 §2): new rows may be added. */
  editable: boolean;
  /** Only prices change in a new version, never the rows (cattle, honey, carcass fees, colonies). */
  fixedRows: boolean;
}

const h = (n: number, skratka: string, vyznam: string, jednotka: string): CennikHodnota => ({
  name: `hodnota${n}`,
  skratka,
  vyznam,
  jednotka,
});

const ZIVOCISNE_HODNOTY = [
  h(1, 'Ckd', 'cena kŕmneho dňa', 'EUR/deň'),
  h(2, 'Hj', 'jednotková cena za kg živej hmotnosti', 'EUR/kg'),
  h(3, 'JC', 'jatočná cena', 'EUR/kg'),
  h(4, 'MC', 'minimálna cena za kus', 'EUR/ks'),
  h(5, 'PHJ', 'paušálna hmotnosť jedinca', 'kg'),
] as const;

export const KATEGORIE_HD = {
  TELA: 'teľa',
  CHJN: 'chovná jalovica neinseminovaná',
  CHJP: 'chovná jalovica pripustená',
  VTJ: 'výkrm – ťažný jedinec',
  KRAVA: 'krava',
  BYK: 'býk',
} as const;
export const DRUHY_VYUZITIA = { DOJNICA: 'dojnica', DOJCIACA_KRAVA: 'dojčiaca krava', PLEMENNY_JEDINEC: 'plemenný jedinec' } as const;
export const KATEGORIE_OVCE = { JAHNA: 'jahňa', JARKA: 'jarka', BAHNICA: 'bahnica', BARAN: 'baran' } as const;
export const KATEGORIE_KOZY = { KOZLA: 'kozľa', KOZICKA: 'kozička', KOZA: 'koza', CAP: 'cap' } as const;
export const CHOVNOST = { CHOVNY_JEDINEC: 'chovný jedinec', PLEMENNY_JEDINEC: 'plemenný jedinec' } as const;
export const TYPY_VCELSTVA = { VCELSTVO: 'včelstvo', VCELIA_MATKA: 'včelia matka' } as const;

export const CENNIK_DEFS = {
  HOVADZI_DOBYTOK: {
    label: CENNIK_NAZVY.HOVADZI_DOBYTOK,
    kluce: [
      { name: 'kategoria', label: 'Kategória', values: KATEGORIE_HD },
      { name: 'druhVyuzitia', label: 'Druh využitia', values: DRUHY_VYUZITIA },
    ],
    hodnoty: ZIVOCISNE_HODNOTY,
    editable: false,
    fixedRows: true,
  },
  OVCE: {
    label: CENNIK_NAZVY.OVCE,
    kluce: [
      { name: 'kategoria', label: 'Kategória', values: KATEGORIE_OVCE },
      { name: 'chovnost', label: 'Chovnosť', values: CHOVNOST },
    ],
    hodnoty: ZIVOCISNE_HODNOTY,
    editable: false,
    fixedRows: false,
  },
  KOZY: {
    label: CENNIK_NAZVY.KOZY,
    kluce: [
      { name: 'kategoria', label: 'Kategória', values: KATEGORIE_KOZY },
      { name: 'chovnost', label: 'Chovnosť', values: CHOVNOST },
    ],
    hodnoty: ZIVOCISNE_HODNOTY,
    editable: false,
    fixedRows: false,
  },
  INE_HOSPODARSKE_ZVIERATA: {
    label: CENNIK_NAZVY.INE_HOSPODARSKE_ZVIERATA,
    kluce: [
      { name: 'druh', label: 'Druh', ciselnik: 'DRUH_INE_HOSPODARSKE_ZVIERATA' },
      { name: 'plemeno', label: 'Plemeno', ciselnik: 'PLEMENO' },
      { name: 'vek', label: 'Vek', ciselnik: 'VEK' },
    ],
    hodnoty: [h(1, 'Hz', 'priemerná nadobúdacia cena zvieraťa', 'EUR/ks')],
    editable: true,
    fixedRows: false,
  },
  VCELSTVA: {
    label: CENNIK_NAZVY.VCELSTVA,
    kluce: [{ name: 'typVcelstva', label: 'Typ včelstva', values: TYPY_VCELSTVA }],
    hodnoty: [h(1, 'PNH', 'priemerná nadobúdacia hodnota', 'EUR/ks')],
    editable: false,
    fixedRows: true,
  },
  VCELARSKE_ZARIADENIA: {
    label: CENNIK_NAZVY.VCELARSKE_ZARIADENIA,
    kluce: [{ name: 'typZariadenia', label: 'Typ zariadenia', ciselnik: 'TYP_VCELARSKE_ZARIADENIE' }],
    hodnoty: [h(1, 'PNCZ', 'priemerná nákupná cena zariadenia', 'EUR/ks'), h(2, 'Ž', 'životnosť zariadenia', 'roky')],
    editable: true,
    fixedRows: false,
  },
  POLNE_PLODINY: {
    label: CENNIK_NAZVY.POLNE_PLODINY,
    kluce: [{ name: 'druh', label: 'Druh', ciselnik: 'DRUH_POLNE_PLODINY' }],
    hodnoty: [h(1, 'Vp', 'priemerná úroda', 't/ha'), h(2, 'Cp', 'cena za tonu', 'EUR/t')],
    editable: true,
    fixedRows: false,
  },
  POLOVNA_ZVER: {
    label: CENNIK_NAZVY.POLOVNA_ZVER,
    kluce: [{ name: 'druh', label: 'Druh', ciselnik: 'DRUH_POLOVNA_ZVER' }],
    hodnoty: [h(1, 'PPH', 'plánovaná hmotnosť v koži', 'kg'), h(2, 'Cj', 'cena za kg diviny', 'EUR/kg')],
    editable: true,
    fixedRows: false,
  },
  OVOCNE_STROMY_A_KRIKY: {
    label: CENNIK_NAZVY.OVOCNE_STROMY_A_KRIKY,
    kluce: [
      { name: 'druh', label: 'Druh', ciselnik: 'DRUH_OVOCNE_STROMY_A_KRIKY' },
      { name: 'vek', label: 'Vek', ciselnik: 'VEK_OVOCNE_STROMY_A_KRIKY' },
    ],
    hodnoty: [h(1, 'Hd', 'hodnota dreviny', 'EUR/ks')],
    editable: true,
    fixedRows: false,
  },
  MED_A_DRUHOTNE_PRODUKTY: {
    label: CENNIK_NAZVY.MED_A_DRUHOTNE_PRODUKTY,
    kluce: [],
    hodnoty: [
      h(1, 'Hm', 'produkcia medu na včelstvo', 'kg'),
      h(2, 'Nm', 'cena medu', 'EUR/kg'),
      h(3, 'Hc', 'spotreba cukru na včelstvo', 'kg'),
      h(4, 'Nc', 'cena cukru', 'EUR/kg'),
      h(5, 'Hvo', 'produkcia vosku na včelstvo', 'kg'),
      h(6, 'Nvo', 'cena vosku', 'EUR/kg'),
      h(7, 'Hp', 'produkcia propolisu na včelstvo', 'kg'),
      h(8, 'Np', 'cena propolisu', 'EUR/kg'),
    ],
    editable: false,
    fixedRows: true,
  },
  KAFILERICKE_POPLATKY: {
    label: CENNIK_NAZVY.KAFILERICKE_POPLATKY,
    kluce: [],
    hodnoty: [h(1, 'Cpk', 'cena za odvoz a spracovanie kadáveru', 'EUR/kg')],
    editable: false,
    fixedRows: true,
  },
} as const satisfies Record<CennikTyp, CennikTypDef>;

export const cennikDef = (typ: CennikTyp): CennikTypDef => CENNIK_DEFS[typ];

/** Numeric cells: 0 to 9999.99 in steps of 0.01 (spec part 2 §5). */
export const CENNIK_HODNOTA_MAX = 9999.99;
export const isCennikHodnota = (v: number) =>
  Number.isFinite(v) && v >= 0 && v <= CENNIK_HODNOTA_MAX && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** One row: key attributes (code or null = locked 'x') and values (null = not applicable). */
export type CennikRiadok = Readonly<Record<string, string | number | null>>;

/** The identity of a row within a version: its key attributes. */
export const riadokKluc = (typ: CennikTyp, row: CennikRiadok) => cennikDef(typ).kluce.map((k) => row[k.name] ?? 'x').join('|');

/** What version selection needs of a version. */
export interface VerziaPlatnost {
  cisloVerzie: number;
  /** yyyy-mm-dd, first day of validity. */
  platnostOd: string;
}

/** The day before an ISO date (yyyy-mm-dd). */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
export function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The version valid on `date` (yyyy-mm-dd) out of versions sorted by `platnostOd` ascending (strictly
 * increasing): the last one starting on or before the date; undefined before the first one.
 * Binary search, no allocation: called for every damaged item and every recalculation.
 */
export function versionValidOn<V extends VerziaPlatnost>(sorted: readonly V[], date: string): V | undefined {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].platnostOd <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? undefined : sorted[found];
}

/** Last day of validity of `sorted[index]`: the day before its successor starts, or undefined (open-ended). */
export function platnostDo(sorted: readonly VerziaPlatnost[], index: number): string | undefined {
  const next = sorted[index + 1];
  return next ? dayBefore(next.platnostOd) : undefined;
}

/**
 * The earliest start of a new version: tomorrow, or the day after the newest version's start when
 * that lies in the future (spec part 2 §5).
 */
export function novaVerziaMinOd(sorted: readonly VerziaPlatnost[], today: string): string {
  const tomorrow = dayAfter(today);
  const newest = sorted[sorted.length - 1];
  if (newest && newest.platnostOd >= tomorrow) return dayAfter(newest.platnostOd);
  return tomorrow;
}

/** A version can be removed while it has not started yet and no damaged item was priced with it. */
export const isVerziaRemovable = (v: VerziaPlatnost & { pouzita?: boolean }, today: string) => v.platnostOd > today && !v.pouzita;
