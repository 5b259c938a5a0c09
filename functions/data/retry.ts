/**
 * Retrying DynamoDB operations that failed only because of a concurrent transaction.
 *
 * Throttling (ProvisionedThroughputExceededException, ThrottlingException) is retried by the AWS SDK
 * itself with exponential backoff and its retry quota (lib/clients.ts); once it gives up, the HTTP
 * wrapper answers a Slovak 503. A transaction conflict is not retried by the SDK: a single write that meets a running
 * transaction on the same item fails with TransactionConflictException, and a transaction that meets
 * another one is cancelled with the reason TransactionConflict. Neither wrote anything, so the same
 * request can simply be sent again. Hand-written (a few lines) to keep a dependency out of every
 * Lambda bundle.
 */
import { isTransactionConflict } from '../lib/errors';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** First back-off; doubles each time, with full jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `op`, repeating it after a growing random pause while it fails with a transaction conflict. */
export async function retryOnConflict<T>(op: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 5, baseDelayMs = 25, maxDelayMs = 1000 } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (attempt >= attempts || !isTransactionConflict(err)) throw err;
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
    }
  }
}
