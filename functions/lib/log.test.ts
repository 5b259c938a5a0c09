import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute, PUBLIC } from '../../shared/api/route';
import { z } from '../../shared/api/zod';
import { route } from './http';
import { formatLine, LOG_KEYS, log, scrubText, withLogContext } from './log';

/** Personal data of a made-up reporter, as a careless log call might pass it. */
const PERSON = {
  meno: 'Ján',
  priezvisko: 'Novák',
  email: 'jan.novak@example.sk',
  telefon: '+421 905 123 456',
  ico: '31654321',
  adresa: 'Hlavná 12, 974 01 Banská Bystrica',
  ulica: 'Hlavná',
  login: 'jnovak',
  body: '{"meno":"Ján","email":"jan.novak@example.sk"}',
  cookie: 'es_session=abc123',
  headers: { cookie: 'es_session=abc123', 'user-agent': 'x' },
};
const PERSONAL_VALUES = ['Ján', 'Novák', 'jan.novak@example.sk', '905 123 456', '31654321', 'Hlavná', 'jnovak', 'abc123'];

let out: string[];
beforeEach(() => {
  out = [];
  const capture = (chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  vi.stubEnv('LOG_LEVEL', 'debug');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const lines = () => out.join('').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('structured logs', () => {
  it('writes one JSON object per line with level, message and time', () => {
    log.info('directory synchronisation', { vytvoreni: 2, ucty: 5 });
    log.error('audit write failed', { status: 500 });
    const [info, error] = lines();
    expect(info).toMatchObject({ level: 'info', message: 'directory synchronisation', vytvoreni: 2, ucty: 5 });
    expect(Date.parse(info.time as string)).not.toBeNaN();
    expect(error).toMatchObject({ level: 'error', status: 500 });
  });

  it('never emits personal data: keys outside the allow-list are dropped at any depth, only their names listed', () => {
    log.error('wizard submit failed', {
      ...PERSON,
      kod: 'OZN-2026-17',
      uuid: '12345678-1234-4abc-8def-123456789012',
      issues: [{ code: 'invalid_type', path: ['poskodeny', 'email'], message: 'Zlý typ', input: 'jan.novak@example.sk', meno: 'Ján' }],
      context: { meno: 'Ján', kod: 'OZN-2026-17' },
    });
    const raw = out.join('');
    for (const value of PERSONAL_VALUES) expect(raw, value).not.toContain(value);
    const [line] = lines();
    expect(line).toMatchObject({
      kod: 'OZN-2026-17',
      uuid: '12345678-1234-4abc-8def-123456789012',
      issues: [{ code: 'invalid_type', path: ['poskodeny', 'email'], message: 'Zlý typ' }],
      context: { kod: 'OZN-2026-17' },
    });
    expect((line.dropped as string[]).sort()).toEqual(Object.keys(PERSON).sort());
    for (const key of Object.keys(line)) expect(['level', 'message', 'time', 'dropped', ...LOG_KEYS], key).toContain(key);
  });

  it('scrubs e-mail addresses, phone numbers, IČO and uploaded file names from allowed text', () => {
    log.warn('mail to jan.novak@example.sk failed', {
      error: 'Error: rejected jan.novak@example.sk, tel. +421 905 123 456 / 0905123456, IČO 31654321, IBAN SK31 1200 0000 1987 4263 7541',
      key: 'tmp/5f0c3a9e-2b7d-4c1e-9a8f-0d6e4b2c1a3f/Ján Novák – pole__a1b2c3d4.jpg',
    });
    const raw = out.join('');
    for (const value of ['jan.novak', '905 123 456', '0905123456', '31654321', '1987 4263', 'Ján', 'Novák']) expect(raw, value).not.toContain(value);
    const [line] = lines();
    expect(line.message).toBe('mail to [email] failed');
    expect(line.key).toBe('tmp/5f0c3a9e-2b7d-4c1e-9a8f-0d6e4b2c1a3f/[file]');
  });

  it('keeps ids, codes, times and stack positions intact', () => {
    const text = 'OZN-2026-123 12345678-1234-4abc-8def-123456789012 at 2026-11-23T04:27:50.123Z (index.mjs:12:34567) oznamenia/0d6e4b2c/fotografie/1.jpg';
    expect(scrubText(text)).toBe(text);
  });

  it('puts the route and both request ids on every line written inside a request context, also after awaits', async () => {
    await withLogContext({ route: 'POST /api/web-oznamenie/odoslat', requestId: 'lambda-1', apiRequestId: 'apigw-1' }, async () => {
      log.info('first');
      await new Promise((r) => setTimeout(r, 1));
      log.warn('second', { kod: 'OZN-2026-1' });
    });
    log.info('outside');
    const [first, second, outside] = lines();
    for (const line of [first, second]) {
      expect(line).toMatchObject({ route: 'POST /api/web-oznamenie/odoslat', requestId: 'lambda-1', apiRequestId: 'apigw-1' });
    }
    expect(outside.route).toBeUndefined();
    expect(outside.requestId).toBeUndefined();
  });

  it('does not let data overwrite the level, message, time or request context', () => {
    const line = JSON.parse(
      withLogContext({ route: 'GET /api/x', requestId: 'r' }, () => formatLine('info', 'm', { level: 'error', message: 'x', requestId: 'forged' })),
    );
    expect(line).toMatchObject({ level: 'info', message: 'm', requestId: 'r' });
  });

  it('is written by every handler with its route and request ids (functions/lib/http.ts)', async () => {
    const def = defineRoute({ method: 'GET', path: '/api/web-oznamenie/log-test', handler: 'test/log', access: PUBLIC, response: z.object({ ok: z.boolean() }) });
    const handler = route(def, async () => {
      await Promise.resolve();
      log.warn('domain code logs without passing ids', { uuid: 'u-1', meno: 'Ján' });
      return { ok: true };
    });
    const event = {
      version: '2.0',
      rawPath: '/api/web-oznamenie/log-test',
      headers: {},
      requestContext: { requestId: 'apigw-7', http: { method: 'GET', path: '/api/web-oznamenie/log-test', sourceIp: '127.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;
    const res = await handler(event, { awsRequestId: 'lambda-7' } as Context);
    expect(res.statusCode).toBe(200);
    const [line] = lines();
    expect(line).toMatchObject({
      level: 'warn',
      route: 'GET /api/web-oznamenie/log-test',
      requestId: 'lambda-7',
      apiRequestId: 'apigw-7',
      uuid: 'u-1',
      dropped: ['meno'],
    });
    expect(out.join('')).not.toContain('Ján');
  });
});
