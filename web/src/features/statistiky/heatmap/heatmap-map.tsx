/**
 * The heatmap's map (spec part 1 §9): MapLibre with the open-map tiles of the existing map, centre
 * 48.68, 19.7, the spec's zoom 8, and the deck.gl heatmap through MapboxOverlay `interleaved`: deck.gl
 * draws into MapLibre's own WebGL context (a MapLibre custom layer) instead of creating a second context
 * and canvas – in software WebGL that second context and its full-size drawing buffer cost ≈ 100 ms of
 * the first frame (bench:heatmap). Loaded lazily (heatmap-loader.ts) – it is the only module of the page
 * that imports maplibre-gl and deck.gl. The benchmark page renders this same component with `tiles={false}`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import MapGl, { AttributionControl, type ErrorEvent, NavigationControl, useControl, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { MAP_MSG } from '../../../components/map/map-messages';
import { MAPLIBRE_LOCALE } from '../../../components/map/maplibre-locale';
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
            attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${MAP_MSG.attribution}</a>`,
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

const textureSizeOf = (el: HTMLElement) => weightsTextureSize(el.clientWidth, el.clientHeight);

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
  /** For the benchmark: the MapLibre map once it exists. */
  onMap?(map: maplibregl.Map): void;
}

export function HeatmapMap({ points, tiles = true, onFatal, onScale, onFrame, onMap }: HeatmapMapProps) {
  const style = useRef(mapStyle(tiles)).current;
  const grids = useMemo(() => gridCache(points), [points]);
  const [zoom, setZoom] = useState(HEATMAP_MAP_ZOOM);
  const grid = grids(zoom);
  const frames = useRef(0);
  const container = useRef<HTMLDivElement>(null);
  const [textureSize, setTextureSize] = useState(0);
  // the size before the map loads: deck.gl starts its layer while MapLibre still loads its style
  useLayoutEffect(() => {
    if (container.current) setTextureSize(textureSizeOf(container.current));
  }, []);
  // no layer before the map's size is known (the texture must cover it)
  const layers = useMemo(() => (textureSize ? [heatLayer({ grid, textureSize })] : []), [grid, textureSize]);
  const onScaleRef = useRef(onScale);
  onScaleRef.current = onScale;
  useEffect(() => {
    onScaleRef.current?.({ zoom: grid.zoom, top: scaleTop(grid.densest), cells: grid.length });
  }, [grid]);

  return (
    <div ref={container} className="es-heatmap__map" data-heat-frames="0" data-heat-points="">
      <MapGl
        mapLib={maplibregl}
        initialViewState={{ latitude: HEATMAP_SPEC.lat, longitude: HEATMAP_SPEC.lng, zoom: HEATMAP_MAP_ZOOM }}
        mapStyle={style}
        locale={MAPLIBRE_LOCALE}
        attributionControl={false}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        onLoad={(e) => onMap?.(e.target)}
        onResize={(e) => setTextureSize(textureSizeOf(e.target.getContainer()))}
        onZoomEnd={(e: ViewStateChangeEvent) => setZoom(Math.round(e.viewState.zoom))}
        onError={(e: ErrorEvent) => {
          if (!e.target) onFatal(e.error);
        }}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {tiles && <AttributionControl compact={false} position="bottom-right" />}
        <DeckOverlay
          interleaved
          layers={layers}
          onAfterRender={({ gl }: { gl?: WebGL2RenderingContext }) => {
            if (layers.length === 0) return;
            // for tests: frames drawn with the heat, and how many items the drawn heat holds
            frames.current += 1;
            container.current?.setAttribute('data-heat-frames', String(frames.current));
            container.current?.setAttribute('data-heat-points', String(points.count));
            onFrame?.(gl);
          }}
          onError={(error: Error) => onFatal(error)}
        />
      </MapGl>
    </div>
  );
}
