/**
 * Polygons of code-list items (cadastral areas, hunting districts, protected areas, districts).
 *
 * One record per item (`keys.ciselnikGeometria`), apart from the item itself so that code-list
 * queries stay small, plus a compact bounding-box row per item in one partition per type
 * (`keys.ciselnikGeometriaBbox`) for point look-ups: read the rows, keep those whose box holds the
 * point, then read only those polygons. The geometry is stored as GeoJSON text (compact, and the
 * 400 KB item limit counts its bytes exactly); the import keeps it under GEOMETRIA_MAX_BYTES.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { batchWriteAll, mapLimit } from './batch';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';

/** GeoJSON Polygon or MultiPolygon, WGS 84 [lon, lat]. */
export type PolygonGeometry = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
/** [minLon, minLat, maxLon, maxLat] */
export type Bbox = [number, number, number, number];

/** Safe size of the stored geometry text: DynamoDB items are ≤ 400 KB including the other attributes. */
export const GEOMETRIA_MAX_BYTES = 300_000;

export interface CiselnikGeometria {
  typ: string;
  /** uuid of the code-list item */
  uuid: string;
  kod: string;
  geometria: PolygonGeometry;
  bbox: Bbox;
  /** True when the import simplified the polygon to fit GEOMETRIA_MAX_BYTES. */
  zjednodusena: boolean;
  /** Douglas–Peucker tolerance in degrees used for the simplification (only when simplified). */
  tolerancia?: number;
  /** Bytes of the geometry text as given (coordinates rounded to 6 decimals) and as stored. */
  povodnaVelkost: number;
  velkost: number;
  /** ISO time of the import that wrote it. */
  importovana: string;
}

export interface CiselnikGeometriaBbox {
  uuid: string;
  kod: string;
  bbox: Bbox;
}

export const ciselnikGeometriaRepo = {
  /** The polygon of one item, or null. */
  async get(typ: string, uuid: string): Promise<CiselnikGeometria | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.ciselnikGeometria(typ, uuid) }));
    return out.Item ? fromItem(out.Item) : null;
  },

  /** The polygons of several items (BatchGetItem, 40 keys per request: 40 × 300 KB stays under the 16 MB response limit). */
  async getMany(typ: string, uuids: readonly string[]): Promise<CiselnikGeometria[]> {
    const chunks: string[][] = [];
    for (let i = 0; i < uuids.length; i += 40) chunks.push(uuids.slice(i, i + 40));
    const found = await mapLimit(chunks, 4, async (chunk) => {
      const items: Record<string, unknown>[] = [];
      let keysLeft: Record<string, unknown>[] = chunk.map((uuid) => keys.ciselnikGeometria(typ, uuid));
      for (let attempt = 0; keysLeft.length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysLeft } } }));
        items.push(...(out.Responses?.[tableName()] ?? []));
        keysLeft = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
      }
      return items;
    });
    return found.flat().map(fromItem);
  },

  /** Bounding boxes of every stored polygon of a type (≈100 B each). */
  async listBboxes(typ: string): Promise<CiselnikGeometriaBbox[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.ciselnikGeometriaBbox(typ, '').pk, ':sk': keys.ciselnikGeometriaBbox(typ, '').sk },
    });
    return items.map((i) => ({ uuid: i.uuid as string, kod: i.kod as string, bbox: i.bbox as Bbox }));
  },

  /** Writes (replaces) the polygons and their bounding-box rows. Returns the number written. */
  async putMany(items: readonly CiselnikGeometria[]): Promise<number> {
    await batchWriteAll(
      items.flatMap((g) => [
        {
          PutRequest: {
            Item: { ...keys.ciselnikGeometria(g.typ, g.uuid), entity: 'CISELNIK_GEOMETRIA', ...g, geometria: JSON.stringify(g.geometria) },
          },
        },
        {
          PutRequest: { Item: { ...keys.ciselnikGeometriaBbox(g.typ, g.uuid), entity: 'CISELNIK_GEOMETRIA_BBOX', uuid: g.uuid, kod: g.kod, bbox: g.bbox } },
        },
      ]),
    );
    return items.length;
  },

  /** Removes the polygons of the given items (absent ones are ignored). */
  async deleteMany(typ: string, uuids: readonly string[]): Promise<void> {
    await batchWriteAll(
      uuids.flatMap((uuid) => [{ DeleteRequest: { Key: keys.ciselnikGeometria(typ, uuid) } }, { DeleteRequest: { Key: keys.ciselnikGeometriaBbox(typ, uuid) } }]),
    );
  },
};

function fromItem(raw: Record<string, unknown>): CiselnikGeometria {
  const item = stripKeys(raw) as unknown as Omit<CiselnikGeometria, 'geometria'> & { geometria: string };
  return { ...item, geometria: JSON.parse(item.geometria) as PolygonGeometry };
}
