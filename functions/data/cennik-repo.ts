/**
 * Price-list versions (docs/access-patterns.md C1–C5). One partition per type: the head (`HLAVA`, the
 * last version number given) and one item per version with its rows inline. A type's versions are
 * kept per process (functions/lib/read-cache.ts, dataset `CENNIK#<TYP>`) and read again only when
 * the type's change stamp moved; every write bumps it as the last action of its transaction.
 */
import { randomUUID } from 'node:crypto';
import type { CennikRiadok, CennikTyp } from '@shared/domain/cennik';
import { tableName } from '../lib/clients';
import { type Dataset, readDataset, writeDataset } from './dataset-stamp';
import { keys, stripKeys } from './keys';
import { readPartition } from './query';
import { TransactConditionFailed, type TransactItems } from './transaction';
import { WriteError } from './write-error';

export interface CennikOsoba {
  uuid: string;
  meno: string;
  priezvisko: string;
}

/** A row as stored: its own uuid (kept across versions for the same key) and its attributes. */
export type CennikRiadokItem = CennikRiadok & { uuid: string };

export interface CennikVerziaItem {
  uuid: string;
  typ: CennikTyp;
  cisloVerzie: number;
  /** yyyy-mm-dd */
  platnostOd: string;
  /** ISO timestamp */
  datumVytvorenia: string;
  vytvoril?: CennikOsoba;
  polozky: CennikRiadokItem[];
  /** A damaged item was priced with it: it can no longer be removed. */
  pouzita?: boolean;
  /** Bumped by every change of the rows (optimistic lock of 'Pridať položku'). */
  revizia: number;
}

/** A type's versions as kept per process. */
export interface CennikData {
  /** The last version number ever given (removed versions included; numbers are never reused). */
  posledneCislo: number;
  /** Sorted by number, i.e. by start. */
  verzie: CennikVerziaItem[];
}

const dataset = (typ: string): Dataset => `CENNIK#${typ}`;

const writeTransaction = (typ: string, items: TransactItems) => writeDataset(dataset(typ), items);

export const cennikRepo = {
  /**
   * All versions of a type sorted by number (= by start: a new version always starts after the
   * newest) and the last number given. `trustMs`: how long a kept copy is served without reading its
   * stamp (0 for staff screens; the pricing look-up trusts it briefly, see get-verzia-platna.ts).
   */
  load(typ: CennikTyp, { trustMs = 0 }: { trustMs?: number } = {}): Promise<CennikData> {
    return readDataset({
      dataset: dataset(typ),
      trustMs,
      load: async () => {
        const raw = await readPartition(keys.cennikHlava(typ).pk);
        const head = raw.find((i) => i.sk === keys.cennikHlava(typ).sk);
        const verzie = raw.filter((i) => String(i.sk).startsWith('VERZIA#')).map((i) => stripKeys(i) as unknown as CennikVerziaItem);
        return { posledneCislo: Number(head?.posledneCislo ?? 0), verzie };
      },
    });
  },

  /**
   * Adds the next version. `expectedLast` is the last version number the caller validated against
   * (0 when none was ever given): a version created meanwhile by someone else fails the head's
   * condition and the call throws 'conflict'.
   */
  async create(v: {
    typ: CennikTyp;
    expectedLast: number;
    platnostOd: string;
    vytvoril?: CennikOsoba;
    polozky: CennikRiadokItem[];
    now?: Date;
  }): Promise<CennikVerziaItem> {
    const item: CennikVerziaItem = {
      uuid: randomUUID(),
      typ: v.typ,
      cisloVerzie: v.expectedLast + 1,
      platnostOd: v.platnostOd,
      datumVytvorenia: (v.now ?? new Date()).toISOString(),
      vytvoril: v.vytvoril,
      polozky: v.polozky,
      revizia: 1,
    };
    const head = keys.cennikHlava(v.typ);
    try {
      await writeTransaction(v.typ, [
        {
          Update: {
            TableName: tableName(),
            Key: head,
            UpdateExpression: 'SET posledneCislo = :next',
            ConditionExpression: v.expectedLast === 0 ? 'attribute_not_exists(posledneCislo)' : 'posledneCislo = :last',
            ExpressionAttributeValues: { ':next': item.cisloVerzie, ...(v.expectedLast === 0 ? {} : { ':last': v.expectedLast }) },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.cennikVerzia(v.typ, item.cisloVerzie), entity: 'CENNIK_VERZIA', ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError('conflict');
      throw err;
    }
    return item;
  },

  /** Replaces the rows of a version, conditional on the revision the caller read (stale → 'conflict'). */
  async replaceRows(current: CennikVerziaItem, polozky: CennikRiadokItem[]): Promise<void> {
    try {
      await writeTransaction(current.typ, [
        {
          Update: {
            TableName: tableName(),
            Key: keys.cennikVerzia(current.typ, current.cisloVerzie),
            UpdateExpression: 'SET polozky = :p, revizia = :next',
            ConditionExpression: 'attribute_exists(pk) AND revizia = :rev',
            ExpressionAttributeValues: { ':p': polozky, ':rev': current.revizia, ':next': current.revizia + 1 },
          },
        },
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError('conflict');
      throw err;
    }
  },

  /**
   * Removes a version that has not started by `today` and that no damaged item used; both are
   * conditions of the delete itself (no race with an item being priced or a day passing).
   */
  async remove(typ: CennikTyp, cisloVerzie: number, today: string): Promise<void> {
    try {
      await writeTransaction(typ, [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.cennikVerzia(typ, cisloVerzie),
            ConditionExpression: 'attribute_exists(pk) AND platnostOd > :today AND (attribute_not_exists(pouzita) OR pouzita = :false)',
            ExpressionAttributeValues: { ':today': today, ':false': false },
          },
        },
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError('notRemovable');
      throw err;
    }
  },

  /** Marks a version as used by a damaged item (from then on it cannot be removed); 'missing' when it was removed. */
  async markUsed(typ: CennikTyp, cisloVerzie: number): Promise<void> {
    try {
      await writeTransaction(typ, [
        {
          Update: {
            TableName: tableName(),
            Key: keys.cennikVerzia(typ, cisloVerzie),
            UpdateExpression: 'SET pouzita = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true },
          },
        },
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError('missing');
      throw err;
    }
  },
};
