/**
 * The HTTP wrapper under hostile request headers: cookies, conditional requests, encodings, ranges and
 * content types a browser, a proxy or an attacker may send. None of them may reach a 500; a kept answer
 * stays a kept answer (200 or 304) whatever the header says.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { defineRoute, PUBLIC } from '@shared/api/route';
import * as z from '@shared/api/zm';
import { resetEnvCache } from '../lib/env';
import { route } from './http';
import { keptAnswer } from '../lib/result';

process.env.APP_ORIGIN = 'https://skody.example.sk';
resetEnvCache();

/** Over the 1,000 bytes from which a kept answer is compressed. */
const KEPT = { polozky: Array.from({ length: 60 }, (_, i) => ({ kod: `K${i}`, nazov: `Položka číslo ${i} – ťažká voľba` })) };
const keptRoute = defineRoute({
  method: 'GET',
  path: '/api/web-oznamenie/test-kept',
  handler: 'test/kept',
  access: PUBLIC,
  response: z.object({ polozky: z.array(z.object({ kod: z.string(), nazov: z.string() })) }),
});
const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/web-oznamenie/test-echo',
  handler: 'test/echo',
  access: PUBLIC,
  body: z.object({ popis: z.string().check(z.maxLength(100)) }),
  response: z.object({ popis: z.string() }),
});
const kept = route(keptRoute, async () => keptAnswer(KEPT));
const echo = route(echoRoute, async ({ body }) => ({ popis: body.popis }));

function event(method: string, headers: Record<string, string>, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} /test`,
    rawPath: '/test',
    rawQueryString: '',
    headers: { origin: 'https://skody.example.sk', ...headers },
    requestContext: {
      accountId: 't',
      apiId: 't',
      domainName: 'x',
      domainPrefix: 'x',
      http: { method, path: '/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'r1',
      routeKey: '',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
    ...extra,
  };
}
const ctx = { awsRequestId: 'req-1' } as Context;

/** The JSON a client reads from a kept answer, whatever encoding the wrapper chose. */
function decoded(res: APIGatewayProxyStructuredResultV2): unknown {
  const encoding = res.headers?.['content-encoding'];
  if (!encoding) return JSON.parse(res.body ?? '');
  const bytes = Buffer.from(res.body ?? '', 'base64');
  return JSON.parse((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8'));
}

const utf8Bytes = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

describe('HTTP wrapper under hostile request headers', () => {
  it('treats a session cookie with bad percent-encoding as no session on a public route', async () => {
    const viaHeader = await kept(event('GET', { cookie: 'es_sid=%; es_sid=%E0%A4%A' }), ctx);
    const viaList = await kept(event('GET', {}, { cookies: ['es_sid=%', '=x', 'es_sid=%ZZ'] }), ctx);

    expect(viaHeader.statusCode).toBe(200);
    expect(viaList.statusCode).toBe(200);
  });

  it('answers 304 only for * or a matching ETag, 200 with the full answer for any other If-None-Match', async () => {
    const { headers } = await kept(event('GET', {}), ctx);
    const etag = String(headers?.etag);

    for (const ifNoneMatch of ['*', ` ${etag} `, `"x", ${etag}`, etag.replace(/^W\//, ''), `garbage,,${etag}`]) {
      const res = await kept(event('GET', { 'if-none-match': ifNoneMatch }), ctx);
      expect([ifNoneMatch, res.statusCode, res.body]).toEqual([ifNoneMatch, 304, '']);
    }
    for (const ifNoneMatch of ['W/"x", "y"', '"', 'W/', ',,,', '', `W/"${'a'.repeat(5000)}"`, utf8Bytes('"ž", W/"😀"'), etag.slice(0, -2)]) {
      const res = await kept(event('GET', { 'if-none-match': ifNoneMatch }), ctx);
      expect([ifNoneMatch.slice(0, 40), res.statusCode, decoded(res)]).toEqual([ifNoneMatch.slice(0, 40), 200, KEPT]);
    }
  });

  it('answers any Accept-Encoding with the full answer, compressed only as brotli or gzip', async () => {
    const cases: [string, string | undefined][] = [
      ['*', undefined],
      ['br;q=abc, gzip;q=-1', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      [',,;;==, br ; q = 0.0 ,GZIP;Q=1', 'gzip'],
      [`gzip;q=0.${'0'.repeat(5000)}1`, 'gzip'],
      [utf8Bytes('žip, bröt'), undefined],
      ['', undefined],
      ['identity', undefined],
    ];

    for (const [acceptEncoding, expected] of cases) {
      const res = await kept(event('GET', { 'accept-encoding': acceptEncoding }), ctx);
      expect([acceptEncoding.slice(0, 40), res.statusCode, res.headers?.['content-encoding'], decoded(res)]).toEqual([acceptEncoding.slice(0, 40), 200, expected, KEPT]);
    }
  });

  it('never fails a kept answer on arbitrary conditional, encoding and range headers', async () => {
    // any unicode text, control characters included ('binary' units would be as good, and twenty times slower)
    const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'binary-ascii', maxLength: 300 }));
    const value = fc.oneof(text, fc.constantFrom('*', 'W/"x", "y"', 'bytes=abc', 'bytes=0-0,-1', 'br;q=', ';;,,'));

    await fc.assert(
      fc.asyncProperty(value, value, value, async (ifNoneMatch, acceptEncoding, range) => {
        const res = await kept(event('GET', { 'if-none-match': ifNoneMatch, 'accept-encoding': acceptEncoding, range }), ctx);
        expect([200, 304]).toContain(res.statusCode);
        if (res.statusCode === 200) expect(decoded(res)).toEqual(KEPT);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a JSON body whatever its Content-Type says, base64-encoded or not', async () => {
    const body = JSON.stringify({ popis: 'ťava' });
    const asBinary = { body: Buffer.from(body).toString('base64'), isBase64Encoded: true };

    for (const contentType of ['multipart/form-data; boundary=', 'application/json; charset=latin1', `application/json; x=${'a'.repeat(5 * 1024)}`, ';;;=', '', utf8Bytes('application/ž+json')]) {
      const plain = await echo(event('POST', { 'content-type': contentType }, { body }), ctx);
      const binary = await echo(event('POST', { 'content-type': contentType }, asBinary), ctx);
      expect([plain.statusCode, JSON.parse(plain.body ?? '')]).toEqual([200, { popis: 'ťava' }]);
      expect([binary.statusCode, JSON.parse(binary.body ?? '')]).toEqual([200, { popis: 'ťava' }]);
    }
  });

  it('answers a body that is not JSON with 400 and the Slovak text, whatever its Content-Type', async () => {
    for (const contentType of ['multipart/form-data; boundary=', 'application/octet-stream', 'text/plain; charset=utf-16']) {
      const res = await echo(event('POST', { 'content-type': contentType }, { body: Buffer.from('--x\r\n\u00ff\u0000').toString('base64'), isBase64Encoded: true }), ctx);
      expect([res.statusCode, JSON.parse(res.body ?? '')]).toEqual([400, { generalErrors: [ERROR_TEXTS.malformedJson], fieldErrors: [] }]);
    }
  });
});
