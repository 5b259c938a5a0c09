/**
 * The heatmap's look and its colour scale (spec part 1 §9: radius 12, blur 8, max 3, minimum opacity
 * 0.1, every point intensity 1: density must read honestly at national zoom). Pure module:
 * no map library – the page (legend) and the lazily loaded map chunk both use it.
 *
 * What a colour means: the value D at a pixel is the number of damaged items around it, each item
 * counted with the stamp below (1 within ≈ 4 px, ½ at 12 px, 0 from 20 px = radius + blur, as
 * Leaflet.heat's blurred disc of radius 12, blur 8). The colour is D on a LOGARITHMIC scale from 0 to
 * the top, and the top is the densest spot of the whole data at the current zoom – never below the
 * spec's max 3, so a handful of points does not turn red. 5 items and 500 items are then different
 * colours (Leaflet.heat with max 3 paints both red), and the legend names the counts.
 */

/** Spec part 1 §9 (in Leaflet.heat's terms). */
export const HEATMAP_SPEC = { lat: 48.68, lng: 19.7, zoom: 8, radius: 12, blur: 8, max: 3, minOpacity: 0.1, intensity: 1 } as const;

/**
 * The spec's zoom 8 is a Leaflet zoom (256 px tiles); MapLibre and deck.gl count zoom with 512 px
 * tiles, so the same scale (Slovakia ≈ 1,050 px wide) is MapLibre zoom 7.
 */
export const HEATMAP_MAP_ZOOM = HEATMAP_SPEC.zoom - 1;

/** Radius of the stamp in screen pixels (where it reaches 0): radius + blur, as Leaflet.heat's. */
export const STAMP_RADIUS_PX = HEATMAP_SPEC.radius + HEATMAP_SPEC.blur;
/** Inside this radius the stamp is 1 (radius − blur). */
export const STAMP_CORE_PX = HEATMAP_SPEC.radius - HEATMAP_SPEC.blur;

/** The stamp of one item at distance d (px): 1 in the core, ½ at the spec's radius 12, 0 from 20 px. */
export function stamp(dPx: number): number {
  if (dPx <= STAMP_CORE_PX) return 1;
  if (dPx >= STAMP_RADIUS_PX) return 0;
  const t = (dPx - STAMP_CORE_PX) / (STAMP_RADIUS_PX - STAMP_CORE_PX);
  return 1 - t * t * (3 - 2 * t); // 1 − smoothstep, the same curve the GPU uses
}

/** Leaflet.heat's default gradient (the look analysts know): position → RGB. Below 0.4 it is blue. */
export const GRADIENT: readonly (readonly [number, readonly [number, number, number]])[] = [
  [0.4, [0, 0, 255]],
  [0.6, [0, 255, 255]],
  [0.7, [0, 255, 0]],
  [0.8, [255, 255, 0]],
  [1, [255, 0, 0]],
];

/** The top of the scale: the densest spot, never below the spec's max 3. */
export const scaleTop = (densest: number) => Math.max(HEATMAP_SPEC.max, densest);

/** Position of a value on the logarithmic scale (0 … 1). */
export function scalePosition(d: number, top: number): number {
  if (!(d > 0)) return 0;
  return Math.min(1, Math.log1p(d) / Math.log1p(top));
}

/** Opacity of a value: its scale position, at least the spec's 0.1 where one item's core is (D ≥ 1); fades out below. */
export function opacity(d: number, top: number): number {
  return Math.min(1, Math.max(scalePosition(d, top), HEATMAP_SPEC.minOpacity * Math.min(1, Math.max(0, d))));
}

export function gradientColor(s: number): [number, number, number] {
  const first = GRADIENT[0];
  if (s <= first[0]) return [...first[1]];
  for (let i = 1; i < GRADIENT.length; i++) {
    const [p1, c1] = GRADIENT[i];
    const [p0, c0] = GRADIENT[i - 1];
    if (s <= p1) {
      const t = (s - p0) / (p1 - p0);
      return [0, 1, 2].map((k) => Math.round(c0[k] + (c1[k] - c0[k]) * t)) as [number, number, number];
    }
  }
  return [...GRADIENT[GRADIENT.length - 1][1]];
}

/** RGBA (0–255) of a value D. */
export function colorOf(d: number, top: number): [number, number, number, number] {
  return [...gradientColor(scalePosition(d, top)), Math.round(opacity(d, top) * 255)];
}

/** Entries of the lookup ramp: enough for the steep low end of the log scale (WebGL2 textures are ≥ 2048 wide). */
export const RAMP_SIZE = 2048;

/**
 * The GPU colours linearly in D/top (deck.gl HeatmapLayer's colour texture): this ramp bakes the
 * logarithmic scale and the opacity into that lookup. Entry i is the value at texel centre i.
 */
export function colorRamp(top: number, size = RAMP_SIZE): [number, number, number, number][] {
  const ramp: [number, number, number, number][] = new Array(size);
  for (let i = 0; i < size; i++) ramp[i] = colorOf(((i + 0.5) / size) * top, top);
  return ramp;
}

/** Ticks of the legend: 1, 3, 10, 30, 100, … up to the top, and the top itself. */
export function legendTicks(top: number): { value: number; position: number }[] {
  const ticks: number[] = [];
  for (let base = 1; base < top; base *= 10) {
    for (const v of [base, 3 * base]) if (v < top && scalePosition(top, top) - scalePosition(v, top) > 0.09) ticks.push(v);
  }
  ticks.push(Math.round(top * 10) / 10);
  return ticks.map((value) => ({ value, position: scalePosition(value, top) }));
}

/** CSS gradient of the legend bar: the same colours as the map (opacity shown over white). */
export function legendGradient(top: number, steps = 24): string {
  const stops: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const d = Math.expm1(s * Math.log1p(top));
    const [r, g, b, a] = colorOf(d, top);
    stops.push(`rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(3)}) ${(s * 100).toFixed(1)}%`);
  }
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

/** Metres per screen pixel of a MapLibre zoom (512 px world at zoom 0) at a latitude. */
export function metresPerPixel(zoom: number, lat: number): number {
  return (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** zoom);
}
