/**
 * The DynamoDB client, created once per Lambda container (module scope).
 *
 * Every route reads the table, so this module holds only DynamoDB; the S3 client is in ./s3.ts and
 * reaches only the bundles of routes that handle files (a route's Lambda carries what it imports:
 * `npm run bench:cold`).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let ddb: DynamoDBDocumentClient | undefined;
const resets = new Set<() => void>();

export function dynamo(): DynamoDBDocumentClient {
  if (!ddb) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      endpoint: DYNAMODB_ENDPOINT,
      maxAttempts: DYNAMODB_ENDPOINT ? 2 : 3,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 10000 },
    });
    ddb = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
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
