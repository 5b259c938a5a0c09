/**
 * Notifications (oznámenia) with their web snapshot, one item collection per notification:
 * OZNAMENIE (the record), WEBDATA (what the reporter sent, never changed); its photos and
 * attachments (FOTO#, PRILOHA#) are kept by subor-repo.ts.
 * The staff module (issue #4) extends this repository.
 */
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OznamenieStav, TypSkody } from '../../shared/domain/oznamenie';
import { dynamo, tableName } from '../lib/clients';
import { conflict, notFound } from '../lib/errors';
import { keys, stripKeys } from './keys';
import { organizaciaRepo } from './organizacia-repo';
import { type FotografiaItem, suborRepo } from './subor-repo';
import type { TransactItem } from './transact';
import { TransactConditionFailed, transactWrite } from './write-transaction';

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
}

/**
 * The compact list row (ACCESS_PATTERNS 13): short attribute names, uuid and datumOznamenia live in
 * the gsi2 sort key, so a row is ≈250 bytes and one read unit carries ≈16 rows.
 */
function rowItem(o: OznamenieItem): Record<string, unknown> {
  return {
    ...keys.oznamenieRow(o.uuid),
    ...keys.oznamenieList(o.datumOznamenia.slice(0, 4), o.datumOznamenia, o.uuid),
    k: o.kod,
    s: o.stav,
    dv: o.datumVznikuSkody,
    ...(o.poskodenyMeno ? { pm: o.poskodenyMeno } : {}),
    ...(o.skodovaUdalostId ? { su: o.skodovaUdalostId } : {}),
    ...(o.skodovaUdalostKod ? { suk: o.skodovaUdalostKod } : {}),
    ...(o.uzemnePrislusnePracoviskoId ? { pr: o.uzemnePrislusnePracoviskoId } : {}),
  };
}

function fromRow(i: Record<string, unknown>): OznamenieRowItem {
  const gsi2sk = String(i.gsi2sk);
  const hash = gsi2sk.indexOf('#');
  return {
    uuid: gsi2sk.slice(hash + 1),
    kod: String(i.k),
    stav: i.s as OznamenieStav,
    datumOznamenia: gsi2sk.slice(0, hash),
    datumVznikuSkody: String(i.dv),
    poskodenyMeno: i.pm as string | undefined,
    skodovaUdalostId: i.su as string | undefined,
    skodovaUdalostKod: i.suk as string | undefined,
    uzemnePrislusnePracoviskoId: i.pr as string | undefined,
  };
}

/** Transaction action that marks the list rows of a year as changed (cache validation, ACCESS_PATTERNS 13a). */
const yearBump = (datumOznamenia: string): TransactItem => ({
  Update: { TableName: tableName(), Key: keys.oznameniaRok(datumOznamenia.slice(0, 4)), UpdateExpression: 'ADD v :one', ExpressionAttributeValues: { ':one': 1 } },
});

/**
 * Rows of whole years kept in this (warm Lambda) process. Before use, one BatchGetItem reads the
 * change counters of the years asked for (0.5 read unit each); a year is read again only when its
 * counter moved. A year read right after a change is trusted for 2 s only (the index is eventually
 * consistent), any other for 60 s.
 */
const yearCache = new Map<number, { v: number; rows: OznamenieRowItem[]; expires: number }>();
/** Empties the per-year cache (benchmarks measure cold requests with it). */
export const resetListCache = () => yearCache.clear();

/** Why a versioned notification write failed. */
export class OznamenieWriteError extends Error {
  constructor(
    readonly reason: 'stale' | 'missing' | 'extra',
    /** Index of the failed extra action (e.g. the organisation reference). */
    readonly extraIndex = -1,
  ) {
    super(reason);
  }
}

