import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCodelist } from '../../scripts/import-codelist';
import { fileTestApi } from '../../scripts/test/api-harness';
import type { ErrorBody } from '@shared/api/errors';
import { MAPA_MSG, type MapLayersResponse, type PracoviskoResponse } from '@shared/api/mapa';
import { featureInfoUrl, MAP_LAYERS, type MapLayer } from '@shared/domain/map-layers';
import { resetEnvCache } from '../lib/env';
import { detectPracovisko } from './domain/detect-pracovisko';

const OKRESY = path.resolve(process.cwd(), '../shared/data/slovakia/sk_okresy_simplified.geojson');
const ZVOLEN = { lat: 48.5775, lon: 19.1236 };
const BRATISLAVA = { lat: 48.1447, lon: 17.1077 };
const VIEDEN = { lat: 48.2082, lon: 16.3738 };

const api = fileTestApi();
let staff: string;
let bezprav: string;
/** A loopback "service" that records every request: a refused URL must never reach it. */
const hits: string[] = [];
let trap: http.Server;
let trapOrigin: string;
beforeAll(async () => {
  staff = await api.sessionCookie('oznamenia');
  bezprav = await api.sessionCookie('bezprav');
  trap = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end('<a/>');
  });
  await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
  trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => trap.close(() => r()));
});

const detect = (p: { lat: number; lon: number }, web = true, cookie?: string) =>
  api.call<PracoviskoResponse & ErrorBody>('GET', `/api/${web ? 'web-oznamenie' : 'is'}/pracovisko-podla-polohy?lat=${p.lat}&lon=${p.lon}`, { cookie: cookie || undefined });

describe('competent workplace detection', () => {
  it('detects nothing before district boundaries are imported', async () => {
    expect((await detect(ZVOLEN)).body).toEqual({ pracovisko: null, okres: null, kraj: null, obec: null, katastralneUzemie: null });
  });

  it('finds the district by point-in-polygon and its workplace from the configured table', async () => {
    const imported = await importCodelist({ typ: 'OKRES', text: readFileSync(OKRESY, 'utf8'), format: 'geojson', partial: true });
    expect(imported.errors).toEqual([]);
    expect(imported.geometrie).toBe(79);

    const zvolen = await detect(ZVOLEN);
    const bratislava = await detect(BRATISLAVA, false, staff);

    expect(zvolen.status).toBe(200);
    expect(zvolen.body.okres).toMatchObject({ kod: 'SK032B', nazov: 'Zvolen' });
    expect(zvolen.body.pracovisko).toMatchObject({ kod: 'CHKO-PL', nazov: 'Správa CHKO Poľana' });
    expect(bratislava.body.okres?.kod).toBe('SK0101');
    expect(bratislava.body.pracovisko?.kod).toBe('CHKO-MK');
  });

  it("names the district's region; with a cadastral polygon imported, the cadastral area and its municipality too", async () => {
    // a small square around the town of Brezno as the polygon of its cadastral area (seeded area 806528, municipality SK0323-004)
    const [lon, lat, d] = [19.6437, 48.8047, 0.01];
    const square = [[lon - d, lat - d], [lon + d, lat - d], [lon + d, lat + d], [lon - d, lat + d], [lon - d, lat - d]];
    const ku = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { ku_kod: '806528', name: 'Brezno', obec_kod: 'SK0323-004' }, geometry: { type: 'Polygon', coordinates: [square] } }] };
    const before = await detect({ lat, lon });
    const imported = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: JSON.stringify(ku), format: 'geojson', partial: true });
    expect(imported.errors).toEqual([]);

    const inside = await detect({ lat, lon }, false, staff);
    const outside = await detect({ lat: lat + 2 * d, lon }, true);

    expect(before.body).toMatchObject({ okres: { kod: 'SK0323', nazov: 'Brezno' }, kraj: { kod: 'SK032' }, obec: null, katastralneUzemie: null });
    expect(inside.body).toMatchObject({
      okres: { kod: 'SK0323', nazov: 'Brezno' },
      kraj: { kod: 'SK032', nazov: 'Banskobystrický kraj' },
      obec: { kod: 'SK0323-004', nazov: 'Brezno' },
      katastralneUzemie: { kod: '806528', nazov: 'Brezno' },
    });
    expect(outside.body).toMatchObject({ okres: { kod: 'SK0323' }, kraj: { kod: 'SK032' }, obec: null, katastralneUzemie: null });
  });

  it('detects nothing outside Slovakia (the client then shows the auto-detection message)', async () => {
    expect((await detect(VIEDEN)).body).toEqual({ pracovisko: null, okres: null, kraj: null, obec: null, katastralneUzemie: null });
    expect(MAPA_MSG.autoDetectFailed).toBe('Územne príslušné pracovisko ŠOP SR sa nepodarilo automaticky identifikovať – zadajte prosím manuálne.');
  });

  it('offers no workplace for a district mapped to an invalid or unknown organisation', async () => {
    expect(await detectPracovisko({ ...ZVOLEN, trustMs: 0, mapping: { SK032B: 'CHKO-MP' } })).toMatchObject({ pracovisko: null, okres: { kod: 'SK032B' } });
    expect(await detectPracovisko({ ...ZVOLEN, trustMs: 0, mapping: {} })).toMatchObject({ pracovisko: null, okres: { kod: 'SK032B' } });
  });

  it('times a detection over the 79 districts', async () => {
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await detectPracovisko({ lat: 48 + (i % 10) * 0.15, lon: 17.5 + i * 0.2, trustMs: 5000 });
      runs.push(performance.now() - started);
    }
    console.log(`detection over 79 districts: first ${runs[0].toFixed(1)} ms, median of the rest ${runs.slice(1).sort((a, b) => a - b)[9].toFixed(1)} ms`);
    expect(runs.length).toBe(20);
  });

  it('answers 400 with Slovak field errors to bad coordinates, and guards the staff route', async () => {
    const bad = await api.call<ErrorBody>('GET', '/api/web-oznamenie/pracovisko-podla-polohy?lat=abc&lon=1e400');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { fieldName: 'lat', message: MAPA_MSG.lat },
        { fieldName: 'lon', message: MAPA_MSG.lon },
      ]),
    );
    expect((await detect(ZVOLEN, false)).status).toBe(401);
    expect((await detect(ZVOLEN, false, bezprav)).status).toBe(403);
  });
});

