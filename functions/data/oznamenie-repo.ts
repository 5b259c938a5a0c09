/**
 * Notifications (oznámenia) with their web snapshot, one item collection per notification:
 * OZNAMENIE (the record), WEBDATA (what the reporter sent, never changed); its photos and
 * attachments (FOTO#, PRILOHA#) are kept by subor-repo.ts.
 * The staff operations (functions/oznamenia) extend this repository.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OznamenieStav, TypSkody } from '@shared/domain/oznamenie';
import { dynamo, tableName } from '../lib/clients';
import { conflict, notFound } from '../lib/errors';
import { keys, stripKeys } from './keys';
import { geoIndex, oznamenieGeo } from './opakovany-utok-repo';
import { queryPage } from './query';
import { organizaciaRepo } from './organizacia-repo';
import { type FotografiaItem, suborRepo } from './subor-repo';
import type { TransactItem } from './transaction';
import { TransactConditionFailed, transactWrite } from './transaction';
import { listCapacity, resetYearCaches, yearRows } from './year-rows';
import { WriteError } from './write-error';

export interface OznamenieItem {
  uuid: string;
  kod: string;
  stav: OznamenieStav;
  isFromWeb: boolean;
  datumOznamenia: string;
  datumVznikuSkody: string;
  /** Absent on an internal notification until staff choose it. */
  typSkody?: TypSkody;
  popisSkody?: string;
  popisLokality?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
  obecId?: string;
  uzemnePrislusnePracoviskoId?: string;
  doplnkoveKontaktneInformacie?: string;
  vytvorilPouzivatel?: string;
  skodovaUdalostId?: string;
  /** Human code of the damage event created from this notification. */
  skodovaUdalostKod?: string;
  poskodenyId?: string;
  hasPoskodeny: boolean;
  /** Display name of the injured party for lists (from the web data until staff assign a party). */
  poskodenyMeno?: string;
  /** When the retention job anonymised the record's personal data (ISO time); set last, so a run that stopped before it repeats the record. */
  anonymizovane?: string;
  createdAt: string;
  version: number;
}

export type WebDataItem = { webOznamenieDetail: Record<string, unknown>; poskodeny: Record<string, unknown>; prijate: string };

/** One notification as the staff list sees it (built from its compact row item). */
export interface OznamenieRowItem {
  uuid: string;
  kod: string;
  stav: OznamenieStav;
  datumOznamenia: string;
  datumVznikuSkody: string;
  poskodenyMeno?: string;
  skodovaUdalostId?: string;
  skodovaUdalostKod?: string;
  uzemnePrislusnePracoviskoId?: string;
  /** The municipality the reporter named (shown on the list row). */
  obecId?: string;
}

/**
 * The compact list rows (ACCESS_PATTERNS 13, 13a) through the shared per-year machinery
 * (functions/data/year-rows.ts): short attribute names, uuid and datumOznamenia live in the gsi2 sort
 * key, so a row is ≈250 bytes and one read unit carries ≈16 rows. Keys never changed: rows written by every earlier version stay readable.
 */
export const oznamenieRows = yearRows<OznamenieItem, OznamenieRowItem>({
  name: 'OZNAMENIA',
  rowKey: keys.oznamenieRow,
  listKey: keys.oznamenieList,
  counterKey: keys.oznameniaRok,
  date: (o) => o.datumOznamenia,
  uuid: (o) => o.uuid,
  attributes: (o) => ({
    k: o.kod,
    s: o.stav,
    dv: o.datumVznikuSkody,
    ...(o.poskodenyMeno ? { pm: o.poskodenyMeno } : {}),
    ...(o.skodovaUdalostId ? { su: o.skodovaUdalostId } : {}),
    ...(o.skodovaUdalostKod ? { suk: o.skodovaUdalostKod } : {}),
    ...(o.uzemnePrislusnePracoviskoId ? { pr: o.uzemnePrislusnePracoviskoId } : {}),
    ...(o.obecId ? { ob: o.obecId } : {}),
  }),
  projection: ['k', 's', 'dv', 'pm', 'su', 'suk', 'pr', 'ob'],
  fromItem: (i, datumOznamenia, uuid) => ({
    uuid,
    kod: String(i.k),
    stav: i.s as OznamenieStav,
    datumOznamenia,
    datumVznikuSkody: String(i.dv),
    poskodenyMeno: i.pm as string | undefined,
    skodovaUdalostId: i.su as string | undefined,
    skodovaUdalostKod: i.suk as string | undefined,
    uzemnePrislusnePracoviskoId: i.pr as string | undefined,
    obecId: i.ob as string | undefined,
  }),
});

