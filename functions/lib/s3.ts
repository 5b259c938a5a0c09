/**
 * The uploads bucket's S3 client, created once per Lambda container. Imported only by the modules
 * that handle files (./uploads.ts). The client is the product's own small one (./s3/client.ts).
 */
import { credentialsFromEnv } from './aws/transport';
import { onResetClients } from './clients';
import { env } from './env';
import { S3Bucket } from './s3/client';

let s3: S3Bucket | undefined;
onResetClients(() => {
  s3 = undefined;
});

export function s3Client(): S3Bucket {
  if (!s3) {
    const { S3_ENDPOINT, AWS_REGION, UPLOADS_BUCKET } = env();
    s3 = new S3Bucket({
      bucket: UPLOADS_BUCKET,
      region: AWS_REGION,
      endpoint: S3_ENDPOINT,
      credentials: credentialsFromEnv(Boolean(S3_ENDPOINT)),
      maxAttempts: S3_ENDPOINT ? 2 : 3,
    });
  }
  return s3;
}
