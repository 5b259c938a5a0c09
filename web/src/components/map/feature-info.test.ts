import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_INFO, featureInfoUrl, getMapTileUrl, layerOrigins, MAP_LAYERS } from '@shared/domain/map-layers';
import { FeatureInfoError, featureNames, parseFeatureInfo } from './feature-info';

// Answers in the documented formats of the real services (ArcGIS wms_xml of kataster.skgeodesy.sk, GeoServer
// GML of www.sopsr.sk). Written after their published formats: these machines have no internet to record them.
const fixture = (name: string) => readFileSync(resolve('web/src/components/map/fixtures', name), 'utf8');
const layer = (id: string) => MAP_LAYERS.find((l) => l.id === id) as (typeof MAP_LAYERS)[number];

describe('GetFeatureInfo request', () => {
  it('is WMS 1.3.0, 101×101 px, ±0.0001° around the click in lat,lon axis order, pixel 51,51', () => {
    const url = new URL(featureInfoUrl(layer('katastralneUzemie'), { lat: 48.5775, lon: 19.1236 }));
    const q = Object.fromEntries(url.searchParams);

    expect(url.origin + url.pathname).toBe('https://kataster.skgeodesy.sk/eskn/services/NR/kn_wms_norm/MapServer/WMSServer');
    expect(q).toMatchObject({
      SERVICE: 'WMS',
      VERSION: '1.3.0',
      REQUEST: 'GetFeatureInfo',
      LAYERS: '13',
      QUERY_LAYERS: '13',
      CRS: 'EPSG:4326',
      BBOX: '48.5774,19.1235,48.5776,19.1237',
      WIDTH: '101',
      HEIGHT: '101',
      I: '51',
      J: '51',
      INFO_FORMAT: 'application/vnd.ogc.wms_xml',
    });
    expect(q.X).toBeUndefined();
    expect(FEATURE_INFO).toMatchObject({ size: 101, delta: 0.0001, pixel: 51 });
  });

  it('asks GeoServer for GML and joins the four protected-area layers', () => {
    const q = new URL(featureInfoUrl(layer('chraneneUzemie'), { lat: 48.6, lon: 19.5 })).searchParams;
    expect(q.get('INFO_FORMAT')).toBe('application/vnd.ogc.gml');
    expect(q.get('QUERY_LAYERS')?.split(',')).toHaveLength(4);
  });

  it('configures the nine overlays; only hunting districts go through the proxy', () => {
    expect(MAP_LAYERS.map((l) => l.id)).toEqual([
      'pracovisko', 'chraneneUzemie', 'parcelaC', 'parcelaE', 'polovnyRevir', 'katastralneUzemie', 'obec', 'okres', 'kraj',
    ]);
    expect(MAP_LAYERS.filter((l) => l.proxy).map((l) => l.id)).toEqual(['polovnyRevir']);
    expect(MAP_LAYERS.every((l) => l.url.startsWith('https://'))).toBe(true);
    expect([...layerOrigins(MAP_LAYERS)].sort()).toEqual([
      'https://kataster.skgeodesy.sk', 'https://www.nlcsk.org', 'https://www.sopsr.sk', 'https://zbgisws.skgeodesy.sk',
    ]);
  });

  it('requests map tiles in EPSG:3857 with MapLibre’s bbox placeholder left literal', () => {
    const url = getMapTileUrl(layer('okres'));
    expect(url).toContain('CRS=EPSG%3A3857');
    expect(url.endsWith('&BBOX={bbox-epsg-3857}')).toBe(true);
  });
});

describe('GetFeatureInfo answers', () => {
  it('reads the name attribute of ArcGIS wms_xml', () => {
    expect(featureNames(fixture('kataster-ku-wms_xml.xml'), layer('katastralneUzemie'))).toEqual(['Zvolen']);
    expect(featureNames(fixture('kataster-parcela-wms_xml.xml'), layer('parcelaC'))).toEqual(['1532/4', '1532/5']);
  });

  it('reads GeoServer GML properties and skips geometry', () => {
    const features = parseFeatureInfo(fixture('sopsr-chu-gml.xml'));
    expect(features).toHaveLength(2);
    expect(features[0].GEOM).toBeUndefined();
    expect(featureNames(fixture('sopsr-chu-gml.xml'), layer('chraneneUzemie'))).toEqual(['Chránená krajinná oblasť Poľana', 'Poľana']);
  });

  it('reads protected sites by the title ŠOP SR’s own portal uses (SITETITLE_SK) before NAZOV', () => {
    const gml = `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs" xmlns:gml="http://www.opengis.net/gml" xmlns:sopsr="http://www.sopsr.sk/sopsr">
  <gml:featureMember><sopsr:IG_vPROTECTEDSITES_CHVU fid="IG_vPROTECTEDSITES_CHVU.7"><sopsr:SITEID>SKCHVU018</sopsr:SITEID><sopsr:SITETITLE_SK>Poľana</sopsr:SITETITLE_SK><sopsr:NAZOV>CHVÚ Poľana</sopsr:NAZOV></sopsr:IG_vPROTECTEDSITES_CHVU></gml:featureMember>
</wfs:FeatureCollection>`;
    expect(featureNames(gml, layer('chraneneUzemie'))).toEqual(['Poľana']);
    expect(layer('pracovisko').layers).toEqual(['sopsr:IG_COMPETENCE']);
  });

  it('gives no names for a point outside every feature', () => {
    expect(featureNames(fixture('kataster-empty-wms_xml.xml'), layer('okres'))).toEqual([]);
  });

  it('treats a service exception, HTML or broken XML as a failed layer result', () => {
    expect(() => parseFeatureInfo(fixture('service-exception.xml'))).toThrow(FeatureInfoError);
    expect(() => parseFeatureInfo('<html><body>502 Bad Gateway</body></html>')).toThrow(FeatureInfoError);
    expect(() => parseFeatureInfo('<FeatureInfoResponse><FIELDS')).toThrow(FeatureInfoError);
  });
});
