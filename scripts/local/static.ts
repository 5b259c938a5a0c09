/**
 * Serves the web build with SPA fallback, like CloudFront + its routing function do in AWS.
 * Text assets go out precompressed (smaller transfers on slow office networks): the build writes `.br` and `.gz` next to them
 * (web/vite-plugin-precompress.ts) and the file matching the browser's Accept-Encoding is sent with
 * `Content-Encoding` and `Vary: Accept-Encoding`. Hashed assets are cached for a year (immutable);
 * everything else (index.html) is revalidated every time with an ETag (304 when unchanged).
 */
import { createReadStream, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SECURITY_HEADERS } from '@shared/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Encodings the build precompresses, in the order the server prefers them. */
const ENCODINGS = [
  { token: 'br', ext: '.br' },
  { token: 'gzip', ext: '.gz' },
] as const;

/** Codings the client accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

const isFile = (file: string): Stats | null => {
  try {
    const s = statSync(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
};

export function createStaticHandler(webDir: string) {
  const root = path.resolve(webDir);
  const index = path.join(root, 'index.html');
  return function serve(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    let file = path.normalize(path.join(root, pathname));
    if (!file.startsWith(root)) file = index;
    const hasExt = path.extname(pathname) !== '';
    if (!isFile(file)) {
      if (hasExt) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end('Súbor nebol nájdený.');
        return;
      }
      file = index; // SPA routing: the web app shows its own 404 page for unknown routes
    }
    const original = isFile(file);
    if (!original) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Webová aplikácia nie je zostavená: spustite `npm run build:web`.');
      return;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const precompressed = ENCODINGS.map((e) => ({ ...e, stats: isFile(file + e.ext) })).filter((e) => e.stats);
    const chosen = precompressed.find((e) => accepted.has(e.token));
    const sent = chosen ? { path: file + chosen.ext, stats: chosen.stats as Stats } : { path: file, stats: original };
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    // weak validator of the representation sent (each encoding has its own)
    const etag = `W/"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}${chosen ? `-${chosen.token}` : ''}"`;
    const headers: Record<string, string | number> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      'last-modified': original.mtime.toUTCString(),
      ...(precompressed.length ? { vary: 'Accept-Encoding' } : {}),
      ...(chosen ? { 'content-encoding': chosen.token } : {}),
      ...SECURITY_HEADERS,
    };
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': sent.stats.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent.path).pipe(res);
  };
}
