/**
 * Benchmark page: the product's heatmap map (web/src/features/statistiky/heatmap/heatmap-map.tsx –
 * MapLibre + MapboxOverlay + our HeatmapLayer), tiles off, at the spec's view.
 */
import type * as maplibregl from 'maplibre-gl';
import { createRoot } from 'react-dom/client';
import { toMercator } from '../../../web/src/features/statistiky/heatmap/heatmap-grid';
import { type HeatScale, HeatmapMap } from '../../../web/src/features/statistiky/heatmap/heatmap-map';
import { type BenchResult, LONG_PAN, nextFrame, SHORT_PAN } from './bench-api';
import { syntheticPoints } from './synthetic';

const pixel = new Uint8Array(4);

window.bench = {
  async run(n, pans): Promise<BenchResult> {
    const { lat, lng } = syntheticPoints(n);
    await nextFrame();
    let map: maplibregl.Map | undefined;
    let loaded = 0;
    let scale: HeatScale | undefined;
    let frameWaiter: ((t: number) => void) | null = null;
    let firstFrame = 0;
    const onFrame = (gl: WebGL2RenderingContext | undefined) => {
      gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel); // waits for the GPU (software GL) to finish
      const t = performance.now();
      if (!firstFrame) firstFrame = t;
      frameWaiter?.(t);
    };
    const nextHeatFrame = () => new Promise<number>((r) => (frameWaiter = r));

    const t0 = performance.now();
    const points = toMercator(lat, lng);
    const mapLoaded = new Promise<void>((resolve) => {
      createRoot(document.getElementById('map') as HTMLElement).render(
        <HeatmapMap
          points={points}
          tiles={false}
          onFatal={(e) => console.error(e)}
          onScale={(s) => (scale = s)}
          onFrame={onFrame}
          onMap={(m) => {
            map = m;
            loaded = performance.now();
            resolve();
          }}
        />,
      );
    });
    await mapLoaded;
    if (!firstFrame) await nextHeatFrame();
    const first = Math.max(loaded, firstFrame) - t0;

    const pan: number[] = [];
    const longPan: number[] = [];
    for (const [list, px] of [
      [pan, SHORT_PAN],
      [longPan, LONG_PAN],
    ] as const) {
      for (let i = 0; i < pans; i++) {
        await nextFrame();
        await nextFrame();
        const frame = nextHeatFrame();
        const start = performance.now();
        map?.panBy([i % 2 ? -px : px, 0], { animate: false });
        list.push((await frame) - start);
      }
    }
    return { first, mapLoad: loaded - t0, pan, longPan, drawn: scale?.cells ?? -1 };
  },
};
