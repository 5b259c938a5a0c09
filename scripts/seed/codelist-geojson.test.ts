import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import type { PolygonGeometry } from '../../functions/data/ciselnik-geometria-repo';
import { CODELIST_FORMATS } from './codelist-formats';
import { checkGeometry, fitGeometry, parseCodelistGeojson, representativePoint } from './codelist-geojson';

const KU = CODELIST_FORMATS.KATASTRALNE_UZEMIE;
const FIXTURES = path.resolve(__dirname, '../test/fixtures/codelists');
const r6 = (n: number) => Number(n.toFixed(6));
const square = (lon: number, lat: number, d = 0.01) => [
  [lon, lat],
  [r6(lon + d), lat],
  [r6(lon + d), r6(lat + d)],
  [lon, r6(lat + d)],
  [lon, lat],
];
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const feature = (properties: Record<string, unknown>, geometry: unknown) => ({ type: 'Feature', properties, geometry });

/** A circle of `n` vertices around (lon, lat): a polygon whose GeoJSON text is large. */
function circle(lon: number, lat: number, radius: number, n: number): PolygonGeometry {
  const ring = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [Number((lon + radius * Math.cos(a)).toFixed(6)), Number((lat + radius * Math.sin(a) * 0.66).toFixed(6))];
  });
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

describe('parseCodelistGeojson', () => {
  it('reads the hand-made cadastral areas: polygons kept, centroids computed unless given', () => {
    const { rows, errors } = parseCodelistGeojson(KU, readFileSync(path.join(FIXTURES, 'katastralne-uzemia.geojson'), 'utf8'));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.feature, r.kod, r.label, r.parentKod])).toEqual([
      [1, '810001', 'Brezno', '508497'],
      [2, '810002', 'Mazorníkovo', '508497'],
      [3, '810003', 'Čierny Balog', '508527'],
    ]);
    // square: the centre of mass
    expect([rows[0].lon, rows[0].lat]).toEqual([19.66, 48.815]);
    // given lon/lat win
    expect([rows[1].lon, rows[1].lat]).toEqual([19.75, 48.8]);
    // L-shape: its centre of mass lies outside, the point must be inside
    const l = rows[2].geometria?.geometria as PolygonGeometry;
    expect(booleanPointInPolygon([rows[2].lon as number, rows[2].lat as number], l)).toBe(true);
    expect(rows[1].geometria?.geometria.type).toBe('MultiPolygon');
    expect(rows[0].geometria).toMatchObject({ bbox: [19.6, 48.78, 19.72, 48.85], zjednodusena: false });
  });

  it('accepts the alias properties kod/nazov and the overrides', () => {
    const reviry = parseCodelistGeojson(CODELIST_FORMATS.POLOVNY_REVIR, readFileSync(path.join(FIXTURES, 'polovne-reviry.geojson'), 'utf8'));
    expect(reviry.errors).toEqual([]);
    expect(reviry.rows.map((r) => [r.kod, r.parentKod, r.geometria === null])).toEqual([
      ['PR-0323-001', 'SK0323', false],
      ['PR-0323-002', 'SK0323', true],
    ]);
    // a Point feature: its position is the item's point
    expect([reviry.rows[1].lon, reviry.rows[1].lat]).toEqual([19.81, 48.84]);

    const custom = collection(feature({ KU_ID: 123456, NAZOV_KU: 'Iné', OBEC: '508497' }, { type: 'Polygon', coordinates: [square(19.5, 48.8)] }));
    expect(parseCodelistGeojson(KU, custom).errors.map((e) => e.message)).toEqual([
      'Chýba kód katastrálneho územia (vlastnosť ku_kod / kod / code).',
      'Chýba názov katastrálneho územia (vlastnosť name / nazov).',
      'Chýba kód obce (vlastnosť obec_kod).',
    ]);
    const { rows, errors } = parseCodelistGeojson(KU, custom, { codeProp: 'KU_ID', nameProp: 'NAZOV_KU', parentProp: 'OBEC' });
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ kod: '123456', label: 'Iné', parentKod: '508497' });
  });

  it('reports bad features by number and keeps none of them', () => {
    const text = collection(
      feature({ ku_kod: '1', name: 'Dobré', obec_kod: '9' }, { type: 'Polygon', coordinates: [square(19.5, 48.8)] }),
      feature({ ku_kod: '2', name: 'Otvorené', obec_kod: '9' }, { type: 'Polygon', coordinates: [square(19.5, 48.8).slice(0, 4)] }),
      feature({ ku_kod: '3', name: 'Viedeň', obec_kod: '9' }, { type: 'Polygon', coordinates: [square(16.3, 48.2)] }),
      feature({ ku_kod: '4', name: 'Čiara', obec_kod: '9' }, { type: 'LineString', coordinates: [[19.5, 48.8], [19.6, 48.9]] }),
      feature({ ku_kod: '5', name: 'Bez geometrie', obec_kod: '9' }, null),
      feature({ ku_kod: '6', name: 'Trojuholník', obec_kod: '9' }, { type: 'Polygon', coordinates: [[[19.5, 48.8], [19.6, 48.8], [19.5, 48.8]]] }),
      feature({ ku_kod: '7', name: 'Diera', obec_kod: '9' }, { type: 'Polygon', coordinates: [square(19.5, 48.8), [[19.5, 48.8], ['x', 48.8]]] }),
      feature({ ku_kod: '1', name: 'Duplicita', obec_kod: '9' }, { type: 'Polygon', coordinates: [square(19.5, 48.8)] }),
      feature({ ku_kod: '9', name: 'Zlý bod', obec_kod: '9', lon: 25, lat: 48.8 }, { type: 'Polygon', coordinates: [square(19.5, 48.8)] }),
      { type: 'Polygon' },
    );
    const { rows, errors } = parseCodelistGeojson(KU, text);
    expect(rows.map((r) => r.kod)).toEqual(['1']);
    expect(errors).toEqual([
      { feature: 2, message: 'Vonkajší obvod (polygón) nie je uzavretý: prvý bod [19,5; 48,8] sa líši od posledného [19,5; 48,81].' },
      {
        feature: 3,
        message:
          'Vonkajší obvod (polygón) má bod [16,3; 48,2] mimo územia Slovenska (16,8 – 22,6 dĺžky, 47,7 – 49,7 šírky); súradnice musia byť WGS 84 [dĺžka, šírka].',
      },
      { feature: 4, message: 'Nepodporovaný typ geometrie „LineString“ – očakáva sa Polygon, MultiPolygon alebo Point.' },
      { feature: 5, message: 'Chýba geometria (očakáva sa Polygon, MultiPolygon alebo Point).' },
      { feature: 6, message: 'Vonkajší obvod (polygón) má 3 body, potrebné sú aspoň 4 (prvý a posledný bod sú rovnaké).' },
      { feature: 7, message: 'Vnútorný obvod č. 1 (polygón) nemá platné súradnice (očakávajú sa dvojice čísel [dĺžka, šírka]).' },
      { feature: 8, message: 'Duplicitný kód katastrálneho územia 1 (prvý výskyt v objekte č. 1).' },
      { feature: 9, message: 'Hodnota 25 vo vlastnosti lon (zemepisná dĺžka) je mimo územia Slovenska (16,8 – 22,6).' },
      { feature: 10, message: 'Objekt nie je GeoJSON Feature.' },
    ]);
  });

  it('rejects what is not a FeatureCollection', () => {
    expect(parseCodelistGeojson(KU, '{"type": "Feature"').errors[0].message).toMatch(/^Súbor nie je platný JSON: /);
    expect(parseCodelistGeojson(KU, '{"type": "Feature", "geometry": null}').errors).toEqual([
      { message: 'Súbor nie je GeoJSON FeatureCollection (očakáva sa {"type": "FeatureCollection", "features": [...]}).' },
    ]);
    expect(parseCodelistGeojson(KU, collection()).errors).toEqual([{ message: 'FeatureCollection neobsahuje žiadne objekty.' }]);
  });

  it('districts: "okres " is dropped from the name and the region comes from the LAU 1 code', () => {
    const { rows, errors } = parseCodelistGeojson(
      CODELIST_FORMATS.OKRES,
      collection(feature({ code: 'SK0323', name: 'okres Brezno' }, { type: 'Polygon', coordinates: [square(19.6, 48.8)] })),
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ kod: 'SK0323', label: 'Brezno', parentKod: 'SK032' });
  });

  it('reads the reference district boundaries (79 districts) when present', () => {
    const file = path.resolve(process.cwd(), '../shared/data/slovakia/sk_okresy_simplified.geojson');
    expect(existsSync(file), `reference data missing: ${file}`).toBe(true);
    const { rows, errors } = parseCodelistGeojson(CODELIST_FORMATS.OKRES, readFileSync(file, 'utf8'));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(79);
    for (const r of rows) {
      expect(booleanPointInPolygon([r.lon as number, r.lat as number], r.geometria?.geometria as PolygonGeometry), r.kod).toBe(true);
    }
  });
});