/** Read capacity consumed by list queries since the last reset (benchmark, ReturnConsumedCapacity). */
export const listCapacity = { units: 0, queries: 0 };

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
      { Put: { TableName: tableName(), Item: rowItem(o) } },
      yearBump(o.datumOznamenia),
      // the notification references its workplace: the organisation cannot be deleted meanwhile
      ...(o.uzemnePrislusnePracoviskoId ? [organizaciaRepo.referenceChange(o.uzemnePrislusnePracoviskoId, 1, { anyValidity: true })] : []),
      { Put: { TableName: tableName(), Item: { ...keys.oznamenieWebData(o.uuid), entity: 'WEBDATA', ...webData }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...suborRepo.fotografie.newItems('OZNAMENIE', o.uuid, fotografie),
    ];
  },

  /** @deprecated Use `suborRepo.fotografie.list('OZNAMENIE', uuid)`; kept only until the PDF export moves to it. */
  listPhotos: (uuid: string): Promise<FotografiaItem[]> => suborRepo.fotografie.list('OZNAMENIE', uuid),

  async get(uuid: string): Promise<OznamenieItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenie(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as OznamenieItem) : null;
  },

  async getWebData(uuid: string): Promise<WebDataItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.oznamenieWebData(uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as WebDataItem) : null;
  },

  /** Creates an internal notification (no web data) with its list row. */
  async create(o: OznamenieItem): Promise<void> {
    await transactWrite([
      { Put: { TableName: tableName(), Item: { ...keys.oznamenie(o.uuid), ...keys.oznamenieKod(o.kod), entity: 'OZNAMENIE', ...o }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: rowItem(o) } },
      yearBump(o.datumOznamenia),
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
    const years = new Set([next.datumOznamenia.slice(0, 4), ...(before ? [before.datumOznamenia.slice(0, 4)] : [])]);
    const bumps = [...years].map((y) => yearBump(`${y}-01-01`));
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
        { Put: { TableName: tableName(), Item: rowItem(stored) } },
        ...bumps,
        ...extra,
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[0]) throw new OznamenieWriteError((await oznamenieRepo.get(next.uuid)) ? 'stale' : 'missing');
        const first = 2 + bumps.length;
        throw new OznamenieWriteError('extra', err.failed.findIndex((f, i) => i >= first && f) - first);
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
        { Delete: { TableName: tableName(), Key: keys.oznamenieRow(current.uuid) } },
        yearBump(current.datumOznamenia),
        ...extra,
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed && err.failed[0]) {
        throw new OznamenieWriteError((await oznamenieRepo.get(current.uuid)) ? 'stale' : 'missing');
      }
      throw err;
    }
  },

  /**
   * List rows of one year (ACCESS_PATTERNS 13), optionally only datumOznamenia within [from, to].
   * Reads only the compact row items; consumed read capacity is added to `listCapacity`.
   */
  async listYear(year: number, from?: string, to?: string): Promise<OznamenieRowItem[]> {
    const pk = keys.oznamenieList(String(year), '', '').gsi2pk;
    const values: Record<string, unknown> = { ':pk': pk };
    let condition = 'gsi2pk = :pk';
    if (from || to) {
      values[':from'] = from ?? `${year}-01-01`;
      values[':to'] = `${to ?? `${year}-12-31`}#\uffff`;
      condition += ' AND gsi2sk BETWEEN :from AND :to';
    }
    const rows: OznamenieRowItem[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          KeyConditionExpression: condition,
          ExpressionAttributeValues: values,
          ProjectionExpression: 'sk, gsi2sk, k, s, dv, pm, su, suk, pr',
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey,
        }),
      );
      listCapacity.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      listCapacity.queries += 1;
      // only row items (a notification record itself never carries gsi2 keys)
      for (const i of out.Items ?? []) if (i.sk === 'LIST') rows.push(fromRow(i));
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return rows;
  },

  /**
   * Rows of the given years through the process cache (see `yearCache`): one BatchGetItem of the
   * years' change counters, then a Query only for the years that changed or expired.
   */
  async listYears(years: readonly number[]): Promise<OznamenieRowItem[][]> {
    const counters = new Map<number, number>();
    for (let i = 0; i < years.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [tableName()]: { Keys: years.slice(i, i + 100).map((y) => keys.oznameniaRok(String(y))) },
      };
      while (request && Object.keys(request).length) {
        const out: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request, ReturnConsumedCapacity: 'TOTAL' }));
        for (const c of out.ConsumedCapacity ?? []) listCapacity.units += c.CapacityUnits ?? 0;
        for (const item of out.Responses?.[tableName()] ?? []) counters.set(Number(String(item.pk).split('#')[1]), Number(item.v ?? 0));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    const now = Date.now();
    const out: OznamenieRowItem[][] = [];
    const stale = years.filter((y) => {
      const hit = yearCache.get(y);
      return !hit || hit.v !== (counters.get(y) ?? 0) || hit.expires < now;
    });
    for (let i = 0; i < stale.length; i += 8) {
      await Promise.all(
        stale.slice(i, i + 8).map(async (y) => {
          const v = counters.get(y) ?? 0;
          const previous = yearCache.get(y);
          const rows = await oznamenieRepo.listYear(y);
          yearCache.set(y, { v, rows, expires: Date.now() + (previous && previous.v !== v ? 2_000 : 60_000) });
        }),
      );
    }
    for (const y of years) out.push(yearCache.get(y)?.rows ?? []);
    return out;
  },

  /**
   * Assigns an injured party (issue #5): poskodenyId, hasPoskodeny and the list display name, via
   * `save` (optimistic locking on the version just read, record and list row together), atomically
   * with the items `extra` builds from the current record. 404 missing, 409 changed meanwhile.
   */
  async assignPoskodeny(uuid: string, poskodenyId: string, poskodenyMeno: string, extra: (current: OznamenieItem) => TransactItem[] = () => []): Promise<OznamenieItem> {
    const current = await oznamenieRepo.get(uuid);
    if (!current) throw notFound();
    try {
      return await oznamenieRepo.save({ ...current, poskodenyId, hasPoskodeny: true, poskodenyMeno }, current.version, extra(current));
    } catch (err) {
      if (err instanceof OznamenieWriteError) throw err.reason === 'missing' ? notFound() : conflict();
      throw err;
    }
  },
};
