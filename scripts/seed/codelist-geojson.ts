/**
 * GeoJSON parser of the code-list import (`npm run import:codelist -- --type <TYP> file.geojson`).
 *
 * Input: a FeatureCollection (RFC 7946, WGS 84 lon/lat). Each feature is one item:
 * - properties: the code (`<format.code>`, else `kod`, else `code`), the name (`name`, else `nazov`),
 *   the parent's code (`<format.parent.column>`), the format's attributes (`kategoria`) and an
 *   optional representative point `lon` + `lat`; `--code-prop/--name-prop/--parent-prop` override.
 * - geometry: Polygon or MultiPolygon (kept, see ciselnikGeometriaRepo) or Point (the
 *   representative point only; a stored polygon is removed). Rings must be closed, have ≥ 4 positions,
 *   and every position must lie in Slovakia's bounding box.
 *
 * Geometry work uses @turf/*: the representative point is the centre of mass of the largest polygon
 * when it lies inside it, else a point on its surface; a polygon whose GeoJSON text would exceed
 * GEOMETRIA_MAX_BYTES is simplified (Douglas–Peucker) with a doubling tolerance until it fits.
 *
 * Pure functions: no Node or DOM specifics. Messages are Slovak; `feature` is 1-based (features[feature - 1]).
 */
import { area } from '@turf/area';
import { bbox as turfBbox } from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { centerOfMass } from '@turf/center-of-mass';
import { pointOnFeature } from '@turf/point-on-feature';
import { simplify } from '@turf/simplify';
import type { Bbox, PolygonGeometry } from '../../functions/data/ciselnik-geometria-repo';
import { GEOMETRIA_MAX_BYTES } from '../../functions/data/ciselnik-geometria-repo';
import type { GeometriaInput } from '../../functions/ciselniky/domain/import-ciselnik';
import { type CodelistRow, validateRow } from './codelist-csv';
import { type CodelistFormat, formatNumber, LAT, LAT_LABEL, LON, LON_LABEL, NAME_PROPS, SK_BBOX } from './codelist-formats';

export interface GeojsonError {
  /** 1-based feature number; absent for an error of the whole file. */
  feature?: number;
  message: string;
}

export interface GeojsonRow extends CodelistRow {
  feature: number;
  /** The polygon to store; null for a Point feature (a stored polygon is removed). */
  geometria: GeometriaInput | null;
}

export interface PropertyOverrides {
  codeProp?: string;
  nameProp?: string;
  parentProp?: string;
}

/** Coordinates are kept to 6 decimals (≈ 0.1 m): more is noise and only costs bytes. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

const inSlovakia = (lon: number, lat: number) => lon >= SK_BBOX.minLon && lon <= SK_BBOX.maxLon && lat >= SK_BBOX.minLat && lat <= SK_BBOX.maxLat;
const isPosition = (p: unknown): p is number[] =>
  Array.isArray(p) && p.length >= 2 && p.length <= 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
const formatPoint = (p: number[]) => `[${formatNumber(p[0])}; ${formatNumber(p[1])}]`;
const BBOX_TEXT = `${formatNumber(SK_BBOX.minLon)} – ${formatNumber(SK_BBOX.maxLon)} dĺžky, ${formatNumber(SK_BBOX.minLat)} – ${formatNumber(SK_BBOX.maxLat)} šírky`;

/** Checks one polygon's rings; returns the rings as [lon, lat] rounded to 6 decimals, or the errors. */
function checkPolygon(rings: unknown, name: string): { rings?: number[][][]; errors: string[] } {
  if (!Array.isArray(rings) || rings.length === 0) return { errors: [`${name} nemá žiadny obvod.`] };
  const out: number[][][] = [];
  const errors: string[] = [];
  rings.forEach((ring: unknown, r) => {
    const ringName = r === 0 ? `Vonkajší obvod (${name.toLowerCase()})` : `Vnútorný obvod č. ${r} (${name.toLowerCase()})`;
    if (!Array.isArray(ring) || !ring.every(isPosition)) {
      errors.push(`${ringName} nemá platné súradnice (očakávajú sa dvojice čísel [dĺžka, šírka]).`);
      return;
    }
    if (ring.length < 4) {
      errors.push(`${ringName} má ${ring.length} body, potrebné sú aspoň 4 (prvý a posledný bod sú rovnaké).`);
      return;
    }
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (first[0] !== last[0] || first[1] !== last[1]) {
      errors.push(`${ringName} nie je uzavretý: prvý bod ${formatPoint(first)} sa líši od posledného ${formatPoint(last)}.`);
      return;
    }
    const outside = ring.find((p) => !inSlovakia(p[0], p[1]));
    if (outside) {
      errors.push(`${ringName} má bod ${formatPoint(outside)} mimo územia Slovenska (${BBOX_TEXT}); súradnice musia byť WGS 84 [dĺžka, šírka].`);
      return;
    }
    out.push(ring.map((p) => [round6(p[0]), round6(p[1])]));
  });
  return errors.length ? { errors } : { rings: out, errors };
}

