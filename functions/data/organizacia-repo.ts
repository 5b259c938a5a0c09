import { randomUUID } from 'node:crypto';
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Organizacia } from '../../shared/api/organizacie';
import { sortBySk } from '../../shared/format/collation';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';

export interface OrganizaciaItem extends Organizacia {
  version: number;
}

const toOrganizacia = (item: Record<string, unknown>): OrganizaciaItem => stripKeys(item) as unknown as OrganizaciaItem;

export const organizaciaRepo = {
  /** All organisations (a few hundred at most), sorted by name in Slovak collation. */
  async listAll(): Promise<OrganizaciaItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.organizacieAll().gsi1pk },
    });
    return sortBySk(items.map(toOrganizacia), (o) => o.nazov);
  },
  async getMany(uuids: readonly string[]): Promise<OrganizaciaItem[]> {
    const unique = [...new Set(uuids)];
    const found: OrganizaciaItem[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [tableName()]: { Keys: unique.slice(i, i + 100).map((u) => keys.organizacia(u)) },
      };
      while (request && Object.keys(request).length) {
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...((out.Responses?.[tableName()] ?? []) as Record<string, unknown>[]).map(toOrganizacia));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return found;
  },
  /** Creates an organisation (seed and the later settings screens). */
  async create(data: Omit<Organizacia, 'uuid'> & { uuid?: string }): Promise<OrganizaciaItem> {
    const org: OrganizaciaItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1 };
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.organizacia(org.uuid), ...keys.organizacieAll(), gsi1sk: org.kod, entity: 'ORGANIZACIA', ...org },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return org;
  },
};
