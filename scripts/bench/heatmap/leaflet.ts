/**
 * Benchmark page: the reference renderer, Leaflet 1.9 + Leaflet.heat 0.2 with the spec's options
 * (radius 12, blur 8, max 3, minimum opacity 0.1, every point intensity 1), no tiles, the same view.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type BenchResult, HOT, LONG_PAN, nextFrame, SHORT_PAN, VIEW, viewPixel } from './bench-api';
import { syntheticPoints } from './synthetic';

// leaflet.heat is a classic script extending the global L
(window as unknown as { L: typeof L }).L = L;

type HeatLayer = L.Layer & { _heat: { _data: unknown[] }; _canvas: HTMLCanvasElement };

window.bench = {
  async run(n, pans): Promise<BenchResult> {
    await import('leaflet.heat');
    const { lat, lng } = syntheticPoints(n);
    await nextFrame();
    const width = innerWidth;
    const height = innerHeight;
    const hot = viewPixel(HOT.lat, HOT.lng, width, height);
    // the readback waits for the canvas's drawing to finish; returns the alpha at the densest cluster
    const sync = (canvas: HTMLCanvasElement) => canvas.getContext('2d')?.getImageData(hot.x, hot.y, 1, 1).data[3] ?? 0;

    const t0 = performance.now();
    const latlngs: [number, number, number][] = lat.map((la, i) => [la, lng[i], 1]);
    const map = L.map('map', { center: [VIEW.lat, VIEW.lng], zoom: VIEW.leafletZoom, zoomControl: true });
    // Leaflet.heat draws synchronously in addTo (onAdd → _reset → _redraw) at the map's size
    const heat = (L as unknown as { heatLayer(p: unknown, o: object): HeatLayer }).heatLayer(latlngs, { radius: 12, blur: 8, max: 3, minOpacity: 0.1 }).addTo(map);
    let skipped = 0;
    // the same condition as ours: the heat at the map's full size (never needed here: Leaflet.heat draws at once)
    while (!(heat._canvas.width === width && heat._canvas.height === height && sync(heat._canvas) > 0)) {
      skipped++;
      await nextFrame();
    }
    await nextFrame(); // the frame that shows it
    const first = performance.now() - t0;

    const pan: number[] = [];
    const longPan: number[] = [];
    for (const [list, px] of [
      [pan, SHORT_PAN],
      [longPan, LONG_PAN],
    ] as const) {
      for (let i = 0; i < pans; i++) {
        await nextFrame();
        await nextFrame();
        const start = performance.now();
        map.panBy([i % 2 ? -px : px, 0], { animate: false }); // moveend → Leaflet.heat redraws synchronously
        sync(heat._canvas);
        list.push((await nextFrame()) - start);
      }
    }
    return { first, mapLoad: 0, skipped, pan, longPan, drawn: heat._heat._data.length };
  },
};
