/**
 * The local S3 (scripts/local/s3.ts) mounted on the local server under /s3, the way `npm start`
 * runs it, for tests of the S3 emulator and of functions/lib/uploads.ts.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LocalS3, startLocalS3 } from '../local/s3';
import { createLocalServer } from '../local/server';

export interface S3TestServer {
  origin: string;
  s3: LocalS3;
  stop(): Promise<void>;
}

export async function startS3TestServer(bucket: string): Promise<S3TestServer> {
  let handler: LocalS3 | undefined;
  const server: http.Server = createLocalServer({ extra: [{ prefix: '/s3', handle: (req, res, url) => (handler as LocalS3).handle(req, res, url) }] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const s3 = await startLocalS3({ bucket, publicOrigin: origin });
  handler = s3;
  return {
    origin,
    s3,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await s3.stop();
    },
  };
}
