/**
 * A staff temporary upload the way the browser makes it (spec part 1 §5, part 2 §5): the presigned
 * POST from POST /api/is/{fotografia|priloha}/upload, then the multipart POST straight to (local) S3.
 * Resolves with the temporary name the attach routes take.
 */
import { expect } from 'vitest';
import type { TestApi } from './api-harness';

export interface TempUpload {
  kind: 'fotografia' | 'priloha';
  cookie: string;
  uploadSessionUuid: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

export async function uploadTemp(api: TestApi, { kind, cookie, uploadSessionUuid, name, contentType, bytes }: TempUpload): Promise<string> {
  const presign = await api.call<{ url: string; fields: Record<string, string>; filename: string }>('POST', `/api/is/${kind}/upload?uploadSessionUuid=${uploadSessionUuid}`, {
    cookie,
    body: { filename: name, contentType, size: bytes.length },
  });
  expect(presign.status).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(presign.body.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), name);
  expect((await fetch(presign.body.url, { method: 'POST', body: form })).status).toBe(204);
  return presign.body.filename;
}
