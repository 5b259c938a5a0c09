import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute, PUBLIC } from '@shared/api/route';
import * as z from '@shared/api/zm';
import { route } from '../http/http';
import { awsErrorFields, LOG_KEYS, log, scrubText, withLogContext } from './log';
import { captureProcessOutput, getEvent } from '../../scripts/test/process-output';

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
  out = captureProcessOutput();
  vi.stubEnv('LOG_LEVEL', 'debug');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Keys Powertools' formatter writes on every line (xray_trace_id only with tracing). */
const POWERTOOLS_KEYS = ['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id'];

const lines = () => out.join('').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('structured logs', () => {
  it('writes one JSON object per line through Powertools: level, message, timestamp, service', () => {
    log.info('directory synchronisation', { vytvoreni: 2, ucty: 5 });
    log.error('audit write failed', { status: 500 });
    const [info, error] = lines();
    expect(info).toMatchObject({ level: 'INFO', message: 'directory synchronisation', service: 'evidencia-skod', vytvoreni: 2, ucty: 5 });
    expect(Date.parse(info.timestamp as string)).not.toBeNaN();
    expect(error).toMatchObject({ level: 'ERROR', status: 500 });
  });

  it('writes nothing below the level of LOG_LEVEL or POWERTOOLS_LOG_LEVEL; under vitest without them, errors only', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    log.info('not written');
    log.warn('written');
    vi.stubEnv('LOG_LEVEL', undefined);
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
    log.debug('not written');
    log.info('written too');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', undefined);
    log.warn('not written under vitest');
    log.error('errors are');
    expect(lines().map((l) => l.message)).toEqual(['written', 'written too', 'errors are']);
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
    for (const key of Object.keys(line)) expect([...POWERTOOLS_KEYS, 'dropped', ...LOG_KEYS], key).toContain(key);
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

  it('does not let data overwrite the level, message, timestamp, service or request context', () => {
    withLogContext({ route: 'GET /api/x', requestId: 'r' }, () =>
      log.info('m', { level: 'error', message: 'x', timestamp: 'forged', service: 'forged', requestId: 'forged', route: 'forged' }),
    );
    const [line] = lines();
    expect(line).toMatchObject({ level: 'INFO', message: 'm', service: 'evidencia-skod', requestId: 'r', route: 'GET /api/x' });
    expect(line.timestamp).not.toBe('forged');
    expect(lines()).toHaveLength(1);
  });

  it('is written by every handler with its route and request ids (functions/http/http.ts)', async () => {
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
      level: 'WARN',
      route: 'GET /api/web-oznamenie/log-test',
      requestId: 'lambda-7',
      apiRequestId: 'apigw-7',
      uuid: 'u-1',
      dropped: ['meno'],
    });
    expect(out.join('')).not.toContain('Ján');
  });
});

describe('AWS failures in the log', () => {
  const event = (path: string) => getEvent(path, 'apigw-9');

  it('adds the request id, S3 extended id, status, attempts, retry delay, fault and error name of an AWS SDK error', async () => {
    const { ProvisionedThroughputExceededException } = await import('@aws-sdk/client-dynamodb');
    const err = new ProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded.',
      $metadata: { requestId: 'R1', extendedRequestId: 'E1', cfId: 'C1', httpStatusCode: 400, attempts: 3, totalRetryDelay: 175 },
    });

    log.error('dependency unavailable', { error: err });

    const [line] = lines();
    expect(line).toMatchObject({
      level: 'ERROR',
      errorName: 'ProvisionedThroughputExceededException',
      awsRequestId: 'R1',
      awsExtendedRequestId: 'E1',
      awsCfId: 'C1',
      httpStatusCode: 400,
      attempts: 3,
      totalRetryDelay: 175,
      fault: 'client',
    });
    expect(line.error).toMatch(/^ProvisionedThroughputExceededException: The level of configured provisioned throughput/);
  });

  it('finds the AWS error behind a wrapping error, and names a plain error without inventing AWS fields', async () => {
    const { NoSuchKey } = await import('@aws-sdk/client-s3');
    const s3 = new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { requestId: 'S3R', extendedRequestId: 'S3E', httpStatusCode: 404 } });

    expect(awsErrorFields(new Error('copy failed', { cause: s3 }))).toEqual({
      errorName: 'NoSuchKey',
      awsRequestId: 'S3R',
      awsExtendedRequestId: 'S3E',
      httpStatusCode: 404,
      fault: 'client',
    });
    expect(awsErrorFields(new TypeError('x is undefined'))).toEqual({ errorName: 'TypeError' });
    expect(awsErrorFields('text')).toEqual({});
  });

  it('is what a handler logs when DynamoDB fails (503) or an S3 call fails unexpectedly (500), with the route and request ids', async () => {
    const { ProvisionedThroughputExceededException } = await import('@aws-sdk/client-dynamodb');
    const { S3ServiceException } = await import('@aws-sdk/client-s3');
    const throttled = new ProvisionedThroughputExceededException({ message: 'x', $metadata: { requestId: 'R', extendedRequestId: 'E', httpStatusCode: 400 } });
    const s3Failure = new S3ServiceException({
      name: 'AccessDenied',
      $fault: 'client',
      message: 'Access Denied',
      $metadata: { requestId: 'S3-REQ', extendedRequestId: 'S3-EXT', httpStatusCode: 403, attempts: 1 },
    });
    const def = (name: string) => defineRoute({ method: 'GET', path: `/api/web-oznamenie/${name}`, handler: `test/${name}`, access: PUBLIC });
    const dynamo = route(def('aws-dynamo'), async () => {
      throw throttled;
    });
    const s3 = route(def('aws-s3'), async () => {
      throw s3Failure;
    });

    const unavailable = await dynamo(event('/api/web-oznamenie/aws-dynamo'), { awsRequestId: 'lambda-d' } as Context);
    const failed = await s3(event('/api/web-oznamenie/aws-s3'), { awsRequestId: 'lambda-s' } as Context);

    expect([unavailable.statusCode, failed.statusCode]).toEqual([503, 500]);
    expect(unavailable.body).not.toContain('ProvisionedThroughput');
    const [d, s] = lines();
    expect(d).toMatchObject({
      level: 'ERROR',
      message: 'dependency unavailable',
      route: 'GET /api/web-oznamenie/aws-dynamo',
      requestId: 'lambda-d',
      apiRequestId: 'apigw-9',
      errorName: 'ProvisionedThroughputExceededException',
      awsRequestId: 'R',
      awsExtendedRequestId: 'E',
      httpStatusCode: 400,
      fault: 'client',
    });
    expect(s).toMatchObject({
      level: 'ERROR',
      message: 'unhandled error',
      route: 'GET /api/web-oznamenie/aws-s3',
      requestId: 'lambda-s',
      errorName: 'AccessDenied',
      awsRequestId: 'S3-REQ',
      awsExtendedRequestId: 'S3-EXT',
      httpStatusCode: 403,
      attempts: 1,
      fault: 'client',
    });
    expect(s.error).toMatch(/^AccessDenied: Access Denied\n\s+at /);
  });
});
