/**
 * Formula versions and the decree's worked cases (docs/access-patterns.md V1–V4). One partition per
 * priced category: the head (`HLAVA`: the last version number given, the revision of the cases),
 * one item per version (its parameters, its sign-off) and one per worked case. Read-mostly like the
 * price lists: kept per process and read again only when the category's change stamp moved.
 */
import { randomUUID } from 'node:crypto';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { tableName } from '../lib/clients';
import type { CennikOsoba } from './cennik-repo';
import { type Dataset, readDataset, writeDataset } from './dataset-stamp';
import { keys, stripKeys } from './keys';
import { readPartition } from './query';
import { TransactConditionFailed, type TransactItems } from './transaction';
import { WriteError } from './write-error';

export interface VzorecOverenieItem {
  pouzivatelUuid?: string;
  meno: string;
  /** yyyy-mm-dd */
  datum: string;
  referencia: string;
  /** The case revision the sign-off saw (all of them passed). */
  pripadyRevizia: number;
}

export interface VzorecVerziaItem {
  kategoria: PredmetSkodyKategoria;
  cisloVerzie: number;
  /** yyyy-mm-dd */
  platnostOd: string;
  parametre: Record<string, number>;
  /** ISO timestamp */
  datumVytvorenia: string;
  vytvoril?: CennikOsoba;
  overenie?: VzorecOverenieItem;
  /** A damaged item was priced with it. */
  pouzita?: boolean;
}

export interface VzorecPripadItem {
  uuid: string;
  nazov: string;
  atributy: Record<string, string>;
  hodnoty: Record<string, number>;
  ocakavanaSuma: number;
  datumVytvorenia: string;
  vytvoril?: CennikOsoba;
}

export interface VzorecData {
  posledneCislo: number;
  pripadyRevizia: number;
  /** Sorted by number, i.e. by start. */
  verzie: VzorecVerziaItem[];
  /** Sorted by creation. */
  pripady: VzorecPripadItem[];
}

const dataset = (k: string): Dataset => `VZOREC#${k}`;

async function write(k: string, items: TransactItems): Promise<void> {
  try {
    await writeDataset(dataset(k), items);
  } catch (err) {
    if (err instanceof TransactConditionFailed) throw new WriteError('conflict');
    throw err;
  }
}

/** The head's update: the version counter and/or the case revision, each conditional on what the caller read. */
function headUpdate(k: string, set: { posledneCislo?: [number, number]; pripadyRevizia?: [number, number] }): TransactItems[number] {
  const parts: string[] = [];
  const conds: string[] = [];
  const values: Record<string, number> = {};
  for (const [name, pair] of Object.entries(set)) {
    if (!pair) continue;
    const [expected, next] = pair;
    parts.push(`${name} = :${name}Next`);
    values[`:${name}Next`] = next;
    if (expected === 0) conds.push(`(attribute_not_exists(${name}) OR ${name} = :${name}Zero)`);
    else conds.push(`${name} = :${name}Last`);
    values[expected === 0 ? `:${name}Zero` : `:${name}Last`] = expected;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.vzorecHlava(k),
      UpdateExpression: `SET ${parts.join(', ')}`,
      ConditionExpression: conds.join(' AND '),
      ExpressionAttributeValues: values,
    },
  };
}

