/**
 * The formulas of the damaged-item categories: one definition computes and documents. One
 * definition per priced category computes the amount with its breakdown and produces the
 * `/vzorce_{slug}.pdf` document (functions/lib/vzorec-pdf.ts). Replacing a formula
 * means replacing its definition here: screens read only `Vypocet`.
 *
 * Every formula is a PROPOSAL: 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.' (VZOREC_NAVRH).
 */
import type { CennikTyp } from '../cennik';
import type { PredmetSkodyKategoria } from '../predmet-skody';
import { type Vypocet, VZOREC_NAVRH } from './vypocet';
import type { VypocetVzorec } from './vypocet';
import { BEZ_CENNIKA, spustitVzorec, type VzorecDef, type VzorecParametre, type VzorecVerzia } from './vzorec';
import {
  VZOREC_INE_HOSPODARSKE_ZVIERATA,
  VZOREC_KAFILERICKE_POPLATKY,
  VZOREC_MED_A_DRUHOTNE_PRODUKTY,
  VZOREC_OVOCNE_STROMY_A_KRIKY,
  VZOREC_POLNE_PLODINY,
  VZOREC_POLOVNA_ZVER,
  VZOREC_VCELARSKE_ZARIADENIA,
  VZOREC_VCELSTVA,
} from './ostatne';
import { VZOREC_HOVADZI_DOBYTOK, VZOREC_KOZY, VZOREC_OVCE } from './zivocichy';

export { CHYBA_CENNIK, VZOREC_NAVRH } from './vypocet';
export type { Vypocet, VypocetCennik, VypocetKrok, VypocetSymbol, VypocetVstup } from './vypocet';
export { BEZ_CENNIKA, formatVysledokKroku, PRIKLAD_VERZIA, vypocitatPriklad, ZAOKRUHLENIE } from './vzorec';
export type { VzorecDef, VzorecParameter, VzorecParametre, VzorecPriklad, VzorecRiadok, VzorecVerzia } from './vzorec';
export { navrhParametre } from './vzorec';

/** The formula of each category; undefined = no price list (the amount is entered manually). */
export const VZORCE: Readonly<Record<PredmetSkodyKategoria, VzorecDef | undefined>> = {
  HOVADZI_DOBYTOK: VZOREC_HOVADZI_DOBYTOK,
  INE_HOSPODARSKE_ZVIERATA: VZOREC_INE_HOSPODARSKE_ZVIERATA,
  INY_MAJETOK: undefined,
  KAFILERICKE_POPLATKY: VZOREC_KAFILERICKE_POPLATKY,
  KOZY: VZOREC_KOZY,
  MED_A_DRUHOTNE_PRODUKTY: VZOREC_MED_A_DRUHOTNE_PRODUKTY,
  OVCE: VZOREC_OVCE,
  OVOCNE_STROMY_A_KRIKY: VZOREC_OVOCNE_STROMY_A_KRIKY,
  PASTIERSKE_A_STRAZNE_PSY: undefined,
  POLNE_PLODINY: VZOREC_POLNE_PLODINY,
  POLOVNA_ZVER: VZOREC_POLOVNA_ZVER,
  VCELARSKE_ZARIADENIA: VZOREC_VCELARSKE_ZARIADENIA,
  VCELSTVA: VZOREC_VCELSTVA,
  ZIVOT_A_ZDRAVIE_FO: undefined,
};

/** Which price list prices a category; undefined for a category without one (IM, PSP, ZZ). */
export const cennikTypPreKategoriu = (k: PredmetSkodyKategoria): CennikTyp | undefined => VZORCE[k]?.cennik;

/**
 * The amount of one damaged item and its breakdown. `atributy` are wire strings with code-list
 * attributes already mapped to the row key value (code, or uuid when the item has no code);
 * `verzia` is the price-list version valid on the event's damage date (undefined: none). Never throws
 * for any attribute values.
 */
export function vypocitatPredmetSkody(o: {
  kategoria: PredmetSkodyKategoria;
  atributy: Readonly<Record<string, string>>;
  verzia: VzorecVerzia | undefined;
  labels?: Readonly<Record<string, string>>;
  /** The formula version valid on the damage date (absent: the proposal's values). */
  vzorec?: { parametre: VzorecParametre; verzia?: VypocetVzorec };
}): Vypocet {
  const def = VZORCE[o.kategoria];
  if (!def) return { vypocitane: false, vysledok: 0, dovod: BEZ_CENNIKA, symboly: [], vstupy: [], kroky: [], navrh: VZOREC_NAVRH };
  return spustitVzorec(def, o);
}
