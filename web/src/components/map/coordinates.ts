/**
 * Pure coordinate logic of the map picker (spec part 2 §2 'Map picker', part 1 §5 'Map coordinate search').
 * No React, no map library: the first screen of the wizard imports this.
 */
import { SK_BOUNDS } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';

/** Default view of the map picker (spec part 2 §2). */
export const DEFAULT_CENTER = { lat: 48.7302159, lon: 19.4569862 } as const;
export const DEFAULT_ZOOM = 9;
/** The whole of Slovakia in a page-wide map. */
export const COUNTRY_ZOOM = 6.2;
/** Zoom after a search hit or a position taken from a photo (spec: 'Search zoom is 13'). */
export const SEARCH_ZOOM = 13;
/** Markers show coordinates with 7 decimals (spec part 2 §2). */
export const COORD_DECIMALS = 7;

/** The spec's exact English message for a bad ':lat,lng' search. */
export const INVALID_LAT_LNG = 'Please enter a valid lat, lng';

export interface LatLon {
  lat: number;
  lon: number;
}

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A decimal number typed by a person: comma or dot as the decimal separator, spaces around ignored.
 * '' → null (empty), text that is not one decimal number → NaN.
 */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  if (t === '') return null;
  if (!DECIMAL.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

/** 7 decimals, trailing zeros kept (so the user sees the precision), Slovak decimal comma. */
export function formatCoordinate(value: number, decimalSeparator: ',' | '.' = ','): string {
  const s = value.toFixed(COORD_DECIMALS);
  return decimalSeparator === ',' ? s.replace('.', ',') : s;
}

/**
 * The marker label: '48,7302159° s. š., 19,4569862° v. d.' (Slovak geographic abbreviations:
 * severná/južná šírka, východná/západná dĺžka).
 */
export function formatLatLon({ lat, lon }: LatLon): string {
  const ns = lat < 0 ? 'j. š.' : 's. š.';
  const ew = lon < 0 ? 'z. d.' : 'v. d.';
  return `${formatCoordinate(Math.abs(lat))}° ${ns}, ${formatCoordinate(Math.abs(lon))}° ${ew}`;
}

export function isValidLatLon(lat: number, lon: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** Inside the search bounds of Slovakia (the server refuses other places with WIZARD_MSG.outsideSlovakia). */
export function isInSlovakia(lat: number, lon: number): boolean {
  return lat >= SK_BOUNDS.minLat && lat <= SK_BOUNDS.maxLat && lon >= SK_BOUNDS.minLon && lon <= SK_BOUNDS.maxLon;
}

/** The client-side message shown next to the coordinate inputs, or null when there is nothing to say. */
export function boundsMessage(lat: number | null, lon: number | null): string | null {
  const latOut = lat !== null && Number.isFinite(lat) && (lat < SK_BOUNDS.minLat || lat > SK_BOUNDS.maxLat);
  const lonOut = lon !== null && Number.isFinite(lon) && (lon < SK_BOUNDS.minLon || lon > SK_BOUNDS.maxLon);
  return latOut || lonOut ? WIZARD_MSG.outsideSlovakia : null;
}

export type SearchQuery =
  | { kind: 'coordinates'; lat: number; lon: number }
  | { kind: 'text'; text: string }
  | { kind: 'error'; message: string }
  | { kind: 'hint'; message: string }
  | { kind: 'empty' };

const NUM_DOT = String.raw`[+-]?\d+(?:\.\d+)?`;
const NUM_ANY = String.raw`[+-]?\d+(?:[.,]\d+)?`;
/** ':48.73,19.45' – the spec's form; also ':48.73, 19.45'. */
const LAT_LNG_COMMA = new RegExp(`^(${NUM_DOT})\\s*,\\s*(${NUM_DOT})$`);
/** ':48,73; 19,45' or ':48,73 19,45' – the same with Slovak decimal commas and another separator. */
const LAT_LNG_OTHER = new RegExp(`^(${NUM_ANY})\\s*(?:;|\\s)\\s*(${NUM_ANY})$`);

/**
 * The search box of the map (spec part 1 §5): input starting with ':' must hold two numbers 'lat,lng',
 * otherwise 'Please enter a valid lat, lng'; a text search needs at least 3 characters.
 */
export function parseSearch(input: string): SearchQuery {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  if (text.startsWith(':')) {
    const body = text.slice(1).trim();
    const m = LAT_LNG_COMMA.exec(body) ?? LAT_LNG_OTHER.exec(body);
    if (!m) return { kind: 'error', message: INVALID_LAT_LNG };
    const lat = Number(m[1].replace(',', '.'));
    const lon = Number(m[2].replace(',', '.'));
    if (!isValidLatLon(lat, lon)) return { kind: 'error', message: INVALID_LAT_LNG };
    return { kind: 'coordinates', lat, lon };
  }
  if ([...text].length < 3) return { kind: 'hint', message: WIZARD_MSG.searchMin };
  return { kind: 'text', text };
}

/** Two values are the same point for the picker (a map click rounds to 7 decimals). */
export function samePoint(a: { lat: number | null; lon: number | null }, b: { lat: number | null; lon: number | null }): boolean {
  const eq = (x: number | null, y: number | null) => (x === null || y === null ? x === y : Math.abs(x - y) < 1e-9);
  return eq(a.lat, b.lat) && eq(a.lon, b.lon);
}

/** A map click gives 15+ decimals; the form keeps 7 (about 1 cm). */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORD_DECIMALS));
}
