/**
 * The public data files under /otvorene-data/ (shared/api/skody-v-cislach.ts) served by the local
 * server from the local S3's public data bucket – the store the job writes, as CloudFront serves them
 * from the S3 bucket in AWS: GET and HEAD only, the object's own content type, cache and download
 * headers, 404 for a file the job has not written yet. No database is read.
 */
import type http from 'node:http';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { OTVORENE_DATA_KEY_PREFIX, OTVORENE_DATA_PREFIX } from '@shared/api/skody-v-cislach';
import { SECURITY_HEADERS } from '@shared/security-headers';

export function localPublicData(options: { internalEndpoint: string; bucket: string }) {
  const client = new S3Client({
    endpoint: options.internalEndpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  /** Requests answered (the bench counts that a visit reaches nothing else). */
  const stats = { requests: 0 };
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    stats.requests++;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const name = url.pathname.slice(OTVORENE_DATA_PREFIX.length);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[a-z0-9.-]+$/.test(name)) {
      res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
      return;
    }
    try {
      const o = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: `${OTVORENE_DATA_KEY_PREFIX}${name}` }));
      const body = Buffer.from(await (o.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      const headers: http.OutgoingHttpHeaders = {
        'content-type': o.ContentType ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': o.CacheControl ?? 'no-cache',
      };
      if (o.ContentDisposition) headers['content-disposition'] = o.ContentDisposition;
      if (o.ETag) headers.etag = o.ETag;
      if (o.LastModified) headers['last-modified'] = o.LastModified.toUTCString();
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      if (!(e instanceof NoSuchKey) && (e as { name?: string }).name !== 'NoSuchKey') throw e;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end();
    }
  }
  return { prefix: OTVORENE_DATA_PREFIX, handle, stats, stop: () => client.destroy() };
}
