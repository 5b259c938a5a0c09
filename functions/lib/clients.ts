/**
 * The DynamoDB client, created once per Lambda container (module scope).
 *
 * Every route reads the table, so this module holds only DynamoDB; the S3 client is in ./s3.ts and
 * reaches only the bundles of routes that handle files (a route's Lambda carries what it imports:
 * `npm run bench:cold`). The client is the product's own small one (./dynamo/client.ts: why).
 */
import { credentialsFromEnv } from './aws/transport';
import { DynamoClient } from './dynamo/client';
import { env } from './env';

let ddb: DynamoClient | undefined;
const resets = new Set<() => void>();

export function dynamo(): DynamoClient {
  if (!ddb) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    ddb = new DynamoClient({
      region: AWS_REGION,
      endpoint: DYNAMODB_ENDPOINT,
      credentials: credentialsFromEnv(Boolean(DYNAMODB_ENDPOINT)),
      maxAttempts: DYNAMODB_ENDPOINT ? 2 : 3,
      connectionTimeoutMs: 2000,
      requestTimeoutMs: 10000,
    });
  }
  return ddb;
}

/** Other client modules (./s3.ts) register how they forget their client. */
export function onResetClients(reset: () => void) {
  resets.add(reset);
}

/** Forget clients (tests switch endpoints/tables between files). */
export function resetClients() {
  ddb = undefined;
  for (const reset of resets) reset();
}

export const tableName = () => env().TABLE_NAME;
