/**
 * Per-year projection rows of a staff list (ARCHITECTURE §4; ACCESS_PATTERNS 13, 13a, E1, E1a), one
 * machinery for every list that uses it (notifications, damage events):
 *
 * - a compact ROW item in the record's own item collection (`sk = LIST`, or the config's row sk) carries the gsi2 keys
 *   `<LIST>#<year>` / `<date>#<uuid>`; the list reads one gsi2 partition per year;
 * - a per-year COUNTER item (`ADD v 1` on every row write of the year, `ADD n ±1` when a row enters
 *   or leaves the year) in the same transaction as the row. `v` validates the per-process cache of a
 *   year's rows; `n` is the year's row count, so a list sorted by the partition date can give its
 *   total and pick the years of the page shown without reading the other years;
 * - the per-process year cache (a warm Lambda keeps each year's rows until the year's counter moves).
 *
 * Counters written before the row count existed have `v` but no trusted `n` (`w`, the writes since
 * counting began, is below `v`): such a year is read when it is asked for, and the first read that
 * sees a counter that has not moved for COUNT_SETTLE_MS (the index has caught up) stores the counted
 * rows as `n` with `c = true`, conditional on `v` being unchanged – an explicit, race-safe migration
 * in place. `n` is trusted where `c = true` or `w = v` (the counter was created with the count).
 */
