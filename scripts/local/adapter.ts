/**
 * Local API Gateway (HTTP API, payload v2) in front of the SAME handler modules that run
 * in Lambda: builds the v2 event from a Node request and writes the structured result back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ERROR_TEXTS } from '@shared/api/errors';
import { matchPath, type RouteDef, routeKey } from '@shared/api/route';
import { routeList } from '@shared/api/routes';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

// Specific routes before greedy ones, as API Gateway does.
const ordered = [...routeList].sort((a, b) => Number(a.path.includes('+}')) - Number(b.path.includes('+}')));
const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions');
const handlerCache = new Map<string, Promise<Handler>>();

function loadHandler(def: RouteDef): Promise<Handler> {
  let h = handlerCache.get(def.handler);
  if (!h) {
    const file = pathToFileURL(path.join(FUNCTIONS_DIR, `${def.handler}.ts`)).href;
    h = import(/* @vite-ignore */ file).then((m) => m.handler as Handler);
    handlerCache.set(def.handler, h);
  }
  return h;
}

export function findRoute(method: string, path: string): { def: RouteDef; params: Record<string, string> } | null {
  for (const def of ordered) {
    if (def.method !== 'ANY' && def.method !== method) continue;
    const params = matchPath(def.path, path);
    if (params) return { def, params };
  }
  return null;
}

/** True for paths the API serves (everything else is the web build or the identity provider). */
export const isApiPath = (path: string) => path === '/auth' || path.startsWith('/auth/') || path === '/logout' || path.startsWith('/api/') || path === '/api';

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const isTextual = (contentType: string | undefined) =>
  !contentType || /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i.test(contentType);

export function buildEvent(
  req: IncomingMessage,
  url: URL,
  def: RouteDef,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const cookies = headers.cookie ? headers.cookie.split(/;\s*/).filter(Boolean) : undefined;
  const textual = isTextual(headers['content-type']);
  const now = new Date();
  const key = routeKey(def);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function lambdaContext(requestId: string, name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const found = findRoute(req.method ?? 'GET', url.pathname);
  if (!found) {
    sendJson(res, 404, { generalErrors: [ERROR_TEXTS.notFoundApi], fieldErrors: [] });
    return;
  }
  const body = await readBody(req);
  if (body === null) {
    sendJson(res, 413, { generalErrors: [ERROR_TEXTS.tooLarge], fieldErrors: [] });
    return;
  }
  const event = buildEvent(req, url, found.def, found.params, body);
  const handler = await loadHandler(found.def);
  const result = await handler(event, lambdaContext(event.requestContext.requestId, found.def.handler.replace(/\//g, '-')));
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? (result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body) : undefined);
}
