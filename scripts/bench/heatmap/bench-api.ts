/** What both benchmark pages expose to scripts/bench/heatmap.ts (window.bench). */
export interface BenchResult {
  /**
   * ms from creating the map (before the points are converted for it) to the first frame that shows the
   * heat at the map's full size: the drawing buffer is the viewport's size, the pixel of the densest
   * cluster (HOT) holds heat, the GPU work is finished (a pixel readback) – and, for ours, the base map
   * (MapLibre) has drawn too.
   */
  first: number;
  /** ms from creating the map to its 'load' (ours: MapLibre's style and workers; Leaflet: 0, it has no such step). */
  mapLoad: number;
  /** Frames drawn before the first counted one (empty, wrong size or without the heat). */
  skipped: number;
  /** ms of each short pan (200 px) until its frame. */
  pan: number[];
  /** ms of each long pan (1000 px, beyond the deck.gl weights texture) until its frame. */
  longPan: number[];
  /** Points the renderer actually drew (cells for ours, clustered cells for Leaflet.heat). */
  drawn: number;
}

export interface BenchApi {
  run(n: number, pans: number): Promise<BenchResult>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** The view both pages show: the spec's centre and scale (Leaflet zoom 8 = MapLibre zoom 7). */
export const VIEW = { lat: 48.68, lng: 19.7, leafletZoom: 8, maplibreZoom: 7 } as const;
export const SHORT_PAN = 200;
export const LONG_PAN = 1000;

/** The centre of the densest synthetic cluster (Liptov, synthetic.ts): heat there at every size. */
export const HOT = { lat: 49.08, lng: 19.62 } as const;

/** CSS pixel (from the top left) of a position in the initial view of a map of this size (both renderers: a 256·2^8 px world). */
export function viewPixel(lat: number, lng: number, width: number, height: number): { x: number; y: number } {
  const world = 256 * 2 ** VIEW.leafletZoom;
  const mx = (deg: number) => (deg + 180) / 360;
  const my = (deg: number) => {
    const s = Math.sin((deg * Math.PI) / 180);
    return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
  };
  return { x: Math.round((mx(lng) - mx(VIEW.lng)) * world + width / 2), y: Math.round((my(lat) - my(VIEW.lat)) * world + height / 2) };
}

/** Resolves in the next animation frame callback with the time then (performance.now()). */
export const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
