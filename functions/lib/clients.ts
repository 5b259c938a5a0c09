/**
 * The DynamoDB client, created once per Lambda container (module scope): the AWS SDK v3 document
 * client (@aws-sdk/lib-dynamodb) over @aws-sdk/client-dynamodb, bundled into each route.
 *
 * Every route reads the table, so this module holds only DynamoDB; the S3 client is in ./s3.ts and
 * reaches only the bundles of routes that handle files (a route's Lambda carries what it imports:
 * `npm run bench:cold`).
 *
 * Retries, backoff, the retry quota, idempotency tokens (TransactWriteItems' ClientRequestToken,
 * reused across retries) and endpoints (partitions, FIPS, AWS_ENDPOINT_URL_DYNAMODB) are the SDK's
 * own defaults in AWS. Against DynamoDB Local (DYNAMODB_ENDPOINT) fewer attempts keep tests short.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let ddb: DynamoDBDocumentClient | undefined;
const resets = new Set<() => void>();

/** Keys for the local emulators when the shell has none (they check the signature's shape, not the key). */
export function emulatorCredentials(endpoint: string | undefined) {
  if (!endpoint || (process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY)) return undefined;
  return { accessKeyId: 'local', secretAccessKey: 'local' };
}

/** Socket timeouts of both clients: a connection that does not open in 2 s or answer in 10 s is retried. */
export const REQUEST_HANDLER_OPTIONS = { connectionTimeout: 2000, requestTimeout: 10000 };

export function dynamo(): DynamoDBDocumentClient {
  if (!ddb) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const base = new DynamoDBClient({
      region: AWS_REGION,
      endpoint: DYNAMODB_ENDPOINT,
      credentials: emulatorCredentials(DYNAMODB_ENDPOINT),
      ...(DYNAMODB_ENDPOINT ? { maxAttempts: 2 } : {}),
      requestHandler: REQUEST_HANDLER_OPTIONS,
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
  ddb?.destroy();
  ddb = undefined;
  for (const reset of resets) reset();
}

export const tableName = () => env().TABLE_NAME;
