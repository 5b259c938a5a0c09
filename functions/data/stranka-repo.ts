import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Stranka } from '@shared/api/stranky';
import { dynamo, tableName } from '../lib/clients';
import { afterDatasetWrite, readDataset, stampBump } from './dataset-stamp';
import { keys, stripKeys } from './keys';
import { TransactConditionFailed, transactWrite } from './transaction';

async function loadPage(kod: string): Promise<Stranka | null> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.stranka(kod), ConsistentRead: true }));
  return out.Item ? Object.freeze(stripKeys(out.Item) as unknown as Stranka) : null;
}

export const strankaRepo = {
  /**
   * A page by its code, kept per process and re-read only after a change of any page (change stamp
   * STRANKY, bumped by every page write). `trustMs`: see functions/lib/read-cache.ts (0 by default;
   * the public pages pass PUBLIC_TRUST_MS).
   */
  async get(kod: string, options: { trustMs?: number } = {}): Promise<Stranka | null> {
    return readDataset({ dataset: 'STRANKY', key: kod, trustMs: options.trustMs ?? 0, load: () => loadPage(kod) });
  },
  /** Writes a page unless it exists (seed must never overwrite edited content). */
  async putIfAbsent(page: Omit<Stranka, 'zmenene'>): Promise<boolean> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.stranka(page.kod), entity: 'STRANKA', ...page, zmenene: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        stampBump('STRANKY'),
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed && err.failed[0]) return false;
      throw err;
    }
    afterDatasetWrite('STRANKY');
    return true;
  },
};
