import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { defineRoute, PUBLIC } from '@shared/api/route';
import * as z from '@shared/api/zm';
import { requiredText } from '@shared/api/zm-fields';
import { fieldError, HttpError } from '../lib/errors';
import { resetEnvCache } from '../lib/env';
import { route } from './http';

process.env.APP_ORIGIN = 'https://skody.example.sk';

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/web-oznamenie/test/{id}',
  handler: 'test/echo',
  access: PUBLIC,
  params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
  body: z.object({ popis: requiredText(10) }),
  response: z.object({ id: z.string(), popis: z.string() }),
});

function event(overrides: Partial<APIGatewayProxyEventV2> & { method?: string } = {}): APIGatewayProxyEventV2 {
  const { method = 'POST', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /api/web-oznamenie/test/{id}',
    rawPath: '/api/web-oznamenie/test/1',
    rawQueryString: '',
    headers: { origin: 'https://skody.example.sk', 'content-type': 'application/json' },
    pathParameters: { id: '1' },
    requestContext: {
      accountId: 't',
      apiId: 't',
      domainName: 'x',
      domainPrefix: 'x',
      http: { method, path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'r1',
      routeKey: '',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: JSON.stringify({ popis: 'ok' }),
    isBase64Encoded: false,
    ...rest,
  };
}
const ctx = { awsRequestId: 'req-1' } as Context;
const parse = (r: { body?: string }) => JSON.parse(r.body ?? '{}');

describe('HTTP wrapper', () => {
  const handler = route(echoRoute, async ({ params, body }) => ({ id: params.id, popis: body.popis, internal: 'secret' }));

  it('validates and answers with the response schema (internal attributes stripped)', async () => {
    const res = await handler(event(), ctx);
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual({ id: '1', popis: 'ok' });
  });

  it('returns 400 with a general error for malformed JSON', async () => {
    const res = await handler(event({ body: '{"popis": ' }), ctx);
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toEqual({ generalErrors: [ERROR_TEXTS.malformedJson], fieldErrors: [] });
  });

  it('returns 400 naming the field that is over its limit, in Slovak', async () => {
    const res = await handler(event({ body: JSON.stringify({ popis: 'x'.repeat(11) }) }), ctx);
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'popis', message: 'Maximálna dĺžka je 10 znakov.' }] });
  });

  it('returns 404 for a malformed path parameter', async () => {
    const res = await handler(event({ pathParameters: { id: 'abc' } }), ctx);
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 without the x-origin-verify secret once ORIGIN_VERIFY is set (AWS: only CloudFront reaches the handlers)', async () => {
    const secret = 'a'.repeat(20) + 'B'.repeat(28);
    process.env.ORIGIN_VERIFY = secret;
    resetEnvCache();
    try {
      const headers = { origin: 'https://skody.example.sk', 'content-type': 'application/json' };
      const missing = await handler(event(), ctx);
      const wrong = await handler(event({ headers: { ...headers, 'x-origin-verify': `${secret.slice(0, -1)}x` } }), ctx);
      const right = await handler(event({ headers: { ...headers, 'x-origin-verify': secret } }), ctx);
      expect([missing.statusCode, wrong.statusCode, right.statusCode]).toEqual([403, 403, 200]);
      expect(parse(missing).generalErrors).toEqual([ERROR_TEXTS.forbidden]);
    } finally {
      delete process.env.ORIGIN_VERIFY;
      resetEnvCache();
    }
  });

  it('rejects a state-changing request from another origin (CSRF)', async () => {
    const res = await handler(event({ headers: { origin: 'https://evil.example', 'content-type': 'application/json' } }), ctx);
    expect(res.statusCode).toBe(403);
    expect(parse(res).generalErrors).toEqual([ERROR_TEXTS.badOrigin]);
  });

  it('rejects a cross-site request without Origin', async () => {
    const res = await handler(event({ headers: { 'sec-fetch-site': 'cross-site' } }), ctx);
    expect(res.statusCode).toBe(403);
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await handler(event({ body: JSON.stringify({ popis: 'x'.repeat(70_000) }) }), ctx);
    expect(res.statusCode).toBe(413);
  });

  it('maps typed errors to the error body', async () => {
    const h = route(echoRoute, async () => {
      throw fieldError('popis', 'Zlý popis.');
    });
    const res = await h(event(), ctx);
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'popis', message: 'Zlý popis.' }] });
  });

  it('never leaks internals of an unexpected error', async () => {
    const h = route(echoRoute, async () => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    const res = await h(event(), ctx);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(parse(res)).toEqual({ generalErrors: [ERROR_TEXTS.server], fieldErrors: [] });
  });

  it('answers 503 with the 5xx text when the data store is unreachable', async () => {
    const h = route(echoRoute, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    });
    const res = await h(event(), ctx);
    expect(res.statusCode).toBe(503);
    expect(parse(res).generalErrors).toEqual([ERROR_TEXTS.server]);
  });

  it('answers 500 when a handler returns data that breaks its response schema', async () => {
    const h = route(echoRoute, async () => ({ id: 1 }));
    const res = await h(event(), ctx);
    expect(res.statusCode).toBe(500);
  });

  it('keeps the status of an HttpError', async () => {
    const h = route(echoRoute, async () => {
      throw new HttpError(409, { generalErrors: ['Konflikt.'], fieldErrors: [] });
    });
    expect((await h(event(), ctx)).statusCode).toBe(409);
  });
});
