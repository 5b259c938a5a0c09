/**
 * The price-list types and their names (spec part 2 §3 'Price types (11)', in its order), without the
 * columns and values of cennik.ts: the web's route tree reads them eagerly (a price list's page title,
 * its URL slug), on every first screen, public ones included.
 */
export const CENNIK_NAZVY = {
  HOVADZI_DOBYTOK: 'Hovädzí dobytok',
  OVCE: 'Ovce',
  KOZY: 'Kozy',
  INE_HOSPODARSKE_ZVIERATA: 'Iné hospodárske zvieratá',
  VCELSTVA: 'Včelstvá',
  VCELARSKE_ZARIADENIA: 'Včelárske zariadenia',
  POLNE_PLODINY: 'Poľné plodiny',
  POLOVNA_ZVER: 'Poľovná zver',
  OVOCNE_STROMY_A_KRIKY: 'Ovocné stromy a kríky',
  MED_A_DRUHOTNE_PRODUKTY: 'Med a druhotné produkty',
  KAFILERICKE_POPLATKY: 'Kafilérické poplatky',
} as const;

export type CennikTyp = keyof typeof CENNIK_NAZVY;
/** The spec's order (part 2 §3 'Price types (11)'). */
export const CENNIK_TYPY = Object.keys(CENNIK_NAZVY) as [CennikTyp, ...CennikTyp[]];
/** Cattle is the default price-list type (spec part 2 §9). */
export const DEFAULT_CENNIK_TYP: CennikTyp = 'HOVADZI_DOBYTOK';

export const isCennikTyp = (s: string): s is CennikTyp => Object.hasOwn(CENNIK_NAZVY, s);
/** Route slug: lowercase with hyphens (hovadzi-dobytok). */
export const cennikSlug = (typ: string) => typ.toLowerCase().replace(/_/g, '-');
export const cennikTypFromSlug = (slug: string) => slug.toUpperCase().replace(/-/g, '_');
/** The name of the price list a route slug stands for ('' for an unknown slug). */
export const cennikNazovFromSlug = (slug: string): string => {
  const typ = cennikTypFromSlug(slug);
  return isCennikTyp(typ) ? CENNIK_NAZVY[typ] : '';
};