describe('geometry helpers', () => {
  it('checkGeometry accepts a valid MultiPolygon and rounds to 6 decimals', () => {
    const { polygon, errors } = checkGeometry({ type: 'MultiPolygon', coordinates: [[square(19.12345678, 48.5)]] });
    expect(errors).toEqual([]);
    expect(polygon?.coordinates[0][0][0]).toEqual([19.123457, 48.5]);
    expect(checkGeometry({ type: 'MultiPolygon', coordinates: [[square(19, 48.5)], [square(30, 48.5)]] }).errors[0]).toMatch(
      /^Vonkajší obvod \(polygón č\. 2\) má bod \[30; 48,5\] mimo územia Slovenska/,
    );
  });

  it('representativePoint uses the largest part of a MultiPolygon', () => {
    const point = representativePoint({ type: 'MultiPolygon', coordinates: [[square(19, 48.5, 0.01)], [square(20, 48.5, 0.1)]] });
    expect(point).toEqual([20.05, 48.55]);
  });

  it('fitGeometry keeps a small polygon and simplifies a large one under the limit, recording the tolerance', () => {
    const small = circle(19.5, 48.8, 0.05, 100);
    expect(fitGeometry(small)).toMatchObject({ zjednodusena: false, geometria: small });

    const large = circle(19.5, 48.8, 0.05, 20_000);
    const size = JSON.stringify(large).length;
    expect(size).toBeGreaterThan(300_000);
    const fitted = fitGeometry(large);
    expect(fitted.zjednodusena).toBe(true);
    expect(fitted.povodnaVelkost).toBe(size);
    expect(fitted.velkost).toBe(JSON.stringify(fitted.geometria).length);
    expect(fitted.velkost).toBeLessThanOrEqual(300_000);
    expect(fitted.tolerancia).toBeGreaterThan(0);
    const ring = (fitted.geometria as { coordinates: number[][][] }).coordinates[0];
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(fitted.bbox).toEqual([19.45, 48.767, 19.55, 48.833]);
  });

  it('fitGeometry refuses a polygon that no useful tolerance can shrink enough', () => {
    expect(() => fitGeometry(circle(19.5, 48.8, 0.05, 2000), 60)).toThrow(/ani po zjednodušení/);
  });
});
