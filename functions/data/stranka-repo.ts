import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Stranka } from '../../shared/api/stranky';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';

export const strankaRepo = {
  async get(kod: string): Promise<Stranka | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.stranka(kod) }));
    return out.Item ? (stripKeys(out.Item) as unknown as Stranka) : null;
  },
  /** Writes a page unless it exists (seed must never overwrite edited content). */
  async putIfAbsent(page: Omit<Stranka, 'zmenene'>): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.stranka(page.kod), entity: 'STRANKA', ...page, zmenene: new Date().toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },
};
