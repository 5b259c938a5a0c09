import { describe, expect, it } from 'vitest';
import { checkPostPolicy } from '../../../scripts/local/s3';
import type { AwsRequest, AwsResponse } from '../aws/transport';
import { encodeKey, errorFromResponse, S3Bucket } from './client';

const CREDENTIALS = { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' };
const answer = (status: number, body = '', headers: AwsResponse['headers'] = {}): AwsResponse => ({ status, headers, body: Buffer.from(body) });
const xmlError = (code: string, message = 'm') => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function fake(answerOf: (r: AwsRequest, n: number) => AwsResponse, endpoint?: string) {
  const seen: AwsRequest[] = [];
  const bucket = new S3Bucket({ bucket: 'uploads', region: 'eu-central-1', endpoint, credentials: CREDENTIALS }, async (r) => {
    seen.push(r);
    return answerOf(r, seen.length - 1);
  });
  return { bucket, seen };
}

describe('S3 requests', () => {
  it('path-style under a custom endpoint, keys encoded segment by segment', async () => {
    const { bucket, seen } = fake(() => answer(200, 'abc'), 'http://localhost:3000/s3');
    expect((await bucket.getObject('tmp/s 1/fotka č.jpg', 'bytes=0-1')).toString()).toBe('abc');
    expect(seen[0]).toMatchObject({ operation: 'GetObject', method: 'GET', path: '/s3/uploads/tmp/s%201/fotka%20%C4%8D.jpg', headers: { Range: 'bytes=0-1' } });
    await bucket.copyObject('tmp/a b.jpg', 'oznamenia/x/a.jpg');
    expect(seen[1]).toMatchObject({
      method: 'PUT',
      path: '/s3/uploads/oznamenia/x/a.jpg',
      headers: { 'X-Amz-Copy-Source': '/uploads/tmp/a%20b.jpg', 'X-Amz-Metadata-Directive': 'COPY', 'Content-Length': '0' },
    });
  });

  it('virtual-hosted in AWS: the key is the whole path; URLs name the bucket’s host', () => {
    const { bucket } = fake(() => answer(200));
    const url = new URL(bucket.presignedGetUrl('tmp/a b.jpg', { expiresSeconds: 300, responseContentDisposition: 'attachment; filename="a b.jpg"' }));
    expect(url.origin).toBe('https://uploads.s3.eu-central-1.amazonaws.com');
    expect(url.pathname).toBe('/tmp/a%20b.jpg');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Expires': '300',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Security-Token': 'token',
      'response-content-disposition': 'attachment; filename="a b.jpg"',
    });
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(bucket.presignedPost('k', { conditions: [], fields: {}, expiresSeconds: 60 }).url).toBe('https://uploads.s3.eu-central-1.amazonaws.com/');
  });

  it('head gives size and type; errors carry S3’s code, a HEAD’s 404 (no body) is NotFound', async () => {
    const { bucket } = fake((r) =>
      r.operation === 'HeadObject' && r.path.endsWith('/there')
        ? answer(200, '', { 'content-length': '1234', 'content-type': 'image/jpeg' })
        : r.operation === 'HeadObject'
          ? answer(404)
          : answer(404, xmlError('NoSuchKey', 'The specified key does not exist.')),
    );
    expect(await bucket.headObject('there')).toEqual({ contentLength: 1234, contentType: 'image/jpeg' });
    await expect(bucket.headObject('missing')).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    await expect(bucket.getObject('missing')).rejects.toMatchObject({ name: 'NoSuchKey', message: 'The specified key does not exist.' });
    expect(errorFromResponse(answer(416)).name).toBe('InvalidRange');
  });

  it('a CopyObject answered 200 with an <Error> inside is a failure (S3 may do that mid-copy)', async () => {
    const { bucket, seen } = fake((_r, n) => (n === 0 ? answer(200, xmlError('InternalError')) : answer(200, '<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>')));
    await bucket.copyObject('a', 'b'); // InternalError is retried, the second attempt copies
    expect(seen).toHaveLength(2);
  });

  it('SlowDown and 503 are retried; NoSuchKey and AccessDenied are not', async () => {
    const slow = fake((_r, n) => (n < 2 ? answer(503, xmlError('SlowDown')) : answer(204)));
    await slow.bucket.deleteObject('a');
    expect(slow.seen).toHaveLength(3);
    const denied = fake(() => answer(403, xmlError('AccessDenied')));
    await expect(denied.bucket.putObject('a', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(denied.seen).toHaveLength(1);
    expect(denied.seen[0].headers).toEqual({ 'Content-Type': 'text/plain', 'Content-Length': '1' });
  });

  it('encodeKey keeps the slashes and encodes what SigV4 encodes', () => {
    expect(encodeKey("a/b c/d!'()*+.jpg")).toBe('a/b%20c/d%21%27%28%29%2A%2B.jpg');
  });
});

describe('presigned POST', () => {
  const form = (fields: Record<string, string>) => ({ fields: new Map(Object.entries(fields)), file: { size: 10, contentType: 'image/jpeg' } });

  it('S3’s policy check (as the local emulator implements it) accepts the form, and refuses it changed', () => {
    const { bucket } = fake(() => answer(200), 'http://localhost:3000/s3');
    const now = new Date('2026-11-23T10:00:00Z');
    const post = bucket.presignedPost('tmp/s/1.jpg', {
      conditions: [
        ['content-length-range', 1, 100],
        ['eq', '$Content-Type', 'image/jpeg'],
      ],
      fields: { 'Content-Type': 'image/jpeg' },
      expiresSeconds: 600,
      now,
    });
    expect(post.url).toBe('http://localhost:3000/s3/uploads');
    const policy = JSON.parse(Buffer.from(post.fields.Policy, 'base64').toString('utf8'));
    expect(policy.expiration).toBe('2026-11-23T10:10:00Z');
    expect(policy.conditions).toContainEqual({ key: 'tmp/s/1.jpg' });
    expect(policy.conditions).toContainEqual({ bucket: 'uploads' });
    expect(policy.conditions).toContainEqual({ 'X-Amz-Security-Token': 'token' });
    const ctx = { bucket: 'uploads', secrets: new Map([['AKID', 'secret']]), now: now.getTime() + 1000 };
    const lower = (f: Record<string, string>) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k.toLowerCase(), v]));
    expect(checkPostPolicy(form(lower(post.fields)) as never, ctx)).toEqual({ key: 'tmp/s/1.jpg' });
    expect(checkPostPolicy(form(lower({ ...post.fields, key: 'tmp/s/2.jpg' })) as never, ctx)).toMatchObject({ status: 403 });
    expect(checkPostPolicy(form(lower(post.fields)) as never, { ...ctx, secrets: new Map([['AKID', 'other']]) })).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });
});
