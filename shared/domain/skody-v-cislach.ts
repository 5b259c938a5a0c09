/**
 * 'Škody v číslach' without zod (the page's eager route code and the job share them): where the
 * precomputed files are, their names, the small-cell threshold, the map's years and the open licence.
 * The document's schema: shared/api/skody-v-cislach.ts.
 */
/** The URL prefix (CloudFront behaviour, local server) and the object key prefix in the bucket. */
export const OTVORENE_DATA_PREFIX = '/otvorene-data/';
export const OTVORENE_DATA_KEY_PREFIX = 'otvorene-data/';

/** File names of the published objects. */
export const SKODY_V_CISLACH_SUBORY = {
  dokument: 'skody-v-cislach.json',
  csv: 'skody-v-cislach.csv',
  mapaGeojson: 'skody-v-cislach-mapa.geojson',
  mapaCsv: 'skody-v-cislach-mapa.csv',
} as const;

export const otvoreneDataUrl = (subor: string) => `${OTVORENE_DATA_PREFIX}${subor}`;

/** A grid cell with fewer events is not published (no farm can be told from a cell). */
export const MIN_UDALOSTI_V_BUNKE = 3;

/** The map shows the events of the current and the previous calendar years, this many in all. */
export const MAPA_POCET_ROKOV = 3;

/** The open licence of the published data. */
export const SKODY_V_CISLACH_LICENCIA = {
  nazov: 'Creative Commons Uveďte pôvod 4.0 Medzinárodná (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.sk',
  uvedenie: 'Zdroj: Štátna ochrana prírody Slovenskej republiky, Evidencia škôd (skody.sopsr.sk)',
} as const;