/** Empties the per-year caches (a new process; benchmarks measure cold requests with it). */
export const resetListCache = resetYearCaches;

/** Read capacity consumed by list queries since the last reset (benchmark, ReturnConsumedCapacity). */
export { listCapacity };

export const oznamenieRepo = {
  /** Transaction parts that create a notification with its web snapshot and photos (fails if it exists). */
  newItems(o: OznamenieItem, webData: WebDataItem, fotografie: FotografiaItem[]): TransactItem[] {
    return [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.oznamenie(o.uuid), ...keys.oznamenieKod(o.kod), entity: 'OZNAMENIE', ...o },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...oznamenieRows.changeActions(null, o),
      ...geoIndex.changeActions(null, oznamenieGeo(o)),
      // the notification references its workplace: the organisation cannot be deleted meanwhile
      ...(o.uzemnePrislusnePracoviskoId ? [organizaciaRepo.referenceChange(o.uzemnePrislusnePracoviskoId, 1, { anyValidity: true })] : []),
      { Put: { TableName: tableName(), Item: { ...keys.oznamenieWebData(o.uuid), entity: 'WEBDATA', ...webData }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...suborRepo.fotografie.newItems('OZNAMENIE', o.uuid, fotografie),
    ];
  },

  async get(uuid: string): Promise<OznamenieItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenie(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as OznamenieItem) : null;
  },

  /**
   * Replaces the party's data in what the reporter sent (anonymisation) and, when given, the photos'
   * file names the reporter chose (they may carry a name); the rest of the snapshot stays.
   */
  async anonymizeWebData(uuid: string, poskodeny: Record<string, unknown>, fotografie?: string[]): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oznamenieWebData(uuid),
        UpdateExpression: fotografie ? 'SET poskodeny = :p, webOznamenieDetail.fotografie = :f' : 'SET poskodeny = :p',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':p': poskodeny, ...(fotografie ? { ':f': fotografie } : {}) },
      }),
    ).catch((err) => {
      if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    });
  },

  /** The notification with this human code (gsi1, exact), or null. */
  async getByKod(kod: string): Promise<OznamenieItem | null> {
    const [item] = await queryPage<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.oznamenieKod(kod).gsi1pk, ':sk': keys.oznamenieKod(kod).gsi1sk },
      Limit: 1,
    });
    return item ? (stripKeys(item) as unknown as OznamenieItem) : null;
  },

  async getWebData(uuid: string): Promise<WebDataItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenieWebData(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as WebDataItem) : null;
  },

  /** Creates an internal notification (no web data) with its list row. */
  async create(o: OznamenieItem): Promise<void> {
    await transactWrite([
      { Put: { TableName: tableName(), Item: { ...keys.oznamenie(o.uuid), ...keys.oznamenieKod(o.kod), entity: 'OZNAMENIE', ...o }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...oznamenieRows.changeActions(null, o),
      ...geoIndex.changeActions(null, oznamenieGeo(o)),
    ]);
  },

  /**
   * Writes the whole notification and its list row, conditional on the version it was loaded with
   * (optimistic locking), plus `extra` actions of the same change (organisation references…).
   * Returns the stored item (version + 1).
   */
  async save(next: OznamenieItem, expectedVersion: number, extra: TransactItem[] = []): Promise<OznamenieItem> {
    const stored: OznamenieItem = { ...next, version: expectedVersion + 1 };
    const clean = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined && v !== null));
    const before = await oznamenieRepo.get(next.uuid);
    const rows = [...oznamenieRows.changeActions(before, stored), ...geoIndex.changeActions(before && oznamenieGeo(before), oznamenieGeo(stored))];
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.oznamenie(next.uuid), ...keys.oznamenieKod(next.kod), entity: 'OZNAMENIE', ...clean },
            ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': expectedVersion },
          },
        },
        ...rows,
        ...extra,
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[0]) throw new WriteError((await oznamenieRepo.get(next.uuid)) ? 'stale' : 'missing');
        const first = 1 + rows.length;
        throw new WriteError('extra', err.failed.findIndex((f, i) => i >= first && f) - first);
      }
      throw err;
    }
    return clean as unknown as OznamenieItem;
  },

  /** Deletes a notification (discard) if it is still in `stav` and unchanged, with its row (its files: functions/subory/domain/delete-owner-files.ts). */
  async delete(current: OznamenieItem, extra: TransactItem[] = []): Promise<void> {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.oznamenie(current.uuid),
            ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': current.version },
          },
        },
        ...oznamenieRows.changeActions(current, null),
        ...geoIndex.changeActions(oznamenieGeo(current), null),
        ...extra,
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed && err.failed[0]) {
        throw new WriteError((await oznamenieRepo.get(current.uuid)) ? 'stale' : 'missing');
      }
      throw err;
    }
  },

  /**
   * Assigns an injured party: poskodenyId, hasPoskodeny and the list display name, via
   * `save` (optimistic locking on the version just read, record and list row together), atomically
   * with the items `extra` builds from the current record. 404 missing, 409 changed meanwhile.
   */
  async assignPoskodeny(uuid: string, poskodenyId: string, poskodenyMeno: string, extra: (current: OznamenieItem) => TransactItem[] = () => []): Promise<OznamenieItem> {
    const current = await oznamenieRepo.get(uuid);
    if (!current) throw notFound();
    try {
      return await oznamenieRepo.save({ ...current, poskodenyId, hasPoskodeny: true, poskodenyMeno }, current.version, extra(current));
    } catch (err) {
      if (err instanceof WriteError) throw err.reason === 'missing' ? notFound() : conflict();
      throw err;
    }
  },
  /**
   * Transaction parts of a new internal notification (no web data) made from a damage event ('Začať
   * šetrenie'): the record (`attribute_not_exists`), its list row, the year bump and the
   * workplace reference (+1, any validity: the event already references it).
   */
  createItems(o: OznamenieItem): TransactItem[] {
    return [
      { Put: { TableName: tableName(), Item: { ...keys.oznamenie(o.uuid), ...keys.oznamenieKod(o.kod), entity: 'OZNAMENIE', ...o }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...oznamenieRows.changeActions(null, o),
      ...geoIndex.changeActions(null, oznamenieGeo(o)),
      ...(o.uzemnePrislusnePracoviskoId ? [organizaciaRepo.referenceChange(o.uzemnePrislusnePracoviskoId, 1, { anyValidity: true })] : []),
    ];
  },

  /**
   * Transaction parts of a state change of a notification written with another record (the damage
   * event's transitions): the record conditional on `current.version`, its list row and the
   * year bump. The notification date does not change here, so one year is bumped.
   */
  stateChangeItems(current: OznamenieItem, next: OznamenieItem): TransactItem[] {
    const stored: OznamenieItem = { ...next, version: current.version + 1 };
    const clean = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined && v !== null));
    return [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.oznamenie(next.uuid), ...keys.oznamenieKod(next.kod), entity: 'OZNAMENIE', ...clean },
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': current.version },
        },
      },
      ...oznamenieRows.changeActions(current, stored),
      ...geoIndex.changeActions(oznamenieGeo(current), oznamenieGeo(stored)),
    ];
  },
};
