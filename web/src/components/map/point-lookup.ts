/**
 * The point look-up of the map picker (spec part 2 §2 'Map picker'): for a chosen point,
 * - the competent ŠOP SR workplace from the server's point-in-polygon detection (primary path, works
 *   without any third-party service), refined by the workplace layer when it is on and answers;
 * - a GetFeatureInfo request per active overlay (directly, or through the product's proxy for the
 *   layers configured so); a failed request or an unreadable answer is a failed layer result.
 * Not part of the map chunk: it works with the coordinate inputs even when the map cannot load.
 */
import { useEffect, useRef, useState } from 'react';
import { type MapLayersResponse, MAPA_MSG, type PracoviskoResponse } from '@shared/api/mapa';
import { featureInfoUrl, type MapLayer } from '@shared/domain/map-layers';
import { featureNames } from './feature-info';

export type Audience = 'web-oznamenie' | 'is';
export type LayerResult = { state: 'ok'; names: string[] } | { state: 'failed'; message: string };
export interface LookupState {
  busy: boolean;
  /** Per active layer id. */
  layers: Record<string, LayerResult>;
  /** undefined: not looked up (no point); null: not detected (MAPA_MSG.autoDetectFailed). */
  pracovisko: { uuid?: string; nazov: string } | null | undefined;
  /** Code-list items of the place the server found for the point (uuids; absent: not found). */
  miesto?: LookupMiesto;
}
export type LookupMiesto = Partial<Record<'obec' | 'okres' | 'kraj' | 'katastralneUzemie', string>>;

const miestoOf = (d: PracoviskoResponse | null): LookupMiesto | undefined =>
  d ? { obec: d.obec?.uuid, okres: d.okres?.uuid, kraj: d.kraj?.uuid, katastralneUzemie: d.katastralneUzemie?.uuid } : undefined;

const TIMEOUT_MS = 10_000;
const DEBOUNCE_MS = 300;
let layersPending: Promise<MapLayer[]> | null = null;

/** The overlay configuration in force (the server's: real services in AWS, the local WMS locally). */
export function loadMapLayers(): Promise<MapLayer[]> {
  layersPending ??= fetch('/api/web-oznamenie/mapove-vrstvy', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return ((await r.json()) as MapLayersResponse).vrstvy as MapLayer[];
    })
    .catch((e: unknown) => {
      layersPending = null;
      throw e;
    });
  return layersPending;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(url, { signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}

/** One layer's look-up; never throws (a failure is the layer's result). */
export async function lookUpLayer(layer: MapLayer, point: { lat: number; lon: number }, audience: Audience, signal: AbortSignal): Promise<LayerResult> {
  try {
    const direct = featureInfoUrl(layer, point);
    const url = layer.proxy ? `/api/${audience}/wms-feature-info-proxy?url=${encodeURIComponent(direct)}` : direct;
    return { state: 'ok', names: featureNames(await fetchText(url, signal), layer) };
  } catch {
    return { state: 'failed', message: MAPA_MSG.layerFailed(layer.nazov) };
  }
}

export async function detectPracovisko(point: { lat: number; lon: number }, audience: Audience, signal: AbortSignal): Promise<PracoviskoResponse | null> {
  try {
    const q = `lat=${point.lat.toFixed(7)}&lon=${point.lon.toFixed(7)}`;
    const res = await fetch(`/api/${audience}/pracovisko-podla-polohy?${q}`, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as PracoviskoResponse) : null;
  } catch {
    return null;
  }
}

/** Looks the point up whenever it (or the set of active layers) changes; the newest point wins. */
export function usePointLookup(options: { point: { lat: number; lon: number } | null; layers: MapLayer[]; active: ReadonlySet<string>; audience: Audience }): LookupState {
  const { point, layers, active, audience } = options;
  const [state, setState] = useState<LookupState>({ busy: false, layers: {}, pracovisko: undefined });
  const seq = useRef(0);
  const lat = point?.lat;
  const lon = point?.lon;
  const activeKey = [...active].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the point's numbers and the active set's key
  useEffect(() => {
    if (lat === undefined || lon === undefined) {
      setState({ busy: false, layers: {}, pracovisko: undefined });
      return;
    }
    const mine = ++seq.current;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    const p = { lat, lon };
    setState((s) => ({ ...s, busy: true }));
    const chosen = layers.filter((l) => active.has(l.id));
    // typed coordinates change on every key: look up once the point has settled
    const start = setTimeout(() => void run(), DEBOUNCE_MS);
    const run = () => Promise.all([detectPracovisko(p, audience, controller.signal), Promise.all(chosen.map((l) => lookUpLayer(l, p, audience, controller.signal)))]).then(
      ([detected, results]) => {
        clearTimeout(timer);
        if (mine !== seq.current) return;
        const byId = Object.fromEntries(chosen.map((l, i) => [l.id, results[i]]));
        // the workplace layer refines the detection when it is on and names one workplace
        const fromLayer = byId.pracovisko?.state === 'ok' && byId.pracovisko.names.length === 1 ? byId.pracovisko.names[0] : null;
        const pracovisko = detected?.pracovisko ? { uuid: detected.pracovisko.uuid, nazov: fromLayer && fromLayer !== detected.pracovisko.nazov ? fromLayer : detected.pracovisko.nazov } : fromLayer ? { nazov: fromLayer } : null;
        setState({ busy: false, layers: byId, pracovisko, miesto: miestoOf(detected) });
      },
    );
    return () => {
      clearTimeout(start);
      clearTimeout(timer);
      controller.abort();
    };
  }, [lat, lon, activeKey, audience, layers]);
  return state;
}