import { BatchGetCommand, type BatchGetCommandOutput, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import type { TransactItem } from './transaction';

/** How one list spells its row, index and counter keys and its compact row attributes. */
export interface YearRowsConfig<E, R> {
  /** Name in logs and the per-process cache. */
  name: string;
  /** The row item's own key (in the record's collection). */
  rowKey: (uuid: string) => { pk: string; sk: string };
  /** gsi2 keys of a row: partition per year, sort key `<date>#<uuid>`. */
  listKey: (year: string, date: string, uuid: string) => { gsi2pk: string; gsi2sk: string };
  /** The year's counter item. */
  counterKey: (year: string) => { pk: string; sk: string };
  /** The date (yyyy-MM-dd…) the list is partitioned and sorted by. */
  date: (e: E) => string;
  uuid: (e: E) => string;
  /** Short row attributes (no keys). */
  attributes: (e: E) => Record<string, unknown>;
  /** Attribute names the list query projects (besides sk and gsi2sk). */
  projection: readonly string[];
  /** Row from a stored item; `date` and `uuid` come from gsi2sk. */
  fromItem: (item: Record<string, unknown>, date: string, uuid: string) => R;
}

export interface YearCounter {
  /** Change counter (cache validation). */
  v: number;
  /** Row count of the year, when trusted. */
  n?: number;
  /** Time (ms) of the last change, when the writer recorded it. */
  t?: number;
}

/** Read capacity consumed by list reads since the last reset, all lists together (benchmarks, tests). */
export const listCapacity = { units: 0, queries: 0 };

/** A year's rows are trusted 2 s after a change (gsi2 is eventually consistent), else 60 s. */
const TRUST_AFTER_CHANGE_MS = 2_000;
const TRUST_MS = 60_000;
/** Rows above which a year is read as four quarters in parallel (≈ one 1 MB query page). */
const SPLIT_ROWS = 2_000;
/** A legacy counter is counted in place only when it has not moved for this long. */
export const COUNT_SETTLE_MS = 10_000;

const caches: Map<number, { v: number; rows: unknown[]; expires: number }>[] = [];
/** Empties the per-year caches of every list (a new process; benchmarks measure cold requests with it). */
export const resetYearCaches = () => {
  for (const c of caches) c.clear();
};

const yearOf = (date: string) => date.slice(0, 4);

export function yearRows<E, R>(cfg: YearRowsConfig<E, R>) {
  const cache = new Map<number, { v: number; rows: R[]; expires: number }>();
  caches.push(cache as Map<number, { v: number; rows: unknown[]; expires: number }>);

  /**
   * Counter action: `ADD v 1, w 1, n delta`, `t` = now. `w` counts the writes since counting began: on a
   * counter created by this code `w = v` and `n` is exact; a legacy counter has `v > w` until it is counted.
   */
  const counterUpdate = (year: string, delta: number): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: cfg.counterKey(year),
      UpdateExpression: 'ADD v :one, w :one, n :delta SET t = :now',
      ExpressionAttributeValues: { ':one': 1, ':delta': delta, ':now': Date.now() },
    },
  });

  const rowPut = (e: E): TransactItem => ({
    Put: { TableName: tableName(), Item: { ...cfg.rowKey(cfg.uuid(e)), ...cfg.listKey(yearOf(cfg.date(e)), cfg.date(e), cfg.uuid(e)), ...cfg.attributes(e) } },
  });

  async function readCounters(years: readonly number[]): Promise<Map<number, YearCounter>> {
    const counters = new Map<number, YearCounter>();
    for (let i = 0; i < years.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [tableName()]: { Keys: years.slice(i, i + 100).map((y) => cfg.counterKey(String(y))) },
      };
      while (request && Object.keys(request).length) {
        const out: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request, ReturnConsumedCapacity: 'TOTAL' }));
        for (const c of out.ConsumedCapacity ?? []) listCapacity.units += c.CapacityUnits ?? 0;
        for (const item of out.Responses?.[tableName()] ?? []) {
          const year = years.find((y) => cfg.counterKey(String(y)).pk === item.pk);
          if (year === undefined) continue;
          const v = Number(item.v ?? 0);
          const trusted = item.c === true || Number(item.w ?? -1) === v;
          counters.set(year, { v, ...(trusted ? { n: Number(item.n ?? 0) } : {}), t: typeof item.t === 'number' ? item.t : undefined });
        }
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return counters;
  }

  const projected = ['sk', 'gsi2sk', ...cfg.projection];
  /** The row items' sort key: the index may hold other items of the same partition name, never with this sk. */
  const rowSk = cfg.rowKey('').sk;
  /** Rows of one date range of a year's partition (all pages). */
  async function queryRange(year: number, range?: [string, string]): Promise<R[]> {
    const rows: R[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          KeyConditionExpression: range ? 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to' : 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': cfg.listKey(String(year), '', '').gsi2pk, ...(range ? { ':from': range[0], ':to': range[1] } : {}) },
          // every name through a placeholder: short names may be reserved words ('do')
          ProjectionExpression: projected.map((_, i) => `#p${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(projected.map((n, i) => [`#p${i}`, n])),
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey,
        }),
      );
      listCapacity.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      listCapacity.queries += 1;
      for (const i of out.Items ?? []) {
        if (i.sk !== rowSk) continue;
        const sk = String(i.gsi2sk);
        const hash = sk.lastIndexOf('#');
        rows.push(cfg.fromItem(i, sk.slice(0, hash), sk.slice(hash + 1)));
      }
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return rows;
  }

  /**
   * A year's rows. A large year (its counter says more than SPLIT_ROWS rows, i.e. more than one 1 MB
   * query page) is read as four quarters at once: the pages of one query follow each other, the
   * quarters do not wait for each other.
   */
  async function queryYear(year: number, expected?: number): Promise<R[]> {
    if (!expected || expected <= SPLIT_ROWS) return queryRange(year);
    const y = String(year);
    // contiguous key ranges: every sort key of the partition falls into exactly one
    const quarters: [string, string][] = [
      ['0', `${y}-03\uffff`],
      [`${y}-04`, `${y}-06\uffff`],
      [`${y}-07`, `${y}-09\uffff`],
      [`${y}-10`, '\uffff'],
    ];
    return (await Promise.all(quarters.map((q) => queryRange(year, q)))).flat();
  }

  /** Stores the counted rows of a legacy counter (no trusted n) once the index has caught up. */
  async function settleCount(year: number, counter: YearCounter, count: number): Promise<void> {
    if (counter.n !== undefined) return;
    if (typeof counter.t === 'number' && Date.now() - counter.t < COUNT_SETTLE_MS) return;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cfg.counterKey(String(year)),
          UpdateExpression: 'SET n = :n, c = :true',
          ConditionExpression: 'v = :v',
          ExpressionAttributeValues: { ':n': count, ':true': true, ':v': counter.v },
        }),
      );
    } catch (err) {
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    }
  }

  return {
    name: cfg.name,
    /** Row + counter actions for a transaction that moves a record from `before` to `after` (null = absent). */
    changeActions(before: E | null, after: E | null): TransactItem[] {
      const out: TransactItem[] = [];
      if (after) out.push(rowPut(after));
      else if (before) out.push({ Delete: { TableName: tableName(), Key: cfg.rowKey(cfg.uuid(before)) } });
      const deltas = new Map<string, number>();
      if (before) deltas.set(yearOf(cfg.date(before)), (deltas.get(yearOf(cfg.date(before))) ?? 0) - 1);
      if (after) deltas.set(yearOf(cfg.date(after)), (deltas.get(yearOf(cfg.date(after))) ?? 0) + 1);
      for (const [year, delta] of deltas) out.push(counterUpdate(year, delta));
      return out;
    },

    /** The years' counters (one BatchGetItem per 100 years); a year without a counter has no rows. */
    counters: readCounters,

    /**
     * Rows of the given years through the process cache: a year is queried only when its counter moved,
     * its cached rows expired, or it was never read. `counters` from `counters()` when already read.
     */
    async rows(years: readonly number[], known?: Map<number, YearCounter>): Promise<R[][]> {
      const counters = known ?? (await readCounters(years));
      const now = Date.now();
      const stale = years.filter((y) => {
        const c = counters.get(y);
        if (!c) return false; // no counter: the year never had a row
        const hit = cache.get(y);
        return !hit || hit.v !== c.v || hit.expires < now;
      });
      for (let i = 0; i < stale.length; i += 8) {
        await Promise.all(
          stale.slice(i, i + 8).map(async (y) => {
            const c = counters.get(y) as YearCounter;
            const previous = cache.get(y);
            const rows = await queryYear(y, c.n);
            cache.set(y, { v: c.v, rows, expires: Date.now() + (previous && previous.v !== c.v ? TRUST_AFTER_CHANGE_MS : TRUST_MS) });
            await settleCount(y, c, rows.length);
          }),
        );
      }
      return years.map((y) => (counters.has(y) ? (cache.get(y)?.rows ?? []) : []));
    },

    /** Whether this process holds the year's rows for the counter value `v` (tests, benchmarks). */
    cached: (year: number, v: number) => cache.get(year)?.v === v,
  };
}

export type YearRows<E, R> = ReturnType<typeof yearRows<E, R>>;

/** The reading half of a list's rows (what the domain list helpers need). */
export interface YearRowsReader<R> {
  name: string;
  counters(years: readonly number[]): Promise<Map<number, YearCounter>>;
  rows(years: readonly number[], known?: Map<number, YearCounter>): Promise<R[][]>;
}
