/**
 * The presigned POST where there is no XMLHttpRequest (a service worker sending a waiting report by
 * Background Sync): the same form through fetch, the same errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postPresigned, UploadHttpError } from './presigned-post';

afterEach(() => vi.unstubAllGlobals());

describe('postPresigned without XMLHttpRequest', () => {
  it('posts every policy field, then the file, with fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(null, { status: 204 });
    });
    const progress: number[] = [];
    await postPresigned('https://s3.example/bucket', { key: 'tmp/a.jpg', policy: 'p' }, new Blob(['jpeg'], { type: 'image/jpeg' }), (f) => progress.push(f));
    expect(sent).toHaveLength(1);
    expect(sent[0].init.method).toBe('POST');
    const form = sent[0].init.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect(progress).toEqual([1]);
  });

  it('turns a lost connection into status 0 and a refusal into its status', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postPresigned('https://s3.example/b', {}, new Blob(['x']), () => undefined)).rejects.toEqual(new UploadHttpError(0));
    vi.stubGlobal('fetch', async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    await expect(postPresigned('https://s3.example/b', {}, new Blob(['x']), () => undefined)).rejects.toMatchObject({ status: 403 });
  });
});
