/**
 * Read log (citanie): who read which record holding personal data, when and through which route.
 * Never the data itself – only record uuids, the staff login and the route key.
 *
 * One request writes, in one BatchWriteItem per 25 items:
 * - `CITANIE#<day>` / `<at>#<request>`: the request (who, route, the uuids it showed) – a day's reads;
 * - `CITANIE_ENTITA#<uuid>` / `<at>#<request>`: one pointer per record shown – who read this record.
 * Items expire (TTL) after READ_LOG_DAYS: the log is itself personal data of the staff.
 */
import { randomUUID } from 'node:crypto';
import { batchWriteAll } from './batch';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';

/**
 * Five years: the limitation period for claims from unlawful processing (Civil Code §106: three
 * years objective for damage is the usual bar; an inspection by the Office for Personal Data
 * Protection may ask about the previous five) – a person asking who saw their data is answered for
 * every year the record may still be questioned.
 */
export const READ_LOG_DAYS = 5 * 366;

/** Most uuids one request's day item carries (a list page is ≤ 100 rows). */
const MAX_IDS = 200;

export interface CitanieRecord {
  at: string;
  login: string;
  pouzivatelUuid?: string;
  route: string;
  requestId?: string;
}

export interface CitanieZaznam extends CitanieRecord {
  entityIds: string[];
}

const itemsOf = (rec: CitanieZaznam) => {
  const sortable = `${rec.at}#${rec.requestId || randomUUID()}`;
  const expiresAt = Math.floor(Date.parse(rec.at) / 1000) + READ_LOG_DAYS * 86400;
  const { entityIds, ...who } = rec;
  const ids = [...new Set(entityIds)].slice(0, MAX_IDS);
  return [
    { PutRequest: { Item: { ...keys.citanie(rec.at.slice(0, 10), sortable), entity: 'CITANIE', ...who, entityIds: ids, expiresAt } } },
    ...ids.map((id) => ({ PutRequest: { Item: { ...keys.citanieEntity(id, sortable), entity: 'CITANIE_ENTITA', ...who, entityId: id, expiresAt } } })),
  ];
};

export const citanieRepo = {
  /** Writes the reads of several requests in batches of 25 items (idempotent: a repeated line rewrites the same items). */
  async writeMany(recs: readonly CitanieZaznam[]): Promise<void> {
    await batchWriteAll(recs.flatMap(itemsOf));
  },

  /** Who read one record, oldest first. */
  async listByEntity(entityId: string): Promise<(CitanieRecord & { entityId: string })[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.citanieEntity(entityId, '').pk },
    });
    return items.map((i) => stripKeys(i) as unknown as CitanieRecord & { entityId: string });
  },

  /** Every read of one day (UTC), oldest first. */
  async listByDay(day: string): Promise<CitanieZaznam[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.citanie(day, '').pk },
    });
    return items.map((i) => stripKeys(i) as unknown as CitanieZaznam);
  },
};
