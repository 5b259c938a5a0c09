/**
 * Seed data of every code-list type (CISELNIK_DEFS), grouped by type. Where each list comes from
 * and how sure it is: the modules below and README 'Číselníky: odkiaľ sú hodnoty'.
 *
 * Pure data module: no Node or DOM specifics.
 */
import { CISELNIK_DEFS, type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { KRAJE, OBCE, OKRESY, STATY } from './ciselniky-adresy';
import {
  KATASTRALNE_UZEMIA_HIST,
  OKRESY_HIST,
  POLOVNE_REVIRY_HIST,
  POVODCOVIA_SKODY_HIST,
  PREDMETY_SKODY_HIST,
} from './ciselniky-historia';
import {
  NAVRH_NA_UHRADU_SKODY,
  OTZ_POCET_VODICOV,
  OTZ_TECHNICKY_STAV,
  OTZ_VYSKA,
  OTZ_ZDROJ_EL_ENERGIE,
  PASTIERI_VZDIALENOST_OD_STADA,
  STRAZNY_PES_DRZANIE,
  STRAZNY_PES_NASLEDKY,
  STRAZNY_PES_SPRAVANIE,
  STRAZNY_PES_VEK,
  STRAZNY_PES_VZDIALENOST_OD_STADA,
  UMIESTNENIE_STADA,
  UMIESTNENIE_STADA_VYSKA_OHRADY,
  UMIESTNENIE_STADA_VZDIALENOST_OD_LESA,
  ZARADENIE_CLENA_KOMISIE,
  ZHODNOTENIE_OPATRENI,
} from './ciselniky-opatrenia';
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';
import {
  DRUHY_INYCH_HOSPODARSKYCH_ZVIERAT,
  DRUHY_OVOCNYCH_STROMOV_A_KROV,
  DRUHY_POLNYCH_PLODIN,
  DRUHY_POLOVNEJ_ZVERI,
  DRUHY_SKODY,
  PLEMENA,
  POVODCOVIA_SKODY,
  TYPY_VCELARSKYCH_ZARIADENI,
  VEKY,
  VEKY_OVOCNYCH_STROMOV_A_KROV,
} from './ciselniky-predmety';
import { CHRANENE_UZEMIA, KATASTRALNE_UZEMIA, POLOVNE_REVIRY } from './ciselniky-uzemia';

export type { CiselnikPolozkaSeed } from './ciselniky-polozka';
export { KRAJE, OBCE, OKRES_BREZNO, OKRES_LIPTOVSKY_MIKULAS, OKRESY, STATY } from './ciselniky-adresy';

/** All seed items grouped by code-list type: every type of CISELNIK_DEFS, in its order. */
export const CISELNIKY_SEED: Readonly<Record<CiselnikTyp, readonly CiselnikPolozkaSeed[]>> = {
  ZHODNOTENIE_OPATRENI,
  STRAZNY_PES_NASLEDKY,
  STRAZNY_PES_VZDIALENOST_OD_STADA,
  UMIESTNENIE_STADA_VZDIALENOST_OD_LESA,
  PASTIERI_VZDIALENOST_OD_STADA,
  UMIESTNENIE_STADA_VYSKA_OHRADY,
  OTZ_VYSKA,
  OTZ_POCET_VODICOV,
  NAVRH_NA_UHRADU_SKODY,
  POVODCA_SKODY: POVODCOVIA_SKODY,
  STRAZNY_PES_SPRAVANIE,
  UMIESTNENIE_STADA,
  OTZ_TECHNICKY_STAV,
  STRAZNY_PES_VEK,
  ZARADENIE_CLENA_KOMISIE,
  OTZ_ZDROJ_EL_ENERGIE,
  STRAZNY_PES_DRZANIE,
  DRUH_SKODY: DRUHY_SKODY,
  DRUH_OVOCNE_STROMY_A_KRIKY: DRUHY_OVOCNYCH_STROMOV_A_KROV,
  DRUH_POLNE_PLODINY: DRUHY_POLNYCH_PLODIN,
  DRUH_POLOVNA_ZVER: DRUHY_POLOVNEJ_ZVERI,
  DRUH_INE_HOSPODARSKE_ZVIERATA: DRUHY_INYCH_HOSPODARSKYCH_ZVIERAT,
  PLEMENO: PLEMENA,
  VEK: VEKY,
  VEK_OVOCNE_STROMY_A_KRIKY: VEKY_OVOCNYCH_STROMOV_A_KROV,
  TYP_VCELARSKE_ZARIADENIE: TYPY_VCELARSKYCH_ZARIADENI,
  OKRES: OKRESY,
  KATASTRALNE_UZEMIE: KATASTRALNE_UZEMIA,
  POLOVNY_REVIR: POLOVNE_REVIRY,
  CHRANENE_UZEMIE: CHRANENE_UZEMIA,
  OBEC: OBCE,
  KRAJ: KRAJE,
  STAT: STATY,
  KATASTRALNE_UZEMIE_HIST: KATASTRALNE_UZEMIA_HIST,
  OKRES_HIST: OKRESY_HIST,
  POLOVNY_REVIR_HIST: POLOVNE_REVIRY_HIST,
  POVODCA_SKODY_HIST: POVODCOVIA_SKODY_HIST,
  PREDMET_SKODY_HIST: PREDMETY_SKODY_HIST,
};

/** The parent type of a code-list type (CISELNIK_DEFS), if any. */
export const parentTyp = (typ: CiselnikTyp): CiselnikTyp | undefined => ciselnikDef(typ).parent as CiselnikTyp | undefined;

/** The topmost ancestor type of a code-list type (the type itself when it has no parent). */
const rootTyp = (typ: CiselnikTyp): CiselnikTyp => {
  const parent = parentTyp(typ);
  return parent ? rootTyp(parent) : typ;
};

/** Distance of a type from its root type (KRAJ 0, OKRES 1, OBEC 2, KATASTRALNE_UZEMIE 3). */
const depth = (typ: CiselnikTyp): number => {
  const parent = parentTyp(typ);
  return parent ? depth(parent) + 1 : 0;
};

/**
 * The seed items in independent groups: one group per root type with all its descendant types
 * (KRAJ → OKRES → OBEC → KATASTRALNE_UZEMIE and OKRES → POLOVNY_REVIR; DRUH_INE_HOSPODARSKE_ZVIERATA
 * → PLEMENO), parent types before their children within a group, groups in CISELNIK_DEFS order.
 * Groups share no parent references, so they can be written concurrently.
 */
export function ciselnikySeedGroups(): CiselnikPolozkaSeed[][] {
  const byRoot = new Map<CiselnikTyp, CiselnikTyp[]>();
  for (const typ of Object.keys(CISELNIK_DEFS) as CiselnikTyp[]) {
    const root = rootTyp(typ);
    byRoot.set(root, [...(byRoot.get(root) ?? []), typ]);
  }
  return [...byRoot.values()].map((types) =>
    [...types].sort((a, b) => depth(a) - depth(b)).flatMap((typ) => CISELNIKY_SEED[typ]),
  );
}
