/**
 * Local mode's WMS 1.3.0 endpoint: these machines have no internet, so the
 * overlays of shared/domain/map-layers.ts point here (localMapLayers) and a person can click through
 * every map flow offline. Served at LOCAL_WMS_PATH by `npm start`; layer names are the overlay ids.
 * - GetMap: PNG (sharp renders an SVG of the imported polygons), CRS EPSG:3857 or EPSG:4326 (lat,lon).
 * - GetFeatureInfo: GML (a wfs:FeatureCollection with kod and nazov per feature), the pixel I/J in the box.
 * - Anything else: an OGC ServiceExceptionReport.
 * Data: the polygons imported through `npm run import:codelist` (OKRES, KATASTRALNE_UZEMIE,
 * POLOVNY_REVIR, CHRANENE_UZEMIE, KRAJ, OBEC); 'pracovisko' draws the districts under the name of the
 * workplace the district→workplace table gives them. Layers without polygons answer empty.
 */
import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import sharp from 'sharp';
import { type CiselnikGeometria, ciselnikGeometriaRepo } from '../../functions/data/ciselnik-geometria-repo';
import { ciselnikRepo } from '../../functions/data/ciselnik-repo';
import { readDataset } from '../../functions/data/dataset-stamp';
import { organizaciaRepo } from '../../functions/data/organizacia-repo';
import { LOCAL_WMS_PATH, type LayerField } from '@shared/domain/map-layers';
import { OKRES_PRACOVISKO } from '@shared/domain/okres-pracovisko';

export { LOCAL_WMS_PATH };

/** Which code-list polygons each overlay shows. */
const SOURCE: Record<LayerField, string | null> = {
  pracovisko: 'OKRES',
  chraneneUzemie: 'CHRANENE_UZEMIE',
  parcelaC: null,
  parcelaE: null,
  polovnyRevir: 'POLOVNY_REVIR',
  katastralneUzemie: 'KATASTRALNE_UZEMIE',
  obec: 'OBEC',
  okres: 'OKRES',
  kraj: 'KRAJ',
};
const COLOR: Record<LayerField, string> = {
  pracovisko: '#00703c',
  chraneneUzemie: '#4c2c92',
  parcelaC: '#000000',
  parcelaE: '#000000',
  polovnyRevir: '#b58840',
  katastralneUzemie: '#d53880',
  obec: '#1d70b8',
  okres: '#d4351c',
  kraj: '#0b0c0c',
};

interface Feature {
  geometria: CiselnikGeometria;
  kod: string;
  nazov: string;
}

/** The polygons of a type with their names, kept per process and re-read when the type's stamp moves. */
async function polygons(typ: string): Promise<CiselnikGeometria[]> {
  return readDataset({
    dataset: `CISELNIK#${typ}`,
    key: 'local-wms',
    trustMs: 2000,
    load: async () => ciselnikGeometriaRepo.getMany(typ, (await ciselnikGeometriaRepo.listBboxes(typ)).map((b) => b.uuid)),
  });
}

async function features(layer: LayerField): Promise<Feature[]> {
  const typ = SOURCE[layer];
  if (!typ) return [];
  const list = await polygons(typ);
  const items = new Map((await ciselnikRepo.listByType(typ, { activeOnly: true, trustMs: 2000 })).map((i) => [i.uuid, i]));
  const orgs = layer === 'pracovisko' ? new Map((await organizaciaRepo.listAll({ trustMs: 2000 })).map((o) => [o.kod, o])) : null;
  const out: Feature[] = [];
  for (const g of list) {
    const item = items.get(g.uuid);
    if (!item) continue;
    if (orgs) {
      const org = orgs.get(OKRES_PRACOVISKO[g.kod] ?? '');
      if (org?.platnost) out.push({ geometria: g, kod: org.kod, nazov: org.nazov });
    } else out.push({ geometria: g, kod: g.kod, nazov: item.label });
  }
  return out;
}

