import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * BatchWriteItem in chunks of 25 with at most `concurrency` requests in flight; unprocessed items
 * are retried with exponential back-off. Not atomic: callers validate everything before writing.
 */
export async function batchWriteAll(requests: readonly WriteRequest[], { concurrency = 4 }: { concurrency?: number } = {}): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  await mapLimit(chunks, concurrency, async (chunk) => {
    let pending: Record<string, WriteRequest[]> | undefined = { [tableName()]: chunk };
    for (let attempt = 0; pending && Object.keys(pending).length; attempt++) {
      if (attempt > 8) throw new Error(`BatchWriteItem: ${pending[tableName()]?.length ?? 0} items still unprocessed after ${attempt} attempts`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = out.UnprocessedItems as typeof pending;
    }
  });
}
