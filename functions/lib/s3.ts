/**
 * The uploads bucket's S3 client (AWS SDK v3 @aws-sdk/client-s3), created once per Lambda container.
 * Imported only by the modules that handle files (./uploads.ts), so routes without files do not
 * carry the S3 SDK. Locally S3_ENDPOINT is the emulator (path-style addressing).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { emulatorCredentials, onResetClients, REQUEST_HANDLER_OPTIONS } from './clients';
import { env } from './env';

let s3: S3Client | undefined;
onResetClients(() => {
  s3?.destroy();
  s3 = undefined;
});

export function s3Client(): S3Client {
  if (!s3) {
    const { S3_ENDPOINT, AWS_REGION } = env();
    s3 = new S3Client({
      region: AWS_REGION,
      endpoint: S3_ENDPOINT,
      forcePathStyle: Boolean(S3_ENDPOINT),
      credentials: emulatorCredentials(S3_ENDPOINT),
      ...(S3_ENDPOINT ? { maxAttempts: 2 } : {}),
      requestHandler: REQUEST_HANDLER_OPTIONS,
    });
  }
  return s3;
}
