/**
 * The EEA reference grid of 10 km cells in EPSG:3035 (ETRS89 / LAEA Europe), the grid Europe's
 * environmental open data is published on. A cell is named by its lower-left corner in units of
 * 10 km: `10kmE<x/10 km>N<y/10 km>` (the grid's own naming, e.g. Bratislava lies in 10kmE484N280).
 * The projection (proj4) is passed in, so this module stays pure and proj4 is loaded only by the
 * code that projects (loadEpsg3035).
 */

/** EPSG:3035 as proj4 defines it (ETRS89 ≈ WGS84 at 10 km). */
export const EPSG_3035 = '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +units=m +no_defs';

/** Edge of a cell in metres. */
export const EEA_CELL_M = 10_000;

/** WGS84 [lng, lat] ⇄ EPSG:3035 [x, y] (a proj4 converter). */
export interface Projekcia {
  forward(p: [number, number]): number[];
  inverse(p: [number, number]): number[];
}

/** WGS84 ⇄ EPSG:3035, proj4 loaded on first use. */
export async function loadEpsg3035(): Promise<Projekcia> {
  const { default: proj4 } = await import('proj4');
  return proj4('EPSG:4326', EPSG_3035);
}

/** A grid cell: column and row in units of 10 km. */
export interface EeaBunka {
  e: number;
  n: number;
}

export const eeaBunkaKod = (c: EeaBunka) => `10kmE${c.e}N${c.n}`;

/** The cell of a WGS84 point. */
export function eeaBunka(proj: Projekcia, lat: number, lng: number): EeaBunka {
  const [x, y] = proj.forward([lng, lat]);
  return { e: Math.floor(x / EEA_CELL_M), n: Math.floor(y / EEA_CELL_M) };
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** A grid point (in cell units) back in WGS84 [lng, lat], 6 decimals. */
export function eeaWgs(proj: Projekcia, e: number, n: number): [number, number] {
  const [lng, lat] = proj.inverse([e * EEA_CELL_M, n * EEA_CELL_M]);
  return [round(lng, 6), round(lat, 6)];
}

/** The cell's corners in WGS84 [lng, lat], counter-clockwise and closed (a GeoJSON polygon ring). */
export const eeaRohy = (proj: Projekcia, c: EeaBunka): [number, number][] => [
  eeaWgs(proj, c.e, c.n),
  eeaWgs(proj, c.e + 1, c.n),
  eeaWgs(proj, c.e + 1, c.n + 1),
  eeaWgs(proj, c.e, c.n + 1),
  eeaWgs(proj, c.e, c.n),
];

/** The cell's centre in WGS84 [lng, lat]. */
export const eeaStred = (proj: Projekcia, c: EeaBunka) => eeaWgs(proj, c.e + 0.5, c.n + 0.5);

/**
 * Cells with fewer than `min` events left out, so that no farm can be told from a published cell:
 * hidden, not merged into a neighbour (a merged cell's shape would still point near the farm, and
 * a neighbour's count minus its own published count would reveal the hidden one). What was left out
 * is reported as totals only.
 */
export function potlacitMaleBunky<T extends { pocetUdalosti: number }>(bunky: readonly T[], min: number): { zobrazene: T[]; skryteBunky: number; skryteUdalosti: number } {
  const zobrazene: T[] = [];
  let skryteBunky = 0;
  let skryteUdalosti = 0;
  for (const b of bunky) {
    if (b.pocetUdalosti >= min) zobrazene.push(b);
    else {
      skryteBunky++;
      skryteUdalosti += b.pocetUdalosti;
    }
  }
  return { zobrazene, skryteBunky, skryteUdalosti };
}
