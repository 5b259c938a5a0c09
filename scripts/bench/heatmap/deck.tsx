/**
 * Benchmark page: the product's heatmap map (web/src/features/statistiky/heatmap/heatmap-map.tsx – the
 * first frames from a standalone deck.gl HeatmapLayer, then MapLibre with the heat in its own WebGL
 * context), tiles off, at the spec's view. The first frame is the standalone deck.gl's heat frame (the
 * base map comes after it; 'map load' reports when MapLibre has taken the heat over); the pans start
 * after that hand-over, move the MapLibre map and end when its frame with the heat is drawn and read back.
 */
import type * as maplibregl from 'maplibre-gl';
import { createRoot } from 'react-dom/client';
import { toMercator } from '@web/features/statistiky/heatmap/heatmap-grid';
import { type HeatScale, HeatmapMap } from '@web/features/statistiky/heatmap/heatmap-map';
import { type BenchResult, HOT, LONG_PAN, nextFrame, SHORT_PAN, viewPixel } from './bench-api';
import { syntheticPoints } from './synthetic';

const pixel = new Uint8Array(4);
/** The map's background (heatmap-map.tsx): a pixel of this colour holds no heat. */
const BACKGROUND = [0xee, 0xf1, 0xee];

window.bench = {
  async run(n, pans): Promise<BenchResult> {
    const { lat, lng } = syntheticPoints(n);
    const width = innerWidth;
    const height = innerHeight;
    const hot = viewPixel(HOT.lat, HOT.lng, width, height);
    await nextFrame();
    let map: maplibregl.Map | undefined;
    let loaded = 0;
    let scale: HeatScale | undefined;
    let frameWaiter: ((t: number) => void) | null = null;
    let heatFrame = 0;
    let skipped = 0;
    const onFrame = (gl: WebGL2RenderingContext | undefined) => {
      if (!gl) return;
      // the pixel of the densest cluster (GL rows count from the bottom); the readback waits for the GPU
      // (software GL) to finish the frame
      gl.readPixels(hot.x, height - 1 - hot.y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const t = performance.now();
      if (!heatFrame) {
        const fullSize = gl.drawingBufferWidth === width && gl.drawingBufferHeight === height;
        const heat = pixel[3] > 0 && Math.abs(pixel[0] - BACKGROUND[0]) + Math.abs(pixel[1] - BACKGROUND[1]) + Math.abs(pixel[2] - BACKGROUND[2]) > 30;
        if (!(fullSize && heat)) {
          skipped++;
          return;
        }
        heatFrame = t;
      }
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
    if (!heatFrame) await nextHeatFrame();
    const first = heatFrame - t0;
    await mapLoaded;

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
    return { first, mapLoad: loaded - t0, skipped, pan, longPan, drawn: scale?.cells ?? -1 };
  },
};
