/**
 * The DynamoDB client, created once per Lambda container (module scope).
 *
 * Every route reads the table, so this module holds only DynamoDB; the S3 client is in ./s3.ts and
 * reaches only the bundles of routes that handle files (a route's Lambda carries what it imports:
 * `npm run bench:cold`). The client is the product's own small one (./dynamo/client.ts: why).
 */
import { DynamoClient } from './dynamo/client';
import { env } from './env';

let ddb: DynamoClient | undefined;
const resets = new Set<() => void>();

/** The credentials of the Lambda's role (the runtime puts them in the environment); 'local' for DynamoDB Local. */
function credentials(local: boolean) {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey, sessionToken };
  if (local) return { accessKeyId: 'local', secretAccessKey: 'local' };
  throw new Error('AWS credentials missing: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
}

export function dynamo(): DynamoClient {
  if (!ddb) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    ddb = new DynamoClient({
      region: AWS_REGION,
      endpoint: DYNAMODB_ENDPOINT,
      credentials: credentials(Boolean(DYNAMODB_ENDPOINT)),
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
