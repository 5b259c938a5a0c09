import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/vite-plugin-precompress';
import { acceptedEncodings, createStaticHandler } from './static';

/** Text assets are large: the local server sends the build's precompressed files with the right headers. */

let server: http.Server;
let origin = '';
const js = `export const text = ${JSON.stringify('Evidencia škôd '.repeat(400))};\n`;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'es-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Evidencia škôd</title>${'<!-- x -->'.repeat(200)}`);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'font-abc123.woff'), Buffer.alloc(4096, 7));
  const r = await precompressDir(dir);
  expect(r.files).toBe(2); // the font is not compressed again
  const serve = createStaticHandler(dir);
  server = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (no automatic decompression) → status, headers, body bytes. */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + urlPath, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('precompressed static files', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the plain file otherwise', async () => {
    const b = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(b.headers['content-encoding']).toBe('br');
    expect(b.headers.vary).toBe('Accept-Encoding');
    expect(Number(b.headers['content-length'])).toBe(b.body.length);
    expect(b.body.length).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(b.body).toString()).toBe(js);
    expect(b.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(b.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const g = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(g.body).toString()).toBe(js);

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('index.html (also as the SPA fallback) is compressed and revalidated with an ETag; fonts go out as they are', async () => {
    const first = await get('/hlasenie-skody/udaje-o-skode', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>Evidencia škôd</title>');
    const etag = String(first.headers.etag);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // another encoding is another representation
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);

    const font = await get('/assets/font-abc123.woff', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.body.length).toBe(4096);
  });

  it('reads Accept-Encoding with weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
