/**
 * `npm run skody-v-cislach` – rebuilds the public page 'Škody v číslach' on demand, as the scheduled
 * job does in AWS (functions/skody-v-cislach/domain/publikovat-skody-v-cislach.ts): reads the
 * statistics rows and writes the document and downloads into the public data bucket, which the local
 * server serves under /otvorene-data/. `npm start` runs it at every start.
 *
 * Uses the running local server's DynamoDB and S3 (DATA_DIR/local.json), else starts DynamoDB Local
 * and the local S3 on DATA_DIR itself; with DYNAMODB_ENDPOINT / an AWS table and S3_ENDPOINT or AWS
 * credentials it writes wherever those point (PUBLIC_DATA_BUCKET names the bucket).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectOperatorTable } from './local/operator-table';

const PUBLIC_DATA_BUCKET_LOCAL = 'evidencia-skod-public-data';

/** The local S3 of the running server, else one started on DATA_DIR (stop it when done). */
async function connectLocalS3(): Promise<{ stop?: () => Promise<void> }> {
  if (process.env.S3_ENDPOINT || process.env.TABLE_NAME?.startsWith('arn:')) return {};
  process.env.PUBLIC_DATA_BUCKET ??= PUBLIC_DATA_BUCKET_LOCAL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const marker = path.join(dataDir, 'local.json');
  if (existsSync(marker)) {
    const info = JSON.parse(readFileSync(marker, 'utf8')) as { pid: number; s3Endpoint?: string };
    try {
      process.kill(info.pid, 0);
      if (info.s3Endpoint) {
        process.env.S3_ENDPOINT = info.s3Endpoint;
        return {};
      }
    } catch {
      // not running: start our own below
    }
  }
  const { startLocalS3 } = await import('./local/s3');
  const s3 = await startLocalS3({
    dataDir: path.join(dataDir, 's3'),
    bucket: process.env.UPLOADS_BUCKET ?? 'evidencia-skod-uploads',
    otherBuckets: [process.env.PUBLIC_DATA_BUCKET],
    publicOrigin: 'http://127.0.0.1',
  });
  process.env.S3_ENDPOINT = s3.internalEndpoint;
  return { stop: s3.stop };
}

async function main(): Promise<void> {
  const table = await connectOperatorTable();
  const s3 = await connectLocalS3();
  try {
    const { publikovatSkodyVCislach } = await import('../functions/skody-v-cislach/domain/publikovat-skody-v-cislach');
    const v = await publikovatSkodyVCislach();
    console.log(`Škody v číslach: ${v.udalosti} udalostí, ${v.bunky} buniek mapy (${v.skryteBunky} skrytých pod 3 udalosti); zapísané: ${v.subory.join(', ')}.`);
  } catch (e) {
    console.error(`Škody v číslach sa nepodarilo zostaviť: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await s3.stop?.();
    await table.stop?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
