/**
 * Change stamps of read-mostly datasets (docs/access-patterns.md Z1): one small item per
 * dataset whose counter every write of the dataset bumps IN ITS OWN TRANSACTION, so that warm
 * processes can keep the dataset (functions/lib/read-cache.ts) and re-read it only after a change.
 *
 * A repository of a read-mostly dataset:
 *  - reads through `readDataset({ dataset, key, trustMs, load })`;
 *  - appends `stampBump(dataset)` to every write transaction of the dataset (last, so the indexes of
 *    the write's own actions in a cancellation stay as they were), then calls
 *    `afterDatasetWrite(dataset)` once the transaction succeeded.
 * The lead's code lists and the price-list versions use the same two calls.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, onResetClients, tableName } from '../lib/clients';
import { cachedRead, clearReadCache, invalidateReads, type Stamp } from '../lib/read-cache';
import { keys } from './keys';
import { type TransactItems, transactWrite } from './transaction';

// Kept values belong to the table they were read from: tests that switch tables reset the clients.
onResetClients(clearReadCache);

/** Datasets with a change stamp; the name is part of the stamp's key. */
export type Dataset = 'ORGANIZACIE' | 'STRANKY' | `CISELNIK#${string}` | `CENNIK#${string}` | `VZOREC#${string}`;

/** Transaction action: the dataset changed (counter +1, time of the change for the settle rule). */
export const stampBump = (dataset: Dataset): TransactItems[number] => ({
  Update: {
    TableName: tableName(),
    Key: keys.datasetStamp(dataset),
    UpdateExpression: 'ADD v :one SET zmenene = :now',
    ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
  },
});

/** The dataset's stamp, strongly consistent (1 read unit); 0 when it was never written. */
export async function readStamp(dataset: Dataset): Promise<Stamp> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.datasetStamp(dataset), ConsistentRead: true, ProjectionExpression: 'v, zmenene' }),
  );
  return { value: Number(out.Item?.v ?? 0), changedAt: out.Item?.zmenene === undefined ? undefined : Number(out.Item.zmenene) };
}

/** Reads (part of) a dataset through this process's cache, validated by the dataset's stamp. */
export function readDataset<T>(options: { dataset: Dataset; key?: string; trustMs: number; load: () => Promise<T> }): Promise<T> {
  return cachedRead({ ...options, stamp: () => readStamp(options.dataset) });
}

/** A write transaction of a dataset: its actions, then the stamp's bump; after success this process reads the dataset again. */
export async function writeDataset(dataset: Dataset, items: TransactItems): Promise<void> {
  await transactWrite([...items, stampBump(dataset)]);
  afterDatasetWrite(dataset);
}

/** After a successful write: this process's next read of the dataset checks its stamp. */
export const afterDatasetWrite = (dataset: Dataset) => invalidateReads(dataset);
