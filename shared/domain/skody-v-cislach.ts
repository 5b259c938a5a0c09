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

/**
 * An awarded sum is published only for a group of at least this many decided events: the sum of one
 * or two decisions in a month, a species or a region is close to what one farm was paid.
 */
export const MIN_ROZHODNUTI_PRE_SUMU = 3;

/** A row whose awarded sum may be hidden: `sumaPriznana: null` is 'not published'. */
export interface SumaSkupiny {
  pocetRozhodnutych: number;
  sumaPriznana: number | null;
}

/**
 * Hides the awarded sums of small groups in place, with the usual primary and secondary suppression
 * of published tables:
 * - primary: a group with 1 … min−1 decided events gets `sumaPriznana: null`;
 * - secondary: each of `celky` is a set of rows whose total is published elsewhere (a year's months,
 *   with the year's row). If exactly one row of such a set is hidden, the total minus the others would
 *   give it away, so the row with the fewest decided events among the rest (above 0) is hidden too.
 *   Repeated until no set changes: a row hidden for one set may leave another with one hidden row.
 * Groups without a decided event keep their 0 – a sum nobody was paid identifies nobody.
 */
export function potlacitMaleSumy(riadky: readonly SumaSkupiny[], celky: readonly (readonly SumaSkupiny[])[], min = MIN_ROZHODNUTI_PRE_SUMU): void {
  for (const r of riadky) if (r.pocetRozhodnutych > 0 && r.pocetRozhodnutych < min) r.sumaPriznana = null;
  for (let zmena = true; zmena; ) {
    zmena = false;
    for (const celok of celky) {
      const skryte = celok.filter((r) => r.sumaPriznana === null);
      if (skryte.length !== 1) continue;
      const dalsi = celok.filter((r) => r.sumaPriznana !== null && r.pocetRozhodnutych > 0).sort((a, b) => a.pocetRozhodnutych - b.pocetRozhodnutych)[0];
      if (!dalsi) continue;
      dalsi.sumaPriznana = null;
      zmena = true;
    }
  }
}
