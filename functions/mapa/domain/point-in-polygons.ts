/**
 * Which imported polygons of a code-list type hold a point (ACCESS_PATTERNS 8g/8h): the bounding
 * boxes of the type (one query, kept per process and re-read after the type's change stamp moves),
 * then only the polygons whose box holds the point (kept per process the same way), then
 * @turf/boolean-point-in-polygon.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { type CiselnikGeometria, ciselnikGeometriaRepo } from '../../data/ciselnik-geometria-repo';
import { readDataset } from '../../data/dataset-stamp';

export interface PointHit {
  uuid: string;
  kod: string;
}

const inBox = (b: readonly number[], lon: number, lat: number) => lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3];

export async function polygonsAtPoint(o: { typ: string; lat: number; lon: number; trustMs: number }): Promise<PointHit[]> {
  const dataset = `CISELNIK#${o.typ}` as const;
  const boxes = await readDataset({ dataset, key: 'geometria-bbox', trustMs: o.trustMs, load: () => ciselnikGeometriaRepo.listBboxes(o.typ) });
  const candidates = boxes.filter((b) => inBox(b.bbox, o.lon, o.lat));
  if (candidates.length === 0) return [];
  // polygons are large; a point's candidates are few (1–3 districts, a handful of cadastral areas)
  const polygons = await Promise.all(
    candidates.map((c) =>
      readDataset<CiselnikGeometria | null>({ dataset, key: `geometria:${c.uuid}`, trustMs: o.trustMs, load: () => ciselnikGeometriaRepo.get(o.typ, c.uuid) }),
    ),
  );
  const point: [number, number] = [o.lon, o.lat];
  return polygons
    .filter((p): p is CiselnikGeometria => p !== null && booleanPointInPolygon(point, p.geometria))
    .map((p) => ({ uuid: p.uuid, kod: p.kod }));
}
