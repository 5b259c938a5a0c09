/**
 * The one local HTTP server: web build, /api + /auth + /logout (and /vzorce_*.pdf) through the Lambda adapter, /oidc.
 * The API paths get the same security headers CloudFront adds to them in AWS (shared/security-headers.ts).
 */
import http from 'node:http';
import { ERROR_TEXTS } from '@shared/api/errors';
import { vzorecApiPath } from '@shared/api/vzorce';
import { SECURITY_HEADERS } from '@shared/security-headers';
import { handleApi, isApiPath } from './adapter';
import { createStaticHandler } from './static';

export interface LocalServerOptions {
  webDir?: string;
  identityProvider?: { handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> };
  /** Extra prefix handlers, e.g. the local S3 endpoint. */
  extra?: { prefix: string; handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> }[];
}

export function createLocalServer(options: LocalServerOptions): http.Server {
  const serveStatic = options.webDir ? createStaticHandler(options.webDir) : null;
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // /vzorce_{slug}.pdf is the API route /api/vzorce/… (CloudFront rewrites it the same way)
    url.pathname = vzorecApiPath(url.pathname) ?? url.pathname;
    try {
      if (isApiPath(url.pathname)) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        return await handleApi(req, res, url);
      }
      if (options.identityProvider && (url.pathname === '/oidc' || url.pathname.startsWith('/oidc/'))) {
        return await options.identityProvider.handle(req, res, url);
      }
      for (const x of options.extra ?? []) if (url.pathname.startsWith(x.prefix)) return await x.handle(req, res, url);
      if (serveStatic) return serveStatic(req, res, url);
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ generalErrors: [ERROR_TEXTS.notFoundApi], fieldErrors: [] }));
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', message: 'local server error', error: String((err as Error)?.stack ?? err) }));
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ generalErrors: [ERROR_TEXTS.server], fieldErrors: [] }));
      } else res.end();
    }
  });
}
