/**
 * Pre-aggregation of the heatmap's points (as Leaflet.heat clusters its points into cells before it
 * draws): at an integer MapLibre zoom the items are binned into CELL_PX screen-pixel cells of the
 * WORLD (not of the screen), each cell becoming one weighted point at its items' mean position. The
 * GPU then stamps a few thousand weighted points instead of 100,000s (software WebGL is slow), the
 * error is ≤ 2 px of a 20 px stamp, and a pan needs no new grid (only a zoom does).
 *
 * Pure module (no map library): unit-tested, used by the map chunk and the benchmark.
 */
import { stamp, STAMP_RADIUS_PX } from './heatmap-scale';

/** Cell size in screen pixels at the grid's zoom. */
export const CELL_PX = 4;

export interface HeatmapPoints {
  /** Mercator x, y in 0…1 (computed once per data set). */
  x: Float64Array;
  y: Float64Array;
  count: number;
}

/** Weighted points of one zoom: positions [lng, lat, …] and weights (item counts), plus the densest spot. */
export interface HeatmapGrid {
  zoom: number;
  length: number;
  positions: Float64Array;
  weights: Float32Array;
  /** Largest stamp sum D over the cells (items around the densest spot; see heatmap-scale.ts). */
  densest: number;
}

const clampLat = (lat: number) => Math.max(-85.05112878, Math.min(85.05112878, lat));

/** Columnar lat/lng (the API's lokalitaGpsSirka / lokalitaGpsDlzka) → Mercator coordinates; non-finite pairs are left out. */
export function toMercator(lat: ArrayLike<number>, lng: ArrayLike<number>): HeatmapPoints {
  const n = Math.min(lat.length, lng.length);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const la = lat[i];
    const lo = lng[i];
    if (!Number.isFinite(la) || !Number.isFinite(lo)) continue;
    const s = Math.sin((clampLat(la) * Math.PI) / 180);
    x[count] = (lo + 180) / 360;
    y[count] = 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
    count++;
  }
  return { x, y, count };
}

const toLng = (x: number) => x * 360 - 180;
const toLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** Largest dense grid (cells) used for the densest-spot search; beyond it the heaviest cells are searched. */
const DENSE_LIMIT = 4_000_000;
const HEAVIEST = 4000;

/** Bins the points at an integer MapLibre zoom (world 512·2^zoom px). */
export function aggregate(points: HeatmapPoints, zoom: number): HeatmapGrid {
  const cells = (512 * 2 ** zoom) / CELL_PX; // cells across the world
  const index = new Map<number, number>();
  const cx: number[] = [];
  const cy: number[] = [];
  const sx: number[] = [];
  const sy: number[] = [];
  const w: number[] = [];
  const { x, y, count } = points;
  for (let i = 0; i < count; i++) {
    const gx = Math.floor(x[i] * cells);
    const gy = Math.floor(y[i] * cells);
    const key = gx * cells + gy;
    let c = index.get(key);
    if (c === undefined) {
      c = w.length;
      index.set(key, c);
      cx.push(gx);
      cy.push(gy);
      sx.push(0);
      sy.push(0);
      w.push(0);
    }
    sx[c] += x[i];
    sy[c] += y[i];
    w[c] += 1;
  }
  const length = w.length;
  const positions = new Float64Array(length * 2);
  const weights = new Float32Array(length);
  for (let c = 0; c < length; c++) {
    positions[2 * c] = toLng(sx[c] / w[c]);
    positions[2 * c + 1] = toLat(sy[c] / w[c]);
    weights[c] = w[c];
  }
  return { zoom, length, positions, weights, densest: densest(cx, cy, w, index, cells) };
}

/** Stamp weights of the neighbour offsets (cells) within the stamp radius. */
function neighbourhood(): { dx: number; dy: number; k: number }[] {
  const reach = Math.ceil(STAMP_RADIUS_PX / CELL_PX);
  const out: { dx: number; dy: number; k: number }[] = [];
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const k = stamp(Math.hypot(dx, dy) * CELL_PX);
      if (k > 0) out.push({ dx, dy, k });
    }
  }
  return out;
}

/** The largest stamp sum at a cell centre: on a dense array over the data's extent, or (huge extents) at the heaviest cells. */
function densest(cx: number[], cy: number[], w: number[], index: Map<number, number>, cells: number): number {
  const n = w.length;
  if (n === 0) return 0;
  const near = neighbourhood();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let c = 0; c < n; c++) {
    minX = Math.min(minX, cx[c]);
    maxX = Math.max(maxX, cx[c]);
    minY = Math.min(minY, cy[c]);
    maxY = Math.max(maxY, cy[c]);
  }
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  let best = 0;
  if (width * height <= DENSE_LIMIT) {
    const grid = new Float32Array(width * height);
    for (let c = 0; c < n; c++) grid[(cy[c] - minY) * width + (cx[c] - minX)] = w[c];
    for (let c = 0; c < n; c++) {
      const gx = cx[c] - minX;
      const gy = cy[c] - minY;
      let sum = 0;
      for (const { dx, dy, k } of near) {
        const nx = gx + dx;
        const ny = gy + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) sum += grid[ny * width + nx] * k;
      }
      if (sum > best) best = sum;
    }
    return best;
  }
  const order = Array.from({ length: n }, (_, c) => c)
    .sort((a, b) => w[b] - w[a])
    .slice(0, HEAVIEST);
  for (const c of order) {
    let sum = 0;
    for (const { dx, dy, k } of near) {
      const other = index.get((cx[c] + dx) * cells + (cy[c] + dy));
      if (other !== undefined) sum += w[other] * k;
    }
    if (sum > best) best = sum;
  }
  return best;
}

/** Grids per zoom of one data set (a pan reuses the grid; zooming back is free). */
export function gridCache(points: HeatmapPoints): (zoom: number) => HeatmapGrid {
  const grids = new Map<number, HeatmapGrid>();
  return (zoom) => {
    const z = Math.max(0, Math.min(18, Math.round(zoom)));
    let g = grids.get(z);
    if (!g) {
      g = aggregate(points, z);
      grids.set(z, g);
    }
    return g;
  };
}
