import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';

/** Runs a Query to the end (all pages). For bounded partitions only (code lists, organisations…). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    items.push(...((out.Items ?? []) as T[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every item of one partition, strongly consistent (the partition of a read-mostly dataset: a price list, a formula). */
export const readPartition = (pk: string) =>
  queryAll<Record<string, unknown>>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });

/** One page of a Query (for searches that show the first N matches only). */
export async function queryPage<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const out = await dynamo().send(new QueryCommand({ ...input, TableName: tableName() }));
  return (out.Items ?? []) as T[];
}
