/**
 * The heatmap's map (spec part 1 §9): MapLibre with the open-map tiles of the existing map, centre
 * 48.68, 19.7, the spec's zoom 8, and the deck.gl heatmap. The first frame is deck.gl's alone: a standalone
 * `Deck` (its own canvas over the map's place, owning the view) draws the heat before MapLibre exists –
 * MapLibre's WebGL context, worker and first frame were the bulk of a software-WebGL first frame
 * (bench:heatmap); the stage's background is the base map's colour meanwhile. Then MapLibre is mounted
 * (following that view) with the heat in its own WebGL context through MapboxOverlay `interleaved` (one
 * context and canvas: pans as fast as before), and once MapLibre has drawn the heat the standalone deck.gl
 * is hidden in that same frame and dropped; the map then owns the view (drag, wheel, keys, zoom buttons).
 * Loaded lazily (heatmap-loader.ts) – it is the only module of the page that imports maplibre-gl and
 * deck.gl. The benchmark page renders this same component with `tiles={false}`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Deck, type MapViewState, MapView } from '@deck.gl/core';
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import MapGl, { AttributionControl, type ErrorEvent, NavigationControl, useControl } from 'react-map-gl/maplibre';
import { MAP_TEXTS } from '@web/components/map/map-texts';
import { MAPLIBRE_LOCALE } from '@web/components/map/maplibre-locale';
import { gridCache, type HeatmapPoints } from './heatmap-grid';
import { heatLayer, weightsTextureSize } from './heatmap-layer';
import { HEATMAP_MAP_ZOOM, HEATMAP_SPEC, scaleTop } from './heatmap-scale';

maplibregl.setWorkerUrl(workerUrl);

/** The tile setting of the existing map (web/src/components/map/map-view.tsx). */
export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function mapStyle(tiles: boolean): maplibregl.StyleSpecification {
  const url = import.meta.env.VITE_MAP_TILES_URL || DEFAULT_TILES_URL;
  return {
    version: 8,
    sources: tiles
      ? {
          osm: {
            type: 'raster',
            tiles: [url],
            tileSize: 256,
            maxzoom: 19,
            attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${MAP_TEXTS.attribution}</a>`,
          },
        }
      : {},
    layers: [{ id: 'pozadie', type: 'background', paint: { 'background-color': '#eef1ee' } }, ...(tiles ? [{ id: 'osm', type: 'raster' as const, source: 'osm' }] : [])],
  };
}

/**
 * deck.gl 9.4's interleaved mode reads `map.transform` (the camera's height, near/far planes, elevation);
 * MapLibre 6.17's production build has no such property (its camera's transform is `map._camera.transform`),
 * so deck.gl's custom layer threw on every frame and nothing was drawn – why ARCHITECTURE §8 once said
 * `interleaved: true` breaks on MapLibre 6. Exposed under the old name, read only.
 */
function exposeTransform(map: maplibregl.Map) {
  const m = map as unknown as { transform?: unknown; _camera?: { transform: unknown } };
  if (m.transform === undefined && m._camera) Object.defineProperty(m, 'transform', { get: () => m._camera?.transform, configurable: true });
}

class SharedContextOverlay extends MapboxOverlay {
  onAdd(map: maplibregl.Map) {
    exposeTransform(map);
    // biome-ignore lint/suspicious/noExplicitAny: deck.gl types its map loosely
    return super.onAdd(map as any);
  }
}

function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl(() => new SharedContextOverlay(props));
  overlay.setProps(props);
  return null;
}

/**
 * The standalone deck.gl's canvas over the map's place, under MapLibre's control corners (z-index 2).
 * Inline: the benchmark page renders this component without the page's CSS.
 */
const HEAT_CANVAS = { position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: 1 } as const;

const textureSizeOf = (el: HTMLElement) => weightsTextureSize(el.clientWidth, el.clientHeight);

const INITIAL_VIEW: MapViewState = { latitude: HEATMAP_SPEC.lat, longitude: HEATMAP_SPEC.lng, zoom: HEATMAP_MAP_ZOOM, pitch: 0, bearing: 0 };
/** The map's views: one Web Mercator view (deck.gl's zoom is MapLibre's). */
const VIEWS = new MapView({ id: 'mapa', repeat: false });
/** Until the hand-over: drag, wheel and double click move the view; no rotation or tilt (as the map). */
const CONTROLLER = { dragRotate: false, touchRotate: false, keyboard: true } as const;

export interface HeatScale {
  /** Integer MapLibre zoom of the grid shown. */
  zoom: number;
  /** Top of the colour scale in items (heatmap-scale.ts). */
  top: number;
  /** Weighted points the GPU stamps (cells). */
  cells: number;
}

export interface HeatmapMapProps {
  points: HeatmapPoints;
  /** Base map tiles (off in the benchmark and in tests). */
  tiles?: boolean;
  onFatal(error: unknown): void;
  /** The scale of the grid shown (for the legend). */
  onScale?(scale: HeatScale): void;
  /** After every drawn frame of the heat layer (deck.gl's onAfterRender); the benchmark syncs on it. */
  onFrame?(gl: WebGL2RenderingContext | undefined): void;
  /** For the benchmark: the MapLibre map once it draws the heat itself (after the hand-over). */
  onMap?(map: maplibregl.Map): void;
}

export function HeatmapMap({ points, tiles = true, onFatal, onScale, onFrame, onMap }: HeatmapMapProps) {
  const style = useRef(mapStyle(tiles)).current;
  const grids = useMemo(() => gridCache(points), [points]);
  const [zoom, setZoom] = useState(HEATMAP_MAP_ZOOM);
  const grid = grids(zoom);
  const frames = useRef(0);
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The standalone deck.gl of the first frames (null after the hand-over). */
  const deck = useRef<Deck<MapView> | null>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const view = useRef<MapViewState>(INITIAL_VIEW);
  /** True while deck.gl's view is being copied to the map (its move events are ours then). */
  const following = useRef(false);
  /** 'heat': deck.gl alone; 'map': MapLibre mounted (after deck.gl's first heat frame); 'handed': MapLibre draws the heat. */
  const [phase, setPhase] = useState<'heat' | 'map' | 'handed'>('heat');
  const [textureSize, setTextureSize] = useState(0);
  // the size before anything draws: the weights texture must cover the map
  useLayoutEffect(() => {
    if (container.current) setTextureSize(textureSizeOf(container.current));
  }, []);
  // no layer before the map's size is known (the texture must cover it); one per deck.gl instance
  const layers = useMemo(() => (textureSize && phase === 'heat' ? [heatLayer({ grid, textureSize, id: 'heatmapa-prvy' })] : []), [grid, textureSize, phase]);
  const mapLayers = useMemo(() => (textureSize && phase !== 'heat' ? [heatLayer({ grid, textureSize })] : []), [grid, textureSize, phase]);
  const latest = useRef({ layers, points, onFrame, onFatal, onMap });
  latest.current = { layers, points, onFrame, onFatal, onMap };
  const onScaleRef = useRef(onScale);
  onScaleRef.current = onScale;
  useEffect(() => {
    onScaleRef.current?.({ zoom: grid.zoom, top: scaleTop(grid.densest), cells: grid.length });
  }, [grid]);

  /** A frame with the heat: for tests the frames drawn and how many items the drawn heat holds; the benchmark's hook. */
  const heatFrame = useRef((gl: WebGL2RenderingContext | undefined) => {
    frames.current += 1;
    container.current?.setAttribute('data-heat-frames', String(frames.current));
    container.current?.setAttribute('data-heat-points', String(latest.current.points.count));
    latest.current.onFrame?.(gl);
  }).current;

  // the standalone deck.gl: the first frames' renderer and the view's owner until the hand-over
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // the drawing buffer at the map's size from the start: a first frame at the canvas's default 300×150
    // is a wasted frame (and its resize restarts the layer's weights)
    el.width = Math.round(el.clientWidth * devicePixelRatio);
    el.height = Math.round(el.clientHeight * devicePixelRatio);
    const setView = (next: MapViewState) => {
      view.current = next;
      deck.current?.setProps({ viewState: next });
      const m = map.current;
      if (m) {
        following.current = true;
        try {
          m.jumpTo({ center: [next.longitude, next.latitude], zoom: next.zoom });
        } finally {
          following.current = false;
        }
      }
    };
    const instance = new Deck<MapView>({
      canvas: el,
      // only a full-screen quad to show: no multisampling, depth or stencil buffers, no copy of the drawing
      // buffer per frame (luma.gl preserves it by default) – each is software GPU work in a first frame
      deviceProps: { webgl: { antialias: false, depth: false, stencil: false, preserveDrawingBuffer: false } },
      views: VIEWS,
      viewState: view.current,
      controller: CONTROLLER,
      layers: latest.current.layers,
      onViewStateChange: ({ viewState }) => setView(viewState as MapViewState),
      onInteractionStateChange: (s) => {
        // the grid of the zoom shown once a gesture ends (as MapLibre's zoomend does)
        if (!s.isDragging && !s.isPanning && !s.isZooming && !s.inTransition) setZoom(Math.round(view.current.zoom));
      },
      onResize: ({ width, height }) => {
        if (width && height) setTextureSize(weightsTextureSize(width, height));
      },
      onAfterRender: ({ gl }) => {
        const drawn = latest.current.layers;
        if (drawn.length === 0 || deck.current !== instance) return;
        heatFrame(gl as WebGL2RenderingContext);
        // the heat is on screen: now the base map
        if (drawn.every((l) => l.isLoaded)) setPhase((p) => (p === 'heat' ? 'map' : p));
      },
      onError: (error: Error) => latest.current.onFatal(error),
    });
    deck.current = instance;
    return () => {
      // (after the hand-over it is finalized already)
      if (deck.current !== instance) return;
      deck.current = null;
      instance.finalize();
    };
  }, [heatFrame]);

  useEffect(() => {
    if (layers.length) deck.current?.setProps({ layers });
  }, [layers]);

  return (
    <div ref={container} className="es-heatmap__map" data-heat-frames="0" data-heat-points="">
      {phase !== 'handed' && <canvas ref={canvas} style={HEAT_CANVAS} aria-label={MAPLIBRE_LOCALE['Map.Title']} />}
      {phase !== 'heat' && (
        <MapGl
          mapLib={maplibregl}
          initialViewState={{ latitude: view.current.latitude, longitude: view.current.longitude, zoom: view.current.zoom }}
          mapStyle={style}
          locale={MAPLIBRE_LOCALE}
          attributionControl={false}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          onLoad={(e) => {
            map.current = e.target;
            // deck.gl may have moved while the map loaded
            e.target.jumpTo({ center: [view.current.longitude, view.current.latitude], zoom: view.current.zoom });
          }}
          onResize={(e) => setTextureSize(textureSizeOf(e.target.getContainer()))}
          onMove={(e) => {
            // before the hand-over the zoom buttons move the map: deck.gl follows
            if (following.current || !deck.current) return;
            const next = { ...view.current, latitude: e.viewState.latitude, longitude: e.viewState.longitude, zoom: e.viewState.zoom };
            view.current = next;
            deck.current.setProps({ viewState: next });
          }}
          onZoomEnd={(e) => {
            if (!following.current) setZoom(Math.round(e.viewState.zoom));
          }}
          onError={(e: ErrorEvent) => {
            if (!e.target) onFatal(e.error);
          }}
        >
          <NavigationControl showCompass={false} position="top-right" />
          {tiles && <AttributionControl compact={false} position="bottom-right" />}
          <DeckOverlay
            interleaved
            layers={mapLayers}
            onAfterRender={({ gl }: { gl?: WebGL2RenderingContext }) => {
              if (mapLayers.length === 0) return;
              heatFrame(gl);
              const standalone = deck.current;
              if (standalone && map.current && mapLayers.every((l) => l.isLoaded)) {
                // MapLibre drew the heat in this frame: hide deck.gl's canvas in the same frame, then drop it
                if (canvas.current) canvas.current.style.visibility = 'hidden';
                deck.current = null;
                standalone.finalize();
                setPhase('handed');
                latest.current.onMap?.(map.current);
              }
            }}
            onError={(error: Error) => onFatal(error)}
          />
        </MapGl>
      )}
    </div>
  );
}
