/**
 * The S3 client of the uploads bucket, created once per Lambda container. Imported only by the
 * modules that handle files (./uploads.ts), so routes without files do not carry the S3 SDK.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { onResetClients } from './clients';
import { env } from './env';

let s3: S3Client | undefined;
onResetClients(() => {
  s3 = undefined;
});

export function s3Client(): S3Client {
  if (!s3) {
    const { S3_ENDPOINT, AWS_REGION } = env();
    s3 = new S3Client({ region: AWS_REGION, endpoint: S3_ENDPOINT, forcePathStyle: Boolean(S3_ENDPOINT) });
  }
  return s3;
}
