import { QueryCommand, type QueryCommandInput, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
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

/**
 * The uuids of every record of one kind (`pk = <prefix><uuid>`, `sk` fixed), a Scan page at a time –
 * for operator jobs only (the retention job, the statistics rebuild), never a request path.
 */
export async function scanRecordUuids(k: { pk: string; sk: string }, page: (uuids: string[]) => Promise<void>): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :sk AND begins_with(pk, :pk)',
        ExpressionAttributeValues: { ':sk': k.sk, ':pk': k.pk },
        ProjectionExpression: 'pk',
        ExclusiveStartKey,
      }),
    );
    await page((out.Items ?? []).map((i) => String(i.pk).slice(k.pk.length)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
