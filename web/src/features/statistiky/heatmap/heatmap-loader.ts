/**
 * Loads the heatmap's map chunk (heatmap-map.tsx: MapLibre + deck.gl) on demand; importing this module
 * costs nothing. Without WebGL2 nothing is downloaded (it could not draw).
 */
import { useCallback, useEffect, useState } from 'react';
import { hasWebGl2 } from '@web/components/map/map-loader';

export type HeatmapModule = typeof import('./heatmap-map');

let pending: Promise<HeatmapModule> | null = null;

export function loadHeatmapModule(): Promise<HeatmapModule> {
  if (!pending) {
    pending = import('./heatmap-map').catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

export type HeatmapLoad = { state: 'loading' } | { state: 'ready'; module: HeatmapModule } | { state: 'no-webgl' } | { state: 'failed' };

export function useHeatmapModule(): { load: HeatmapLoad; retry(): void; fail(): void } {
  const [load, setLoad] = useState<HeatmapLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt < 0) return; // the attempt number re-runs this effect on retry
    if (!hasWebGl2()) {
      setLoad({ state: 'no-webgl' });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    loadHeatmapModule().then(
      (module) => live && setLoad({ state: 'ready', module }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fail = useCallback(() => setLoad({ state: 'failed' }), []);
  return { load, retry, fail };
}