describe('GET /api/is/wms-feature-info-proxy', () => {
  const hunting = MAP_LAYERS.find((l) => l.id === 'polovnyRevir') as MapLayer;
  const proxy = (url: string, cookie = staff, web = false) =>
    api.call<ErrorBody>('GET', `/api/${web ? 'web-oznamenie' : 'is'}/wms-feature-info-proxy?url=${encodeURIComponent(url)}`, { cookie: cookie || undefined });

  it('needs one of the evidence rights', async () => {
    const url = featureInfoUrl(hunting, ZVOLEN);
    expect((await proxy(url, '')).status).toBe(401);
    expect((await proxy(url, bezprav)).status).toBe(403);
  });

  it('answers 400 to hostile URLs and never fetches them', async () => {
    const before = hits.length;
    for (const url of [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      `${trapOrigin}/wms?SERVICE=WMS&REQUEST=GetFeatureInfo`,
      `http://localhost:${new URL(trapOrigin).port}/wms?SERVICE=WMS&REQUEST=GetFeatureInfo`,
      `${api.origin}/api/is/organizacie`,
      featureInfoUrl(hunting, ZVOLEN).replace('www.nlcsk.org', 'evil.example.com'),
      featureInfoUrl(hunting, ZVOLEN).replace('REQUEST=GetFeatureInfo', 'REQUEST=GetCapabilities'),
      'gopher://www.nlcsk.org/',
    ]) {
      for (const web of [false, true]) {
        const res = await proxy(url, staff, web);
        expect(res.status, url).toBe(400);
        expect(res.body.generalErrors).toEqual([MAPA_MSG.badUrl]);
      }
    }
    expect((await api.call('GET', '/api/is/wms-feature-info-proxy', { cookie: staff })).status).toBe(400);
    expect(hits.length).toBe(before);
  });
});

describe('local mode: the product’s own WMS endpoint', () => {
  beforeAll(() => {
    process.env.MAP_LAYERS = 'lokalne';
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.MAP_LAYERS;
    resetEnvCache();
  });

  it('configures every overlay on the local endpoint', async () => {
    const res = await api.call<MapLayersResponse>('GET', '/api/web-oznamenie/mapove-vrstvy');
    expect(res.body.vrstvy).toHaveLength(9);
    expect(res.body.vrstvy.every((v) => v.url === `${api.origin}/local-wms`)).toBe(true);
    expect(res.body.vrstvy.find((v) => v.id === 'polovnyRevir')?.proxy).toBe(true);
  });

  it('passes a GetFeatureInfo answer back as XML, read for a name', async () => {
    const res = await api.call('GET', '/api/is/mapove-vrstvy').catch(() => null);
    expect(res?.status).not.toBe(200); // the configuration is public only
    const layers = (await api.call<MapLayersResponse>('GET', '/api/web-oznamenie/mapove-vrstvy')).body.vrstvy as MapLayer[];
    const okres = layers.find((l) => l.id === 'okres') as MapLayer;
    const pracovisko = layers.find((l) => l.id === 'pracovisko') as MapLayer;

    const viaProxy = await api.call('GET', `/api/web-oznamenie/wms-feature-info-proxy?url=${encodeURIComponent(featureInfoUrl(okres, ZVOLEN))}`);
    const direct = await fetch(featureInfoUrl(pracovisko, ZVOLEN));
    const outside = await fetch(featureInfoUrl(okres, VIEDEN));

    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(viaProxy.text).toContain('<es:nazov>Zvolen</es:nazov>');
    expect(await direct.text()).toContain('<es:nazov>Správa CHKO Poľana</es:nazov>');
    expect(await outside.text()).not.toContain('featureMember');
  });

  it('draws the imported polygons as a PNG for GetMap', async () => {
    const res = await fetch(
      `${api.origin}/local-wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=okres&STYLES=&CRS=EPSG:3857&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE&BBOX=1878516,6261721,2504688,6887893`,
    );
    const png = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(1000);
  });

  it('answers an OGC service exception to an unknown layer', async () => {
    const res = await fetch(`${api.origin}/local-wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=tajne&CRS=EPSG:3857&BBOX=0,0,1,1&WIDTH=1&HEIGHT=1`);
    expect(await res.text()).toContain('LayerNotDefined');
  });
});