/** Validates a GeoJSON geometry: Polygon/MultiPolygon → the polygon, Point → the point. */
export function checkGeometry(geometry: unknown): { polygon?: PolygonGeometry; point?: [number, number]; errors: string[] } {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') return { errors: ['Chýba geometria (očakáva sa Polygon, MultiPolygon alebo Point).'] };
  if (g.type === 'Polygon') {
    const { rings, errors } = checkPolygon(g.coordinates, 'Polygón');
    return rings ? { polygon: { type: 'Polygon', coordinates: rings }, errors } : { errors };
  }
  if (g.type === 'MultiPolygon') {
    if (!Array.isArray(g.coordinates) || g.coordinates.length === 0) return { errors: ['MultiPolygon nemá žiadny polygón.'] };
    const polygons: number[][][][] = [];
    const errors: string[] = [];
    g.coordinates.forEach((p: unknown, i) => {
      const checked = checkPolygon(p, `Polygón č. ${i + 1}`);
      if (checked.rings) polygons.push(checked.rings);
      errors.push(...checked.errors);
    });
    return errors.length ? { errors } : { polygon: { type: 'MultiPolygon', coordinates: polygons }, errors };
  }
  if (g.type === 'Point') {
    if (!isPosition(g.coordinates)) return { errors: ['Bod nemá platné súradnice [dĺžka, šírka].'] };
    const [lon, lat] = g.coordinates;
    if (!inSlovakia(lon, lat)) return { errors: [`Bod ${formatPoint(g.coordinates)} je mimo územia Slovenska (${BBOX_TEXT}).`] };
    return { point: [round5(lon), round5(lat)], errors: [] };
  }
  return { errors: [`Nepodporovaný typ geometrie „${String(g.type)}“ – očakáva sa Polygon, MultiPolygon alebo Point.`] };
}

/**
 * A point inside the item (for a map marker and as the item's lon/lat): the centre of mass of the
 * largest polygon (geodesic area) when it lies inside that polygon, else a point on its surface.
 */
export function representativePoint(geometry: PolygonGeometry): [number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let largest = { type: 'Polygon' as const, coordinates: polygons[0] };
  let largestArea = -1;
  for (const coordinates of polygons) {
    const polygon = { type: 'Polygon' as const, coordinates };
    const a = area(polygon);
    if (a > largestArea) {
      largest = polygon;
      largestArea = a;
    }
  }
  let point = centerOfMass(largest).geometry.coordinates;
  if (!booleanPointInPolygon(point, largest)) point = pointOnFeature(largest).geometry.coordinates;
  return [round5(point[0]), round5(point[1])];
}

/** Beyond ≈ 2 km a simplified boundary is no longer useful for a point look-up: such input is refused. */
const MAX_TOLERANCE = 0.02;

const byteLength = (geometry: PolygonGeometry) => JSON.stringify(geometry).length; // ASCII only: chars = bytes

/**
 * The polygon as stored: unchanged when its GeoJSON text fits `maxBytes`, else simplified with
 * turf's Douglas–Peucker, the tolerance starting at 0.00001° (≈ 1 m) and doubling until it fits.
 */
export function fitGeometry(geometry: PolygonGeometry, maxBytes = GEOMETRIA_MAX_BYTES): GeometriaInput {
  const [minLon, minLat, maxLon, maxLat] = turfBbox(geometry);
  const bbox: Bbox = [minLon, minLat, maxLon, maxLat];
  const povodnaVelkost = byteLength(geometry);
  if (povodnaVelkost <= maxBytes) return { geometria: geometry, bbox, zjednodusena: false, povodnaVelkost, velkost: povodnaVelkost };
  for (let tolerancia = 0.00001; tolerancia <= MAX_TOLERANCE; tolerancia *= 2) {
    const simplified = simplify(geometry, { tolerance: tolerancia, highQuality: false, mutate: false }) as PolygonGeometry;
    const rounded = JSON.parse(JSON.stringify(simplified, (_k, v) => (typeof v === 'number' ? round6(v) : v))) as PolygonGeometry;
    const velkost = byteLength(rounded);
    if (velkost <= maxBytes) {
      return { geometria: rounded, bbox, zjednodusena: true, tolerancia: Number(tolerancia.toPrecision(6)), povodnaVelkost, velkost };
    }
  }
  throw new Error(
    `Polygón má ${povodnaVelkost} bajtov a ani po zjednodušení s toleranciou ${formatNumber(MAX_TOLERANCE)}° (asi 2 km) sa nezmestí do ${maxBytes} bajtov.`,
  );
}

const propertyText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function pick(properties: Record<string, unknown>, names: readonly string[]): { name: string; value: string } {
  for (const name of names) {
    if (properties[name] !== undefined && properties[name] !== null && propertyText(properties[name]) !== '') {
      return { name, value: propertyText(properties[name]) };
    }
  }
  return { name: names[0], value: '' };
}

