/**
 * The one transaction helper: TransactWriteItems for changes that must not half-happen (≤ 100
 * actions), with the reason of each cancelled action for the repositories to map to a WriteError.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { retryOnConflict } from './retry';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
export type TransactItem = TransactItems[number];

/** Thrown when a condition of one of the actions failed; `failed[i]` is true for the failing action i. */
export class TransactConditionFailed extends Error {
  constructor(readonly failed: boolean[]) {
    super('transaction condition failed');
  }
}

/** Runs the items atomically; a cancellation by a concurrent transaction alone is retried (nothing was written). */
export async function transactWrite(items: TransactItems): Promise<void> {
  try {
    await retryOnConflict(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      const reasons = err.CancellationReasons ?? [];
      const failed = items.map((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
      if (failed.some(Boolean)) throw new TransactConditionFailed(failed);
    }
    throw err;
  }
}
