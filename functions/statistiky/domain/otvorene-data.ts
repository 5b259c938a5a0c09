/**
 * Open data (beyond the spec): the filter's rows aggregated to the EEA reference grid of
 * 10 km cells in EPSG:3035 (ETRS89 / LAEA Europe), by cell, year, pôvodca and item category – no
 * names, no exact points. Cell code `10kmE<x/10 km>N<y/10 km>` (the grid's own naming); a row's point
 * is the item's GPS, else its event's, and rows without one are left out. CSV (BOM, ';', decimal
 * commas) or a GeoJSON FeatureCollection of the cell squares (corners projected back to WGS84).
 * proj4 is loaded only here (dynamic import), so the other statistics routes do not carry it.
 */
import type { OtvoreneDataQuery, StatistikyFilter } from '@shared/api/statistiky';
import { eeaBunka, eeaBunkaKod, eeaRohy, eeaStred, loadEpsg3035 } from '@shared/domain/eea-grid';
import { formatCisloCsv } from '@shared/format/cislo';
import { todayIso } from '@shared/format/dates';
import { HttpResult } from '../../lib/result';
import { csvResult } from '../../common/year-list';
import { polohaRiadku } from './heatmap';
import { kategoriaLabel, NEURCENY, povodcaPopisy, riadkyFiltra, sucetEur } from './riadky';

export const OTVORENE_DATA_STLPCE = ['bunka', 'stredSirka', 'stredDlzka', 'rok', 'povodcaSkody', 'predmetSkody', 'pocetPredmetov', 'pocetSkodovychUdalosti', 'suma'] as const;

export interface OtvoreneDataRiadok {
  bunka: string;
  stredSirka: number;
  stredDlzka: number;
  rok: string;
  povodcaSkody: string;
  predmetSkody: string;
  pocetPredmetov: number;
  pocetSkodovychUdalosti: number;
  suma: number;
  /** Cell corners (WGS84 [lng, lat]), counter-clockwise, closed. */
  rohy: [number, number][];
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** The filter's rows aggregated to grid cells, sorted by cell, year, pôvodca, category. */
export async function bunkyStatistik(f: StatistikyFilter): Promise<OtvoreneDataRiadok[]> {
  const [rows, povodca, proj] = await Promise.all([riadkyFiltra(f), povodcaPopisy(), loadEpsg3035()]);
  const groups = new Map<string, { e: number; n: number; rok: string; povodcaSkody: string; predmetSkody: string; predmety: number; udalosti: Set<string>; sumy: number[] }>();
  for (const r of rows) {
    const p = polohaRiadku(r);
    if (!p) continue;
    const { e, n } = eeaBunka(proj, p[0], p[1]);
    const rok = r.udalost.datumVznikuSkody.slice(0, 4);
    const pov = r.udalost.povodcaSkodyId ? (povodca.get(r.udalost.povodcaSkodyId) ?? NEURCENY) : NEURCENY;
    const predmet = kategoriaLabel(r.predmet.kategoria);
    const key = `${e}|${n}|${rok}|${pov}|${predmet}`;
    let g = groups.get(key);
    if (!g) {
      g = { e, n, rok, povodcaSkody: pov, predmetSkody: predmet, predmety: 0, udalosti: new Set(), sumy: [] };
      groups.set(key, g);
    }
    g.predmety++;
    g.udalosti.add(r.udalost.uuid);
    g.sumy.push(r.predmet.amount);
  }
  return [...groups.values()]
    .map((g) => {
      const [stredDlzka, stredSirka] = eeaStred(proj, g);
      return {
        bunka: eeaBunkaKod(g),
        stredSirka: round(stredSirka, 5),
        stredDlzka: round(stredDlzka, 5),
        rok: g.rok,
        povodcaSkody: g.povodcaSkody,
        predmetSkody: g.predmetSkody,
        pocetPredmetov: g.predmety,
        pocetSkodovychUdalosti: g.udalosti.size,
        suma: sucetEur(g.sumy),
        rohy: eeaRohy(proj, g),
      };
    })
    .sort((a, b) => a.bunka.localeCompare(b.bunka) || a.rok.localeCompare(b.rok) || a.povodcaSkody.localeCompare(b.povodcaSkody, 'sk') || a.predmetSkody.localeCompare(b.predmetSkody, 'sk'));
}

export async function otvoreneData(f: StatistikyFilter, q: OtvoreneDataQuery, now = new Date()): Promise<HttpResult> {
  const bunky = await bunkyStatistik(f);
  const name = `statistiky-otvorene-data-${todayIso(now)}`;
  if (q.format === 'csv') {
    return csvResult(
      `${name}.csv`,
      OTVORENE_DATA_STLPCE,
      bunky.map((b) => [b.bunka, formatCisloCsv5(b.stredSirka), formatCisloCsv5(b.stredDlzka), b.rok, b.povodcaSkody, b.predmetSkody, b.pocetPredmetov, b.pocetSkodovychUdalosti, formatCisloCsv(b.suma)]),
    );
  }
  const geojson = {
    type: 'FeatureCollection',
    features: bunky.map(({ rohy, ...properties }) => ({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [rohy] }, properties })),
  };
  return new HttpResult(
    200,
    { 'content-type': 'application/geo+json; charset=utf-8', 'content-disposition': `attachment; filename="${name}.geojson"`, 'cache-control': 'no-store' },
    JSON.stringify(geojson),
  );
}

/** A coordinate with five decimals and a decimal comma. */
const formatCisloCsv5 = (n: number) => n.toFixed(5).replace('.', ',');
