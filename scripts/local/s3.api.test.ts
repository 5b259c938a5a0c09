/**
 * The local S3 endpoint enforces presigned-POST policies and presigned-GET signatures like S3
 * (ARCHITECTURE §8: s3rver alone checks neither). Runs the real local server with the /s3 handler,
 * product code (functions/lib/uploads.ts) signs the uploads and downloads.
 */
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClients } from '../../functions/lib/clients';
import { resetEnvCache } from '../../functions/lib/env';
import { createPresignedUpload, headObject, type PresignedUpload, presignedDownloadUrl, readObjectHead } from '../../functions/lib/uploads';
import { type S3TestServer, startS3TestServer } from '../test/s3-harness';

const BUCKET = 'test-uploads';
let testServer: S3TestServer;
let origin: string;

beforeAll(async () => {
  testServer = await startS3TestServer(BUCKET);
  ({ origin } = testServer);
  Object.assign(process.env, {
    S3_ENDPOINT: `${origin}/s3`,
    UPLOADS_BUCKET: BUCKET,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'eu-central-1',
  });
  resetEnvCache();
  resetClients();
});

afterAll(() => testServer?.stop());

/** The AWS SDK's S3 client on the same endpoint: the emulator must also take what the SDK sends and signs. */
let sdkClient: S3Client | undefined;
const sdk = () => {
  sdkClient ??= new S3Client({ region: 'eu-central-1', endpoint: `${origin}/s3`, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return sdkClient;
};

/** A JPEG-looking body of `size` bytes (FF D8 FF magic, then a pattern). */
function jpeg(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + 3) % 256;
  bytes.set([0xff, 0xd8, 0xff, 0xe0].slice(0, size));
  return bytes;
}

/** Posts the form like a browser: the presigned fields (optionally changed), then the file. */
async function post(
  upload: PresignedUpload,
  body: Uint8Array<ArrayBuffer>,
  change: (fields: Record<string, string>) => Record<string, string> = (f) => f,
): Promise<{ status: number; text: string; code?: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(change({ ...upload.fields }))) form.append(k, v);
  form.append('file', new Blob([body], { type: 'image/jpeg' }), 'fotka.jpg');
  const res = await fetch(upload.url, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, text, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

const KB = 1024;
let n = 0;
const newKey = () => `tmp/session-${Date.now()}/${++n}.jpg`;

describe('presigned POST (browser upload) through /s3', () => {
  it('is same-origin and stores a valid upload with its type; the presigned download returns the bytes', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    expect(upload.url).toBe(`${origin}/s3/${BUCKET}`);
    const body = jpeg(500);
    const r = await post(upload, body);
    expect(r.status, r.text).toBe(204);

    expect(await headObject(key)).toEqual({ size: 500, contentType: 'image/jpeg' });
    const url = await presignedDownloadUrl(key, 'Škoda na úrode – kukurica (2).jpg', 60);
    expect(url.startsWith(`${origin}/s3/${BUCKET}/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Skoda na urode _ kukurica (2).jpg"; filename*=UTF-8''%C5%A0koda%20na%20%C3%BArode%20%E2%80%93%20kukurica%20%282%29.jpg`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
    expect(await readObjectHead(key, 4)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('honours success_action_status 201 when the policy allows it', async () => {
    // createPresignedUpload does not add the field; a policy without it must reject it (extra field) –
    // here the S3 client's own createPresignedPost signs a policy that covers it.
    const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
    const key = newKey();
    const upload = await createPresignedPost(sdk(), {
      Bucket: BUCKET,
      Key: key,
      Fields: { success_action_status: '201', 'Content-Type': 'image/jpeg' },
      Conditions: [['content-length-range', 1, KB]],
    });
    const r = await post(upload, jpeg(10));
    expect(r.status, r.text).toBe(201);
    expect(r.text).toContain(`<Key>${key}</Key>`);
  });

  it('refuses a file over the policy maximum with 400 EntityTooLarge and stores nothing', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const r = await post(upload, jpeg(2 * KB));
    expect(r.status).toBe(400);
    expect(r.code).toBe('EntityTooLarge');
    expect(r.text).toContain('<MaxSizeAllowed>1024</MaxSizeAllowed>');
    expect(await headObject(key)).toBeNull();
  });

  it('accepts exactly the maximum and refuses an empty file (EntityTooSmall)', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const empty = await post(upload, new Uint8Array());
    expect([empty.status, empty.code]).toEqual([400, 'EntityTooSmall']);
    expect(await headObject(key)).toBeNull();
    expect((await post(upload, jpeg(KB))).status).toBe(204);
    expect((await headObject(key))?.size).toBe(KB);
  });

  it('refuses another Content-Type with 403', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const r = await post(upload, jpeg(100), (f) => ({ ...f, 'Content-Type': 'image/png' }));
    expect([r.status, r.code]).toEqual([403, 'AccessDenied']);
    expect(r.text).toContain('Policy Condition failed');
    expect(await headObject(key)).toBeNull();
  });

  it('checks eq and starts-with conditions on Content-Type (each comma-separated type)', async () => {
    const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
    const sign = (condition: ['eq' | 'starts-with', '$Content-Type', string]) =>
      createPresignedPost(sdk(), { Bucket: BUCKET, Key: newKey(), Conditions: [condition, ['content-length-range', 1, KB]] });
    const withType = (type: string) => (f: Record<string, string>) => ({ ...f, 'Content-Type': type });

    const eq = await sign(['eq', '$Content-Type', 'image/jpeg']);
    expect((await post(eq, jpeg(10), withType('image/jpeg2'))).status).toBe(403);
    expect((await post(eq, jpeg(10), withType('image/jpeg'))).status).toBe(204);
    const startsWith = await sign(['starts-with', '$Content-Type', 'image/']);
    expect((await post(startsWith, jpeg(10), withType('application/pdf'))).status).toBe(403);
    expect((await post(startsWith, jpeg(10), withType('image/jpeg, application/pdf'))).status).toBe(403);
    expect((await post(startsWith, jpeg(10), withType('image/png'))).status).toBe(204);
  });

  it('refuses a tampered policy (larger maximum) with 403 SignatureDoesNotMatch', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy, 'base64').toString('utf8'));
    const range = policy.conditions.find((c: unknown) => Array.isArray(c) && c[0] === 'content-length-range');
    range[2] = 10 * KB;
    const tampered = Buffer.from(JSON.stringify(policy)).toString('base64');
    const r = await post(upload, jpeg(2 * KB), (f) => ({ ...f, Policy: tampered }));
    expect([r.status, r.code]).toEqual([403, 'SignatureDoesNotMatch']);
    expect(await headObject(key)).toBeNull();
  });

  it('refuses a wrong signature and an unknown access key with 403', async () => {
    const upload = await createPresignedUpload({ key: newKey(), contentType: 'image/jpeg', maxBytes: KB });
    const sig = upload.fields['X-Amz-Signature'];
    const badSig = await post(upload, jpeg(10), (f) => ({ ...f, 'X-Amz-Signature': (sig[0] === '0' ? '1' : '0') + sig.slice(1) }));
    expect([badSig.status, badSig.code]).toEqual([403, 'SignatureDoesNotMatch']);
    const badKey = await post(upload, jpeg(10), (f) => ({ ...f, 'X-Amz-Credential': f['X-Amz-Credential'].replace(/^local\//, 'other/') }));
    expect([badKey.status, badKey.code]).toEqual([403, 'InvalidAccessKeyId']);
  });

  it('refuses an extra field that no condition covers with 403', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const r = await post(upload, jpeg(100), (f) => ({ ...f, 'x-amz-meta-owner': 'someone' }));
    expect([r.status, r.code]).toEqual([403, 'AccessDenied']);
    expect(r.text).toContain('Extra input fields: x-amz-meta-owner');
    expect(await headObject(key)).toBeNull();
    // x-ignore-* fields need no condition (as in S3)
    expect((await post(upload, jpeg(100), (f) => ({ ...f, 'x-ignore-note': 'x' }))).status).toBe(204);
  });

  it('refuses a key other than the signed one with 403', async () => {
    const key = newKey();
    const other = `${key}.other`;
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    const r = await post(upload, jpeg(100), (f) => ({ ...f, key: other }));
    expect([r.status, r.code]).toEqual([403, 'AccessDenied']);
    expect(await headObject(other)).toBeNull();
    expect(await headObject(key)).toBeNull();
  });

  it('refuses a form without policy (anonymous upload into the private bucket) with 403', async () => {
    const upload = await createPresignedUpload({ key: newKey(), contentType: 'image/jpeg', maxBytes: KB });
    const r = await post(upload, jpeg(10), ({ key, 'Content-Type': ct }) => ({ key, 'Content-Type': ct }));
    expect([r.status, r.code]).toEqual([403, 'AccessDenied']);
  });

  it('refuses an expired policy with 403 and an expired presigned GET with 403', async () => {
    const key = newKey();
    const stored = newKey();
    const shortLived = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB, expiresSeconds: 1 });
    const upload = await createPresignedUpload({ key: stored, contentType: 'image/jpeg', maxBytes: KB });
    expect((await post(upload, jpeg(10))).status).toBe(204);
    const download = await presignedDownloadUrl(stored, 'a.jpg', 1);
    expect((await fetch(download)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));

    const r = await post(shortLived, jpeg(10));
    expect([r.status, r.code]).toEqual([403, 'AccessDenied']);
    expect(r.text).toContain('Policy expired');
    expect(await headObject(key)).toBeNull();
    const res = await fetch(download);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });
});

describe('presigned GET and signed requests through /s3', () => {
  it('refuses anonymous and tampered requests (signature covers key and disposition)', async () => {
    const key = newKey();
    const upload = await createPresignedUpload({ key, contentType: 'image/jpeg', maxBytes: KB });
    expect((await post(upload, jpeg(10))).status).toBe(204);
    const url = new URL(await presignedDownloadUrl(key, 'a.jpg', 60));
    expect((await fetch(url)).status).toBe(200);

    expect((await fetch(`${origin}/s3/${BUCKET}/${key}`)).status).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/\.jpg$/, '.png');
    const r1 = await fetch(otherKey);
    expect(r1.status).toBe(403);
    expect(await r1.text()).toContain('SignatureDoesNotMatch');
    const otherName = new URL(url);
    otherName.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(otherName)).status).toBe(403);
  });

  it('lets the SDK page ListObjectsV2 without --openssl-legacy-provider', async () => {
    const prefix = `list-${Date.now()}/`;
    for (const k of ['a', 'b', 'c']) {
      await sdk().send(new PutObjectCommand({ Bucket: BUCKET, Key: prefix + k, Body: k, ContentType: 'text/plain' }));
    }
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await sdk().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, MaxKeys: 2, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key as string));
      token = page.NextContinuationToken;
    } while (token);
    expect(keys).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
  });
});
