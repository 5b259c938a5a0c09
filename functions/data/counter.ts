/** Atomic counters for human codes (e.g. OZN-2026-000123): never derived from counting rows. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';
import { retryOnConflict } from './retry';

/**
 * The next value of a counter. A transaction holding the counter item at the same moment makes the
 * increment fail without effect (TransactionConflict): it is sent again after a short random pause.
 */
export async function nextCounterValue(name: string): Promise<number> {
  const out = await retryOnConflict(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.counter(name),
        UpdateExpression: 'ADD #value :one',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return Number(out.Attributes?.value);
}

/** 'OZN', 2026, 123 → 'OZN-2026-000123' */
export function formatCode(prefix: string, year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

export async function nextYearlyCode(prefix: string, year: number): Promise<string> {
  return formatCode(prefix, year, await nextCounterValue(`${prefix}#${year}`));
}
