/**
 * The map itself – the ONLY module that imports maplibre-gl / react-map-gl and their CSS.
 * It is loaded with a dynamic import (map-loader.ts), so it forms its own chunk (~540 kB gzip
 * with the library, plus the worker): the wizard's first screen never waits for it.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.scss';
import * as maplibregl from 'maplibre-gl';
// MapLibre 6 cannot find its worker after bundling (ARCHITECTURE §8): give it the URL explicitly.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import MapGl, {
  AttributionControl,
  type ErrorEvent,
  Layer,
  type MapLayerMouseEvent,
  type MapRef,
  Marker,
  NavigationControl,
  Popup,
  Source,
} from 'react-map-gl/maplibre';
import { getMapTileUrl, type MapLayer } from '@shared/domain/map-layers';
import { COUNTRY_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM, type LatLon, roundCoordinate, SEARCH_ZOOM, formatLatLon } from './coordinates';
import { MAPLIBRE_LOCALE } from './maplibre-locale';
import { MAP_TEXTS } from './map-texts';

maplibregl.setWorkerUrl(workerUrl);

export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function baseStyle(): maplibregl.StyleSpecification {
  const tiles = import.meta.env.VITE_MAP_TILES_URL || DEFAULT_TILES_URL;
  return {
    version: 8,
    sources: {
      osm: {
        type: 'raster',
        tiles: [tiles],
        tileSize: 256,
        maxzoom: 19,
        attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${MAP_TEXTS.attribution}</a>`,
      },
    },
    layers: [
      // a calm background while tiles load (or when they cannot: no signal)
      { id: 'pozadie', type: 'background', paint: { 'background-color': '#eef1ee' } },
      { id: 'osm', type: 'raster', source: 'osm' },
    ],
  };
}

/**
 * Only a failure to create the map (no WebGL2, context creation refused) hides the map. Tile and
 * network errors are expected on a weak signal: the map stays and shows what it has.
 */
function isFatal(e: ErrorEvent): boolean {
  return !e.target;
}

/** A page-embedded map: two fingers (Ctrl + wheel) move it, so the page still scrolls; no rotation or tilt. */
const PAN_AND_ZOOM_ONLY = { cooperativeGestures: true, dragRotate: false, pitchWithRotate: false, touchPitch: false } as const;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function PointMarker({ point }: { point: LatLon }) {
  return (
    <>
      <Marker latitude={point.lat} longitude={point.lon} anchor="bottom" color="#d0190f" />
      <Popup
        latitude={point.lat}
        longitude={point.lon}
        anchor="bottom"
        offset={[0, -58] as [number, number]}
        closeButton={false}
        closeOnClick={false}
        focusAfterOpen={false}
        className="es-map__label"
        maxWidth="none"
      >
        {formatLatLon(point)}
      </Popup>
    </>
  );
}

export interface PickerMapProps {
  point: LatLon | null;
  /** A new `seq` moves the map to `point` (optionally to `zoom`): input edits, search hits, photo positions. */
  focus: { seq: number; zoom?: number } | null;
  onPick(point: LatLon): void;
  onFatal(error: unknown): void;
  /** Overlay layers switched on (WMS GetMap tiles above the base map). */
  overlays?: readonly MapLayer[];
}

/** The active overlays as raster sources (a service that fails only leaves its tiles out). */
function Overlays({ layers }: { layers: readonly MapLayer[] }) {
  return (
    <>
      {layers.map((l) => (
        <Source key={l.id} id={`wms-${l.id}`} type="raster" tiles={[getMapTileUrl(l)]} tileSize={256}>
          <Layer id={`wms-${l.id}`} type="raster" source={`wms-${l.id}`} paint={{ 'raster-opacity': 0.85 }} />
        </Source>
      ))}
    </>
  );
}

