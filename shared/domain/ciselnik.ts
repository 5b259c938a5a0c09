/**
 * The product's code-list types (spec part 2 §3 'Code lists': 33 types in the spec's order, then
 * the five history variants that feed the historical-data filter, spec part 1 §3/§7).
 *
 * `label` is the Slovak name shown in 'Cenníky a číselníky' › Číselníky. `officialCode` says the
 * items carry a code from a public register (statistical office, cadastre, ISO): the code-list
 * screens then ask for it, it must be unique within the type, and imports match on it.
 * `parent` names the type an item may point to (OBEC → OKRES → KRAJ, KATASTRALNE_UZEMIE → OBEC,
 * PLEMENO → DRUH_INE_HOSPODARSKE_ZVIERATA…).
 */
export interface CiselnikTypDef {
  label: string;
  officialCode: boolean;
  parent?: string;
  /** A history variant: values as the records of the previous system name them (read-mostly). */
  history?: boolean;
  /**
   * Items may name the damage-subject categories they apply to (DRUH_SKODY: 'spásanie porastu' fits
   * field crops, not sheep); the item form offers only the items that fit the item's category.
   */
  kategorie?: boolean;
}

export const CISELNIK_DEFS = {
  ZHODNOTENIE_OPATRENI: { label: 'Zhodnotenie preventívnych opatrení', officialCode: false },
  STRAZNY_PES_NASLEDKY: { label: 'Následky pre strážneho psa', officialCode: false },
  STRAZNY_PES_VZDIALENOST_OD_STADA: { label: 'Vzdialenosť strážneho psa od stáda', officialCode: false },
  UMIESTNENIE_STADA_VZDIALENOST_OD_LESA: { label: 'Vzdialenosť stáda od lesných porastov', officialCode: false },
  PASTIERI_VZDIALENOST_OD_STADA: { label: 'Vzdialenosť pastiera od stáda', officialCode: false },
  UMIESTNENIE_STADA_VYSKA_OHRADY: { label: 'Výška ohrady', officialCode: false },
  OTZ_VYSKA: { label: 'Výška ochranného technického zariadenia', officialCode: false },
  OTZ_POCET_VODICOV: { label: 'Počet vodičov ochranného technického zariadenia', officialCode: false },
  NAVRH_NA_UHRADU_SKODY: { label: 'Výsledok návrhu na úhradu škody', officialCode: false },
  POVODCA_SKODY: { label: 'Živočích určený ako pôvodca škody', officialCode: false },
  STRAZNY_PES_SPRAVANIE: { label: 'Správanie strážneho psa', officialCode: false },
  UMIESTNENIE_STADA: { label: 'Umiestnenie stáda', officialCode: false },
  OTZ_TECHNICKY_STAV: { label: 'Technický stav ochranného technického zariadenia', officialCode: false },
  STRAZNY_PES_VEK: { label: 'Vek strážneho psa', officialCode: false },
  ZARADENIE_CLENA_KOMISIE: { label: 'Zaradenie člena komisie', officialCode: false },
  OTZ_ZDROJ_EL_ENERGIE: { label: 'Zdroj elektrickej energie ochranného technického zariadenia', officialCode: false },
  STRAZNY_PES_DRZANIE: { label: 'Držanie strážneho psa', officialCode: false },
  DRUH_SKODY: { label: 'Druh škody', officialCode: false, kategorie: true },
  DRUH_OVOCNE_STROMY_A_KRIKY: { label: 'Druh ovocných stromov a krov', officialCode: false },
  DRUH_POLNE_PLODINY: { label: 'Druh poľných plodín', officialCode: false },
  DRUH_POLOVNA_ZVER: { label: 'Druh poľovnej zveri', officialCode: false },
  DRUH_INE_HOSPODARSKE_ZVIERATA: { label: 'Druh iných hospodárskych zvierat', officialCode: false },
  PLEMENO: { label: 'Plemeno', officialCode: false, parent: 'DRUH_INE_HOSPODARSKE_ZVIERATA' },
  VEK: { label: 'Vek', officialCode: false },
  VEK_OVOCNE_STROMY_A_KRIKY: { label: 'Vek ovocných stromov a krov', officialCode: false },
  TYP_VCELARSKE_ZARIADENIE: { label: 'Typ včelárskeho zariadenia', officialCode: false },
  OKRES: { label: 'Okres', officialCode: true, parent: 'KRAJ' },
  KATASTRALNE_UZEMIE: { label: 'Katastrálne územie', officialCode: true, parent: 'OBEC' },
  POLOVNY_REVIR: { label: 'Poľovný revír', officialCode: true, parent: 'OKRES' },
  CHRANENE_UZEMIE: { label: 'Chránené územie', officialCode: true },
  OBEC: { label: 'Obec', officialCode: true, parent: 'OKRES' },
  KRAJ: { label: 'Kraj', officialCode: true },
  STAT: { label: 'Štát', officialCode: true },
  KATASTRALNE_UZEMIE_HIST: { label: 'Katastrálne územie (historické údaje)', officialCode: true, history: true },
  OKRES_HIST: { label: 'Okres (historické údaje)', officialCode: true, history: true },
  POLOVNY_REVIR_HIST: { label: 'Poľovný revír (historické údaje)', officialCode: false, history: true },
  POVODCA_SKODY_HIST: { label: 'Pôvodca škody (historické údaje)', officialCode: false, history: true },
  PREDMET_SKODY_HIST: { label: 'Predmet škody (historické údaje)', officialCode: false, history: true },
} as const satisfies Record<string, CiselnikTypDef>;

export type CiselnikTyp = keyof typeof CISELNIK_DEFS;
export const CISELNIK_TYPY = Object.keys(CISELNIK_DEFS) as [CiselnikTyp, ...CiselnikTyp[]];

export const isCiselnikTyp = (s: string): s is CiselnikTyp => Object.hasOwn(CISELNIK_DEFS, s);
export const ciselnikDef = (typ: CiselnikTyp): CiselnikTypDef => CISELNIK_DEFS[typ];

/** Route slug of a code list: lowercase with hyphens (spec part 2 §2). */
export const ciselnikSlug = (typ: string) => typ.toLowerCase().replace(/_/g, '-');
export const ciselnikTypFromSlug = (slug: string) => slug.toUpperCase().replace(/-/g, '_');
