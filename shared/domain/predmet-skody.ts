/** Damage-subject categories (spec part 2 §3 'Damage-subject categories', 14; abbreviation in brackets). */
export const PREDMET_SKODY_KATEGORIE = [
  'HOVADZI_DOBYTOK',
  'INE_HOSPODARSKE_ZVIERATA',
  'INY_MAJETOK',
  'KAFILERICKE_POPLATKY',
  'KOZY',
  'MED_A_DRUHOTNE_PRODUKTY',
  'OVCE',
  'OVOCNE_STROMY_A_KRIKY',
  'PASTIERSKE_A_STRAZNE_PSY',
  'POLNE_PLODINY',
  'POLOVNA_ZVER',
  'VCELARSKE_ZARIADENIA',
  'VCELSTVA',
  'ZIVOT_A_ZDRAVIE_FO',
] as const;
export type PredmetSkodyKategoria = (typeof PREDMET_SKODY_KATEGORIE)[number];

/** Abbreviations of the spec (shown in the event list's 'Predmet škody' column). */
export const PREDMET_SKODY_SKRATKY: Record<PredmetSkodyKategoria, string> = {
  HOVADZI_DOBYTOK: 'HD',
  INE_HOSPODARSKE_ZVIERATA: 'IHZ',
  INY_MAJETOK: 'IM',
  KAFILERICKE_POPLATKY: 'KP',
  KOZY: 'K',
  MED_A_DRUHOTNE_PRODUKTY: 'MDP',
  OVCE: 'O',
  OVOCNE_STROMY_A_KRIKY: 'OSK',
  PASTIERSKE_A_STRAZNE_PSY: 'PSP',
  POLNE_PLODINY: 'PP',
  POLOVNA_ZVER: 'PZ',
  VCELARSKE_ZARIADENIA: 'VZ',
  VCELSTVA: 'V',
  ZIVOT_A_ZDRAVIE_FO: 'ZZ',
};

/** Slovak names (the spec gives codes and abbreviations; the names follow the price-list types where they exist). */
export const PREDMET_SKODY_LABELS: Record<PredmetSkodyKategoria, string> = {
  HOVADZI_DOBYTOK: 'Hovädzí dobytok',
  INE_HOSPODARSKE_ZVIERATA: 'Iné hospodárske zvieratá',
  INY_MAJETOK: 'Iný majetok',
  KAFILERICKE_POPLATKY: 'Kafilérické poplatky',
  KOZY: 'Kozy',
  MED_A_DRUHOTNE_PRODUKTY: 'Med a druhotné produkty',
  OVCE: 'Ovce',
  OVOCNE_STROMY_A_KRIKY: 'Ovocné stromy a kríky',
  PASTIERSKE_A_STRAZNE_PSY: 'Pastierske a strážne psy',
  POLNE_PLODINY: 'Poľné plodiny',
  POLOVNA_ZVER: 'Poľovná zver',
  VCELARSKE_ZARIADENIA: 'Včelárske zariadenia',
  VCELSTVA: 'Včelstvá',
  ZIVOT_A_ZDRAVIE_FO: 'Život a zdravie FO',
};

export const isPredmetSkodyKategoria = (s: string): s is PredmetSkodyKategoria => (PREDMET_SKODY_KATEGORIE as readonly string[]).includes(s);

// ---- Route slugs (spec part 2 §2, §3) ----------------------------------------------------------

/** Route slug of a category: lowercase with hyphens (hovadzi-dobytok). */
export const predmetSkodySlug = (k: PredmetSkodyKategoria) => k.toLowerCase().replace(/_/g, '-');

/** Sub-kind slugs (spec part 2 §3) and the kind each maps to. */
export const PREDMET_SKODY_SUB_SLUGS: Readonly<Record<string, PredmetSkodyKategoria>> = {
  byk: 'HOVADZI_DOBYTOK',
  tela: 'HOVADZI_DOBYTOK',
  krava: 'HOVADZI_DOBYTOK',
  chjp: 'HOVADZI_DOBYTOK',
  chjn: 'HOVADZI_DOBYTOK',
  vtj: 'HOVADZI_DOBYTOK',
  cap: 'KOZY',
  kozla: 'KOZY',
  koza: 'KOZY',
  kozicka: 'KOZY',
  baran: 'OVCE',
  jahna: 'OVCE',
  jarka: 'OVCE',
  bahnica: 'OVCE',
};

/** The category of a route slug (a category slug or a sub-kind slug); undefined for an unknown slug (→ 404). */
export function kategoriaFromSlug(slug: string): PredmetSkodyKategoria | undefined {
  if (Object.hasOwn(PREDMET_SKODY_SUB_SLUGS, slug)) return PREDMET_SKODY_SUB_SLUGS[slug];
  const k = slug.toUpperCase().replace(/-/g, '_');
  return isPredmetSkodyKategoria(k) ? k : undefined;
}

/** The slug an item's detail route uses: its sub-kind when it has one, else its category. */
export const predmetSkodyRouteSlug = (k: PredmetSkodyKategoria, secondaryCategory?: string) =>
  secondaryCategory && Object.hasOwn(PREDMET_SKODY_SUB_SLUGS, secondaryCategory.toLowerCase())
    ? secondaryCategory.toLowerCase()
    : predmetSkodySlug(k);
