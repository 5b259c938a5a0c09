/** What both benchmark pages expose to scripts/bench/heatmap.ts (window.bench). */
export interface BenchResult {
  /** ms from creating the map to the first frame with the heat (GPU work synced). */
  first: number;
  /** ms from creating the map to its 'load' (ours: MapLibre's style and workers; Leaflet: 0, it has no such step). */
  mapLoad: number;
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

/** Resolves in the next animation frame callback with the time then (performance.now()). */
export const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
