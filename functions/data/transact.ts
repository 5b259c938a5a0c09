/** TransactWriteItems for changes that must not half-happen (≤ 100 items). */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { retryOnConflict } from './retry';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs the items atomically; returns false when a condition failed or a concurrent transaction on
 * the same items kept winning (nothing was written by this call). A conflict is first retried.
 */
export async function transact(items: TransactItem[]): Promise<boolean> {
  try {
    await retryOnConflict(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
    return true;
  } catch (err) {
    if (err instanceof TransactionCanceledException && err.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict')) return false;
    throw err;
  }
}
