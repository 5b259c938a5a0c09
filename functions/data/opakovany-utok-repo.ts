/**
 * Repeat attacks (docs/access-patterns.md G1–G4): the spatial index of cases with a place, the mark
 * of a case that raised an alert, the once-a-day e-mail guard of a cluster, and the administrator's
 * parameters. The index items are written by the notification and event repositories in the record's
 * own transaction (`geoIndex.changeActions`), like their list rows.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GeoPripad, OpakovanyUtokNastavenie } from '@shared/domain/opakovany-utok';
import ngeohash from 'ngeohash';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transaction';

/**
 * Geohash precision of the index partitions: a cell is 39.1 × 19.5 km at the equator, ≈ 26 × 19.5 km
 * at Slovakia's 48–49.6° N, so a 5 km circle touches 1–4 cells (precision 5, 3.2 × 4.9 km, would need
 * 9–16 Queries for the same circle) and a partition holds a region's cases of all years, read by a
 * date range of its sort key.
 */
export const GEO_PRESNOST = 4;
/** Km per degree of latitude (turf's mean Earth radius). */
const KM_PER_DEGREE = 111.19508;

type Place = { lokalitaGpsSirka?: number; lokalitaGpsDlzka?: number; datumVznikuSkody: string; uuid: string; kod: string };
const hasPlace = <T extends Place>(r: T): r is T & { lokalitaGpsSirka: number; lokalitaGpsDlzka: number } =>
  typeof r.lokalitaGpsSirka === 'number' && typeof r.lokalitaGpsDlzka === 'number';

/** The index entry of a notification (no species: a notification never knows it), or null without a place. */
export function oznamenieGeo(o: Place & { uzemnePrislusnePracoviskoId?: string }): GeoPripad | null {
  if (!hasPlace(o)) return null;
  return {
    typ: 'OZNAMENIE',
    uuid: o.uuid,
    kod: o.kod,
    pripadId: o.uuid,
    datum: o.datumVznikuSkody.slice(0, 10),
    lat: o.lokalitaGpsSirka,
    lng: o.lokalitaGpsDlzka,
    ...(o.uzemnePrislusnePracoviskoId ? { pracoviskoId: o.uzemnePrislusnePracoviskoId } : {}),
  };
}

/** The index entry of a damage event (species from its final statement), or null without a place. */
export function skodovaUdalostGeo(
  e: Place & { oznamenieId?: string; uzemnePrislusnaSopId?: string; zaverecneStanovisko?: { povodcaSkodyId?: string } },
): GeoPripad | null {
  if (!hasPlace(e)) return null;
  const druhId = e.zaverecneStanovisko?.povodcaSkodyId;
  return {
    typ: 'SKODOVA_UDALOST',
    uuid: e.uuid,
    kod: e.kod,
    pripadId: e.oznamenieId ?? e.uuid,
    datum: e.datumVznikuSkody.slice(0, 10),
    lat: e.lokalitaGpsSirka,
    lng: e.lokalitaGpsDlzka,
    ...(druhId ? { druhId } : {}),
    ...(e.uzemnePrislusnaSopId ? { pracoviskoId: e.uzemnePrislusnaSopId } : {}),
  };
}

const keyOf = (p: GeoPripad) => keys.geoPripad(ngeohash.encode(p.lat, p.lng, GEO_PRESNOST), p.datum, p.typ, p.uuid);

/** Whether two entries say the same (a save that moved nothing the clustering reads). */
export const sameGeo = (a: GeoPripad | null, b: GeoPripad | null): boolean => JSON.stringify(a) === JSON.stringify(b);

