/** AWS SDK clients, created once per Lambda container (module scope). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;

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

export function s3Client(): S3Client {
  if (!s3) {
    const { S3_ENDPOINT, AWS_REGION } = env();
    s3 = new S3Client({ region: AWS_REGION, endpoint: S3_ENDPOINT, forcePathStyle: Boolean(S3_ENDPOINT) });
  }
  return s3;
}

/** Forget clients (tests switch endpoints/tables between files). */
export function resetClients() {
  ddb = undefined;
  s3 = undefined;
}

export const tableName = () => env().TABLE_NAME;
