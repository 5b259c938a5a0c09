/**
 * Loads the map chunk (map-view.tsx) on demand. Importing this module costs nothing: the map
 * library is reached only through the dynamic import below.
 */
import { Component, type ReactNode, type RefObject, useCallback, useEffect, useState } from 'react';

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

export type MapLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; module: MapModule }
  | { state: 'failed'; canRetry: boolean };

/**
 * The map chunk as React state. Nothing happens until `wanted` (the picker waits until its map is in
 * view or asked for: MapLibre's start-up is seconds of main-thread work on a cheap phone, and the form
 * must answer first). Without WebGL2 the chunk is not downloaded at all (it could not show anything,
 * and a phone on a weak signal saves ~700 kB). `fail` is for a map that loaded but could not start.
 */
export function useMapModule(wanted = true): { load: MapLoad; retry(): void; fail(): void } {
  const [load, setLoad] = useState<MapLoad>({ state: wanted ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt < 0 || !wanted) return; // the attempt number re-runs this effect on retry
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
  }, [attempt, wanted]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fail = useCallback(() => setLoad({ state: 'failed', canRetry: false }), []);
  return { load, retry, fail };
}

/**
 * True once `ref`'s element has come into the viewport or `start()` was called (a button that asks
 * for the map), and from then on. A browser without IntersectionObserver starts at once, as before.
 * What the element holds is replaced when the map starts: a focus inside it (the button, reached with
 * Tab, which scrolls it into view) moves to the element itself instead of falling back to the page.
 */
export function useStartWhenVisible(ref: RefObject<HTMLElement | null>): [started: boolean, start: () => void] {
  const [started, setStarted] = useState(() => typeof IntersectionObserver === 'undefined');
  const start = useCallback(() => {
    const element = ref.current;
    if (element && element !== document.activeElement && element.contains(document.activeElement)) element.focus();
    setStarted(true);
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) start();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, started, start]);
  return [started, start];
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