/** The interactive map of the location picker: a left click (tap) picks the point. */
export function PickerMap({ point, focus, onPick, onFatal, overlays = [] }: PickerMapProps) {
  const ref = useRef<MapRef>(null);
  const pointRef = useRef(point);
  pointRef.current = point;
  const initialView = useRef(
    point
      ? { latitude: point.lat, longitude: point.lon, zoom: SEARCH_ZOOM }
      : { latitude: DEFAULT_CENTER.lat, longitude: DEFAULT_CENTER.lon, zoom: DEFAULT_ZOOM },
  ).current;
  const style = useRef(baseStyle()).current;

  const seq = focus?.seq;
  const zoom = focus?.zoom;
  useEffect(() => {
    const map = ref.current;
    const p = pointRef.current;
    if (seq === undefined || !map || !p) return;
    map.easeTo({ center: [p.lon, p.lat], zoom: zoom ?? map.getZoom(), duration: reducedMotion() ? 0 : 500 });
  }, [seq, zoom]);

  return (
    <MapGl
      ref={ref}
      mapLib={maplibregl}
      initialViewState={initialView}
      mapStyle={style}
      locale={MAPLIBRE_LOCALE}
      attributionControl={false}
      {...PAN_AND_ZOOM_ONLY}
      cursor="crosshair"
      onClick={(e: MapLayerMouseEvent) => onPick({ lat: roundCoordinate(e.lngLat.lat), lon: roundCoordinate(e.lngLat.lng) })}
      onError={(e: ErrorEvent) => {
        if (isFatal(e)) onFatal(e.error);
      }}
    >
      <NavigationControl showCompass={false} position="top-right" />
      <AttributionControl compact={false} position="bottom-right" />
      <Overlays layers={overlays} />
      {point && <PointMarker point={point} />}
    </MapGl>
  );
}

/** A small read-only map with the marker (the wizard's summary). */
export function PreviewMap({ point, onFatal }: { point: LatLon; onFatal(error: unknown): void }) {
  const style = useRef(baseStyle()).current;
  const ref = useRef<MapRef>(null);
  useEffect(() => {
    ref.current?.jumpTo({ center: [point.lon, point.lat] });
  }, [point.lat, point.lon]);
  return (
    <MapGl
      ref={ref}
      mapLib={maplibregl}
      initialViewState={{ latitude: point.lat, longitude: point.lon, zoom: SEARCH_ZOOM }}
      mapStyle={style}
      locale={MAPLIBRE_LOCALE}
      attributionControl={false}
      interactive={false}
      onError={(e: ErrorEvent) => {
        if (isFatal(e)) onFatal(e.error);
      }}
    >
      <AttributionControl compact position="bottom-right" />
      <PointMarker point={point} />
    </MapGl>
  );
}

/** A class of a choropleth: features whose property is at least `from` get `color`. */
export interface MapClass {
  from: number;
  color: string;
}

export interface AreaMapProps {
  /** A GeoJSON FeatureCollection of polygons (a URL of the same origin or the object). */
  data: string | GeoJSON.FeatureCollection;
  /** The numeric property the colours follow. */
  property: string;
  /** Ascending by `from`; the first class colours everything below the second. */
  classes: readonly MapClass[];
  onFatal(error: unknown): void;
}

/** Polygons of a whole country coloured by a number (the public page's 10 km grid), read-only but movable. */
export function AreaMap({ data, property, classes, onFatal }: AreaMapProps) {
  const style = useRef(baseStyle()).current;
  const [first, ...rest] = classes;
  const fillColor = ['step', ['get', property], first.color, ...rest.flatMap((c) => [c.from, c.color])];
  return (
    <MapGl
      mapLib={maplibregl}
      initialViewState={{ latitude: DEFAULT_CENTER.lat, longitude: DEFAULT_CENTER.lon, zoom: COUNTRY_ZOOM }}
      mapStyle={style}
      locale={MAPLIBRE_LOCALE}
      attributionControl={false}
      {...PAN_AND_ZOOM_ONLY}
      onError={(e: ErrorEvent) => {
        if (isFatal(e)) onFatal(e.error);
      }}
    >
      <NavigationControl showCompass={false} position="top-right" />
      <AttributionControl compact={false} position="bottom-right" />
      <Source id="plochy" type="geojson" data={data}>
        <Layer id="plochy-vypln" type="fill" paint={{ 'fill-color': fillColor as unknown as string, 'fill-opacity': 0.65 }} />
        <Layer id="plochy-okraj" type="line" paint={{ 'line-color': '#0b0c0c', 'line-width': 0.5, 'line-opacity': 0.6 }} />
      </Source>
    </MapGl>
  );
}
