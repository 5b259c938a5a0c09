/**
 * Place search for the map picker through a Nominatim-compatible geocoder
 * (spec part 2 §2: search bounds about lat 47.6633–49.68, lon 16.738–23.04, region sk).
 * Searches run on an explicit request only (button or Enter), never per keystroke: the public
 * Nominatim forbids autocomplete use, and the people reporting often have a weak signal.
 */
import { SK_BOUNDS } from '@shared/api/web-oznamenie';

export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

export interface GeocoderHit {
  /** Display name of the place. */
  nazov: string;
  lat: number;
  lon: number;
}

export function geocoderUrl(text: string, base: string = import.meta.env.VITE_GEOCODER_URL || DEFAULT_GEOCODER_URL): string {
  const url = new URL(base, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  const p = url.searchParams;
  p.set('format', 'jsonv2');
  p.set('q', text);
  p.set('countrycodes', 'sk');
  // viewbox is left,top,right,bottom = minLon,maxLat,maxLon,minLat
  p.set('viewbox', `${SK_BOUNDS.minLon},${SK_BOUNDS.maxLat},${SK_BOUNDS.maxLon},${SK_BOUNDS.minLat}`);
  p.set('bounded', '1');
  p.set('limit', '5');
  p.set('accept-language', 'sk');
  return url.toString();
}

const cache = new Map<string, GeocoderHit[]>();

/** Cache key: the same text in another case or with other spacing is the same search. */
const cacheKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sk');

interface NominatimRow {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  name?: unknown;
}

/** Results are cached per text for the life of the page; failures are not cached. Throws on network/HTTP errors. */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<GeocoderHit[]> {
  const key = cacheKey(text);
  const cached = cache.get(key);
  if (cached) return cached;
  const response = await fetch(geocoderUrl(text.trim()), { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder HTTP ${response.status}`);
  const rows: unknown = await response.json();
  const hits = (Array.isArray(rows) ? (rows as NominatimRow[]) : [])
    .map((r) => ({
      nazov: typeof r.display_name === 'string' ? r.display_name : typeof r.name === 'string' ? r.name : '',
      lat: Number(r.lat),
      lon: Number(r.lon),
    }))
    .filter((h) => h.nazov !== '' && Number.isFinite(h.lat) && Number.isFinite(h.lon));
  cache.set(key, hits);
  return hits;
}

/** For tests. */
export function clearGeocoderCache(): void {
  cache.clear();
}
