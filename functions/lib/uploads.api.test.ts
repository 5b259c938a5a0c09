/**
 * functions/lib/uploads.ts against the local S3 (scripts/local/s3.ts) mounted on the local server,
 * the way `npm start` runs it: S3_ENDPOINT = `${origin}/s3`, every call through the same endpoint.
 * The policy enforcement itself is tested in scripts/local/s3.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../scripts/test/s3-harness';
import { resetClients } from './clients';
import { resetEnvCache } from './env';
import {
  attachmentDisposition,
  createPresignedUpload,
  deleteObject,
  headObject,
  moveObject,
  presignedDownloadUrl,
  readObjectHead,
} from './uploads';

const BUCKET = 'test-uploads-lib';
let testServer: S3TestServer;
let origin: string;

beforeAll(async () => {
  testServer = await startS3TestServer(BUCKET);
  ({ origin } = testServer);
  useEndpoint(`${origin}/s3`);
});

afterAll(() => testServer?.stop());

function useEndpoint(endpoint: string | undefined) {
  Object.assign(process.env, { UPLOADS_BUCKET: BUCKET, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_REGION: 'eu-central-1' });
  if (endpoint) process.env.S3_ENDPOINT = endpoint;
  else delete process.env.S3_ENDPOINT;
  resetEnvCache();
  resetClients();
}

/** Uploads `bytes` as the browser would (presigned POST) and returns the key. */
async function upload(key: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'application/pdf'): Promise<string> {
  const { url, fields } = await createPresignedUpload({ key, contentType, maxBytes: 1024 * 1024 });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), 'priloha.pdf');
  const res = await fetch(url, { method: 'POST', body: form });
  expect(res.status, await res.text()).toBe(204);
  return key;
}

const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

describe('uploads (local S3)', () => {
  it('reads the first bytes of an object (Range GET), also when the object is shorter; null when missing', async () => {
    const key = await upload(`tmp/${Date.now()}/a.pdf`, pdf(3000));
    expect(new TextDecoder().decode((await readObjectHead(key, 5)) as Uint8Array)).toBe('%PDF-');
    expect((await readObjectHead(key, 8192))?.length).toBe(3000);
    expect(await readObjectHead(`${key}.missing`, 5)).toBeNull();
  });

  it('moves an object to its permanent key with its Content-Type and deletes it', async () => {
    const from = await upload(`tmp/${Date.now()}/ž ľ+(1).pdf`, pdf(200));
    const to = `prilohy/${Date.now()}/príloha č. 1.pdf`;
    await moveObject(from, to);
    expect(await headObject(from)).toBeNull();
    expect(await headObject(to)).toEqual({ size: 200, contentType: 'application/pdf' });
    const res = await fetch(await presignedDownloadUrl(to, 'Príloha č. 1.pdf'));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf(200));

    await deleteObject(to);
    expect(await headObject(to)).toBeNull();
    await deleteObject(to); // missing: no error, as in S3
  });

  it('validates its arguments', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal ${filename} form variable
    await expect(createPresignedUpload({ key: 'tmp/${filename}', contentType: 'image/jpeg', maxBytes: 10 })).rejects.toThrow();
    await expect(createPresignedUpload({ key: 'tmp/a', contentType: 'image/jpeg', maxBytes: 0 })).rejects.toThrow();
    await expect(presignedDownloadUrl('tmp/a', 'a', 8 * 24 * 3600)).rejects.toThrow();
  });
});

describe('uploads (AWS addressing)', () => {
  it('signs browser URLs against the regional virtual-hosted endpoint when S3_ENDPOINT is not set', async () => {
    useEndpoint(undefined);
    try {
      const post = await createPresignedUpload({ key: 'tmp/s/1.jpg', contentType: 'image/jpeg', maxBytes: 10 });
      expect(post.url).toBe(`https://${BUCKET}.s3.eu-central-1.amazonaws.com/`);
      const policy = JSON.parse(Buffer.from(post.fields.Policy, 'base64').toString('utf8'));
      expect(policy.conditions).toEqual(
        expect.arrayContaining([['content-length-range', 1, 10], ['eq', '$Content-Type', 'image/jpeg'], { key: 'tmp/s/1.jpg' }, { bucket: BUCKET }]),
      );
      const url = new URL(await presignedDownloadUrl('prilohy/x/príloha 1.pdf', 'a.pdf', 60));
      expect(url.origin).toBe(`https://${BUCKET}.s3.eu-central-1.amazonaws.com`);
      expect(url.pathname).toBe('/prilohy/x/pr%C3%ADloha%201.pdf');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
      expect(url.searchParams.get('response-content-disposition')).toBe(attachmentDisposition('a.pdf'));
    } finally {
      useEndpoint(`${origin}/s3`);
    }
  });
});

describe('attachmentDisposition', () => {
  it('encodes Slovak names per RFC 5987 with an ASCII fallback', () => {
    expect(attachmentDisposition('Fotografia škody – ďateľ.jpg')).toBe(
      `attachment; filename="Fotografia skody _ datel.jpg"; filename*=UTF-8''Fotografia%20%C5%A1kody%20%E2%80%93%20%C4%8Fate%C4%BE.jpg`,
    );
    expect(attachmentDisposition(`a"b\\c'(1)*.pdf`)).toBe(`attachment; filename="a_b c'(1)*.pdf"; filename*=UTF-8''a%22b%20c%27%281%29%2A.pdf`);
    expect(attachmentDisposition('  ')).toBe(`attachment; filename="subor"; filename*=UTF-8''subor`);
  });
});