export const vzorecRepo = {
  /** A category's versions and cases; `trustMs` as for price lists (0 for staff screens). */
  load(kategoria: PredmetSkodyKategoria, { trustMs = 0 }: { trustMs?: number } = {}): Promise<VzorecData> {
    return readDataset({
      dataset: dataset(kategoria),
      trustMs,
      load: async () => {
        const raw = await readPartition(keys.vzorecHlava(kategoria).pk);
        const head = raw.find((i) => i.sk === 'HLAVA');
        const verzie = raw.filter((i) => String(i.sk).startsWith('VERZIA#')).map((i) => stripKeys(i) as unknown as VzorecVerziaItem);
        const pripady = raw
          .filter((i) => String(i.sk).startsWith('PRIPAD#'))
          .map((i) => stripKeys(i) as unknown as VzorecPripadItem)
          .sort((a, b) => a.datumVytvorenia.localeCompare(b.datumVytvorenia));
        return { posledneCislo: Number(head?.posledneCislo ?? 0), pripadyRevizia: Number(head?.pripadyRevizia ?? 0), verzie, pripady };
      },
    });
  },

  /** Adds the next version; another version created since `expectedLast` was read → 'conflict'. */
  async createVerzia(v: Omit<VzorecVerziaItem, 'cisloVerzie' | 'datumVytvorenia'> & { expectedLast: number; now?: Date }): Promise<VzorecVerziaItem> {
    const { expectedLast, now, ...rest } = v;
    const item: VzorecVerziaItem = { ...rest, cisloVerzie: expectedLast + 1, datumVytvorenia: (now ?? new Date()).toISOString() };
    await write(v.kategoria, [
      headUpdate(v.kategoria, { posledneCislo: [expectedLast, item.cisloVerzie] }),
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.vzorecVerzia(v.kategoria, item.cisloVerzie), entity: 'VZOREC_VERZIA', ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    return item;
  },

  /** Adds a worked case; the case revision moves (a sign-off prepared before it is stale). */
  async addPripad(kategoria: PredmetSkodyKategoria, p: Omit<VzorecPripadItem, 'uuid' | 'datumVytvorenia'> & { expectedRevizia: number }): Promise<VzorecPripadItem> {
    const { expectedRevizia, ...rest } = p;
    const item: VzorecPripadItem = { ...rest, uuid: randomUUID(), datumVytvorenia: new Date().toISOString() };
    await write(kategoria, [
      headUpdate(kategoria, { pripadyRevizia: [expectedRevizia, expectedRevizia + 1] }),
      { Put: { TableName: tableName(), Item: { ...keys.vzorecPripad(kategoria, item.uuid), entity: 'VZOREC_PRIPAD', ...item } } },
    ]);
    return item;
  },

  /** Removes a worked case (missing → 'conflict'); the case revision moves. */
  async removePripad(kategoria: PredmetSkodyKategoria, uuid: string, expectedRevizia: number): Promise<void> {
    await write(kategoria, [
      headUpdate(kategoria, { pripadyRevizia: [expectedRevizia, expectedRevizia + 1] }),
      { Delete: { TableName: tableName(), Key: keys.vzorecPripad(kategoria, uuid), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
  },

  /**
   * Signs a version off: only once, and only if the cases are still those the caller checked (the
   * head's case revision is a condition of the same transaction) → else 'conflict'.
   */
  async signOff(kategoria: PredmetSkodyKategoria, cisloVerzie: number, overenie: VzorecOverenieItem): Promise<void> {
    await write(kategoria, [
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.vzorecHlava(kategoria),
          ConditionExpression: overenie.pripadyRevizia === 0 ? 'attribute_not_exists(pripadyRevizia) OR pripadyRevizia = :rev' : 'pripadyRevizia = :rev',
          ExpressionAttributeValues: { ':rev': overenie.pripadyRevizia },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.vzorecVerzia(kategoria, cisloVerzie),
          UpdateExpression: 'SET overenie = :o',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(overenie)',
          ExpressionAttributeValues: { ':o': overenie },
        },
      },
    ]);
  },

  /** Marks a version as used by a damaged item (kept for the record of which amounts it priced). */
  async markUsed(kategoria: PredmetSkodyKategoria, cisloVerzie: number): Promise<void> {
    await write(kategoria, [
      {
        Update: {
          TableName: tableName(),
          Key: keys.vzorecVerzia(kategoria, cisloVerzie),
          UpdateExpression: 'SET pouzita = :true',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true },
        },
      },
    ]);
  },
};
