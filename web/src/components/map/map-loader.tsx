/**
 * Loads the map chunk (map-view.tsx) on demand. Importing this module costs nothing: the map
 * library is reached only through the dynamic import below.
 */
import { Component, type ReactNode, useCallback, useEffect, useState } from 'react';

export type MapModule = typeof import('./map-view');

let pending: Promise<MapModule> | null = null;

/** One download per page; a failed download (weak signal) may be tried again. */
export function loadMapModule(): Promise<MapModule> {
  if (!pending) {
    pending = import('./map-view').catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

let webGl2: boolean | undefined;

/** MapLibre 6 needs WebGL2. Checked once per page (each check creates a context; browsers allow few). */
export function hasWebGl2(): boolean {
  if (webGl2 === undefined) {
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      webGl2 = !!gl;
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      webGl2 = false;
    }
  }
  return webGl2;
}

/** For tests. */
export function resetMapSupport(): void {
  webGl2 = undefined;
  pending = null;
}

export type MapLoad = { state: 'loading' } | { state: 'ready'; module: MapModule } | { state: 'failed'; canRetry: boolean };

/**
 * The map chunk as React state. Without WebGL2 the chunk is not downloaded at all (it could not
 * show anything, and a phone on a weak signal saves ~700 kB). `fail` is for a map that loaded but
 * could not start.
 */
export function useMapModule(): { load: MapLoad; retry(): void; fail(): void } {
  const [load, setLoad] = useState<MapLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt < 0) return; // the attempt number re-runs this effect on retry
    if (!hasWebGl2()) {
      setLoad({ state: 'failed', canRetry: false });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    loadMapModule().then(
      (module) => {
        if (live) setLoad({ state: 'ready', module });
      },
      () => {
        if (live) setLoad({ state: 'failed', canRetry: true });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fail = useCallback(() => setLoad({ state: 'failed', canRetry: false }), []);
  return { load, retry, fail };
}

/** A map that throws while rendering must not take the form down with it. */
export class MapErrorBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