export const geoIndex = {
  /**
   * Transaction parts keeping a record's index item equal to the record: Delete the old item when its
   * key moved (place, date) or the place is gone, Put the new one on every save – so a record written
   * before the index existed gets its item on its next save (the lazy backfill; the operator script
   * `npm run opakovane-utoky:obnovit` does all at once).
   */
  changeActions(before: GeoPripad | null, after: GeoPripad | null): TransactItem[] {
    const out: TransactItem[] = [];
    const old = before ? keyOf(before) : null;
    const next = after ? keyOf(after) : null;
    if (old && (!next || old.pk !== next.pk || old.sk !== next.sk)) out.push({ Delete: { TableName: tableName(), Key: old } });
    if (after && next) out.push({ Put: { TableName: tableName(), Item: { ...next, entity: 'GEO_PRIPAD', ...after } } });
    return out;
  },

  /** The index item as a plain write (the operator backfill's BatchWriteItem). */
  item: (p: GeoPripad): Record<string, unknown> => ({ ...keyOf(p), entity: 'GEO_PRIPAD', ...p }),

  /**
   * Cases with damage dates in [od, to] in the geohash cells that the bounding box of the circle
   * touches (one Query per cell, all at once, strongly consistent: a case saved a moment ago counts).
   * Exact distances are the caller's filter.
   */
  async near(center: { lat: number; lng: number }, polomerKm: number, od: string, to: string): Promise<GeoPripad[]> {
    const dLat = polomerKm / KM_PER_DEGREE;
    const dLng = polomerKm / (KM_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180));
    const cells = ngeohash.bboxes(center.lat - dLat, center.lng - dLng, center.lat + dLat, center.lng + dLng, GEO_PRESNOST);
    const pages = await Promise.all(
      cells.map((cell) =>
        queryAll<Record<string, unknown>>({
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :od AND :do',
          ExpressionAttributeValues: { ':pk': keys.geoPripad(cell, '', '', '').pk, ':od': od, ':do': `${to}#\uffff` },
          ProjectionExpression: 'typ, #uuid, kod, pripadId, datum, lat, lng, druhId, pracoviskoId',
          ExpressionAttributeNames: { '#uuid': 'uuid' },
          ConsistentRead: true,
        }),
      ),
    );
    return pages.flat() as unknown as GeoPripad[];
  },
};

/** A case's stored alert (G2). */
export interface ZnackaItem {
  typ: GeoPripad['typ'];
  /** The cluster's key (its earliest case). */
  zhluk: string;
  pocet: number;
  zistene: string;
}

export const opakovanyUtokRepo = {
  async putZnacka(uuid: string, z: ZnackaItem): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.opakovanyUtokZnacka(uuid), entity: 'OPAKOVANY_UTOK', ...z } }));
  },
  async deleteZnacka(uuid: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.opakovanyUtokZnacka(uuid) }));
  },
  /** Which of these cases carry a mark (the ≤ 20 rows of a list page: one BatchGetItem). */
  async oznacene(uuids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unique = [...new Set(uuids)];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string }> | undefined = {
        [tableName()]: { Keys: unique.slice(i, i + 100).map((u) => keys.opakovanyUtokZnacka(u)), ProjectionExpression: 'pk' },
      };
      while (request && Object.keys(request).length) {
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
        for (const item of out.Responses?.[tableName()] ?? []) found.add(String(item.pk).slice('OPAKOVANY_UTOK#'.length));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return found;
  },

  /**
   * Claims the day's e-mail of a cluster to a workplace: true once, false for every later claim the
   * same day (Put `attribute_not_exists`; TTL a week).
   */
  async claimMail(den: string, pracoviskoId: string, zhluk: string): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.opakovanyUtokMail(den, pracoviskoId, zhluk), entity: 'OPAKOVANY_UTOK_MAIL', expiresAt: Math.floor(Date.now() / 1000) + 7 * 86400 },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },

  async getNastavenie(): Promise<(OpakovanyUtokNastavenie & { version: number }) | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.opakovanyUtokNastavenie(), ConsistentRead: true }));
    if (!out.Item) return null;
    return { predvolene: out.Item.predvolene, druhy: out.Item.druhy ?? [], version: Number(out.Item.version) };
  },

  /** Saves the parameters conditional on the version the screen loaded (0: never saved); false when stale. */
  async saveNastavenie(n: OpakovanyUtokNastavenie, expectedVersion: number): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.opakovanyUtokNastavenie(), entity: 'NASTAVENIE', predvolene: n.predvolene, druhy: n.druhy, version: expectedVersion + 1 },
          ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
          ...(expectedVersion === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expectedVersion } }),
        }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },
};