const isLayer = (s: string): s is LayerField => Object.hasOwn(SOURCE, s);
const R = 6378137;
const mercator = (lon: number, lat: number): [number, number] => [
  (lon * Math.PI * R) / 180,
  R * Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360)),
];
const toLonLat = (x: number, y: number): [number, number] => [(x / R) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI)];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function exception(res: http.ServerResponse, code: string, text: string) {
  res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ServiceExceptionReport version="1.3.0" xmlns="http://www.opengis.net/ogc"><ServiceException code="${code}">${esc(text)}</ServiceException></ServiceExceptionReport>`,
  );
}

/** BBOX in the request's CRS → [minX, minY, maxX, maxY] in that CRS's x,y (EPSG:4326 in 1.3.0 is lat,lon: swapped here). */
function readBox(q: Map<string, string>): { crs: '3857' | '4326'; box: [number, number, number, number] } | null {
  const crs = q.get('CRS')?.toUpperCase();
  const n = (q.get('BBOX') ?? '').split(',').map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v))) return null;
  if (crs === 'EPSG:3857') return { crs: '3857', box: [n[0], n[1], n[2], n[3]] };
  if (crs === 'EPSG:4326') return { crs: '4326', box: [n[1], n[0], n[3], n[2]] };
  return null;
}

export async function handleLocalWms(_req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const q = new Map([...url.searchParams].map(([k, v]) => [k.toUpperCase(), v]));
  const request = q.get('REQUEST')?.toLowerCase();
  if (q.get('SERVICE')?.toUpperCase() !== 'WMS' || q.get('VERSION') !== '1.3.0') return exception(res, 'InvalidParameterValue', 'SERVICE=WMS a VERSION=1.3.0');
  const layers = (q.get(request === 'getfeatureinfo' ? 'QUERY_LAYERS' : 'LAYERS') ?? '').split(',').filter(Boolean);
  const unknown = layers.find((l) => !isLayer(l));
  if (!layers.length || unknown) return exception(res, 'LayerNotDefined', `Neznáma vrstva ${unknown ?? ''}`);
  const width = Number(q.get('WIDTH'));
  const height = Number(q.get('HEIGHT'));
  const area = readBox(q);
  if (!area || !(width > 0 && width <= 4096 && height > 0 && height <= 4096)) return exception(res, 'InvalidParameterValue', 'CRS, BBOX, WIDTH, HEIGHT');
  const [minX, minY, maxX, maxY] = area.box;
  const project = (lon: number, lat: number): [number, number] => (area.crs === '3857' ? mercator(lon, lat) : [lon, lat]);

  if (request === 'getfeatureinfo') {
    const i = Number(q.get('I'));
    const j = Number(q.get('J'));
    if (!Number.isInteger(i) || !Number.isInteger(j) || i < 0 || j < 0 || i >= width || j >= height) return exception(res, 'InvalidPoint', 'I, J');
    const x = minX + ((i + 0.5) / width) * (maxX - minX);
    const y = maxY - ((j + 0.5) / height) * (maxY - minY);
    const point = area.crs === '3857' ? toLonLat(x, y) : ([x, y] as [number, number]);
    const members: string[] = [];
    for (const layer of layers as LayerField[]) {
      for (const f of await features(layer)) {
        const b = f.geometria.bbox;
        if (point[0] < b[0] || point[0] > b[2] || point[1] < b[1] || point[1] > b[3]) continue;
        if (!booleanPointInPolygon(point, f.geometria.geometria)) continue;
        members.push(`<gml:featureMember><es:${layer} fid="${layer}.${esc(f.kod)}"><es:kod>${esc(f.kod)}</es:kod><es:nazov>${esc(f.nazov)}</es:nazov></es:${layer}></gml:featureMember>`);
      }
    }
    res.writeHead(200, { 'content-type': 'application/vnd.ogc.gml; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs" xmlns:gml="http://www.opengis.net/gml" xmlns:es="urn:evidencia-skod:local-wms">${members.join('')}</wfs:FeatureCollection>`,
    );
    return;
  }

  if (request === 'getmap') {
    const paths: string[] = [];
    for (const layer of layers as LayerField[]) {
      const d: string[] = [];
      for (const f of await features(layer)) {
        const [bx0, by0] = project(f.geometria.bbox[0], f.geometria.bbox[1]);
        const [bx1, by1] = project(f.geometria.bbox[2], f.geometria.bbox[3]);
        if (bx1 < minX || bx0 > maxX || by1 < minY || by0 > maxY) continue;
        const rings = f.geometria.geometria.type === 'Polygon' ? f.geometria.geometria.coordinates : f.geometria.geometria.coordinates.flat();
        for (const ring of rings) {
          d.push(
            `M${ring
              .map(([lon, lat]) => {
                const [px, py] = project(lon, lat);
                return `${(((px - minX) / (maxX - minX)) * width).toFixed(1)} ${(((maxY - py) / (maxY - minY)) * height).toFixed(1)}`;
              })
              .join('L')}Z`,
          );
        }
      }
      if (d.length) paths.push(`<path d="${d.join('')}" fill="${COLOR[layer]}" fill-opacity="0.08" stroke="${COLOR[layer]}" stroke-width="2" fill-rule="evenodd"/>`);
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paths.join('')}</svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    res.end(png);
    return;
  }
  return exception(res, 'OperationNotSupported', 'GetMap, GetFeatureInfo');
}

/** `npm start`'s handler for the local server's `extra` list. */
export const localWms = { prefix: LOCAL_WMS_PATH, handle: handleLocalWms };

/**
 * Local mode only: when no district boundaries were imported yet, imports the reference file
 * (../shared/data/slovakia/sk_okresy_simplified.geojson) so that workplace detection works offline
 * at once. Returns the number of polygons imported (0 when they were there or the file is missing).
 */
export async function ensureLocalDistricts(file = path.resolve('../shared/data/slovakia/sk_okresy_simplified.geojson')): Promise<number> {
  if ((await ciselnikGeometriaRepo.listBboxes('OKRES')).length > 0 || !existsSync(file)) return 0;
  const { importCodelist } = await import('../import-codelist');
  const result = await importCodelist({ typ: 'OKRES', text: readFileSync(file, 'utf8'), format: 'geojson', partial: true });
  return result.errors.length ? 0 : result.geometrie;
}