function coordinateProperty(raw: unknown, label: string, min: number, max: number): { value?: number; error?: string } {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return { error: `Vlastnosť ${label} nie je číslo.` };
  if (value < min || value > max) {
    return { error: `Hodnota ${formatNumber(value)} vo vlastnosti ${label} je mimo územia Slovenska (${formatNumber(min)} – ${formatNumber(max)}).` };
  }
  return { value: round5(value) };
}

/** Parses and validates a code-list GeoJSON FeatureCollection. Invalid features are reported and left out of `rows`. */
export function parseCodelistGeojson(
  format: CodelistFormat,
  text: string,
  overrides: PropertyOverrides = {},
  options: { maxBytes?: number } = {},
): { rows: GeojsonRow[]; errors: GeojsonError[] } {
  const rows: GeojsonRow[] = [];
  const errors: GeojsonError[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { rows, errors: [{ message: `Súbor nie je platný JSON: ${(e as Error).message}` }] };
  }
  const collection = data as { type?: unknown; features?: unknown };
  if (!collection || typeof collection !== 'object' || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return { rows, errors: [{ message: 'Súbor nie je GeoJSON FeatureCollection (očakáva sa {"type": "FeatureCollection", "features": [...]}).' }] };
  }
  if (collection.features.length === 0) return { rows, errors: [{ message: 'FeatureCollection neobsahuje žiadne objekty.' }] };

  const codeProps = overrides.codeProp ? [overrides.codeProp] : [format.code, ...format.codeAliases];
  const nameProps = overrides.nameProp ? [overrides.nameProp] : [...NAME_PROPS];
  const parentProp = overrides.parentProp ?? format.parent?.column ?? '';
  const firstOfCode = new Map<string, number>();

  collection.features.forEach((f: unknown, i) => {
    const feature = i + 1;
    const featureErrors: string[] = [];
    const feat = f as { type?: unknown; properties?: unknown; geometry?: unknown } | null;
    if (!feat || typeof feat !== 'object' || feat.type !== 'Feature') {
      errors.push({ feature, message: 'Objekt nie je GeoJSON Feature.' });
      return;
    }
    const properties = (feat.properties && typeof feat.properties === 'object' ? feat.properties : {}) as Record<string, unknown>;
    const code = pick(properties, codeProps);
    const name = pick(properties, nameProps);
    const { row, errors: rowErrors } = validateRow(
      format,
      {
        kod: code.value,
        label: name.value,
        parentKod: parentProp ? propertyText(properties[parentProp]) : '',
        attributes: Object.fromEntries(format.attributes.map((a) => [a.column, propertyText(properties[a.column])])),
      },
      (prop) => `vlastnosť ${prop === format.code ? codeProps.join(' / ') : prop === 'name' ? nameProps.join(' / ') : prop}`,
      parentProp,
    );
    featureErrors.push(...rowErrors);

    let lon: number | undefined;
    let lat: number | undefined;
    if (properties[LON] !== undefined || properties[LAT] !== undefined) {
      const pLon = coordinateProperty(properties[LON], LON_LABEL, SK_BBOX.minLon, SK_BBOX.maxLon);
      const pLat = coordinateProperty(properties[LAT], LAT_LABEL, SK_BBOX.minLat, SK_BBOX.maxLat);
      if (pLon.error) featureErrors.push(pLon.error);
      if (pLat.error) featureErrors.push(pLat.error);
      lon = pLon.value;
      lat = pLat.value;
    }

    const checked = checkGeometry(feat.geometry);
    featureErrors.push(...checked.errors);

    if (row.kod !== '') {
      const first = firstOfCode.get(row.kod);
      if (first !== undefined) featureErrors.push(`Duplicitný kód ${format.genitiv} ${row.kod} (prvý výskyt v objekte č. ${first}).`);
      else firstOfCode.set(row.kod, feature);
    }
    if (featureErrors.length) {
      for (const message of featureErrors) errors.push({ feature, message });
      return;
    }
    let geometria: GeometriaInput | null = null;
    if (checked.polygon) {
      try {
        geometria = fitGeometry(checked.polygon, options.maxBytes);
        if (lon === undefined) [lon, lat] = representativePoint(checked.polygon);
      } catch (e) {
        errors.push({ feature, message: e instanceof Error && /^Polygón/.test(e.message) ? e.message : `Polygón sa nedá spracovať: ${String(e)}` });
        return;
      }
    } else if (checked.point && lon === undefined) {
      [lon, lat] = checked.point;
    }
    rows.push({ ...row, lon, lat, feature, geometria });
  });
  return { rows, errors };
}

/** 'objekt č. 3' – how messages name a feature (1-based, features[2]). */
export const featurePlace = (feature?: number) => (feature === undefined ? 'súbor' : `objekt č. ${feature}`);
