import { describe, expect, it } from 'vitest';
import { defineRoute, LOGIN } from '@shared/api/route';
import * as z from '@shared/api/zm';
import { fileTestApi } from '../../scripts/test/api-harness';
import { resetClients } from '../lib/clients';
import { resetEnvCache } from '../lib/env';
import { route } from '../http/http';
import { auditRepo } from './audit-repo';
import { formatCode, nextYearlyCode } from './counter';
import { updateVersioned } from './locking';
import { pouzivatelRepo } from './pouzivatel-repo';
import { keys } from './keys';

const api = fileTestApi();

describe('optimistic locking', () => {
  it('applies an update with the current version and answers 409 to a stale one', async () => {
    const user = await pouzivatelRepo.findByLogin('bezprav');
    if (!user) throw new Error('seed missing');

    const updated = await updateVersioned<{ version: number; funkcia: string }>({
      key: keys.pouzivatel(user.uuid),
      expectedVersion: user.version,
      set: { funkcia: 'Referent' },
    });
    const stale = updateVersioned({ key: keys.pouzivatel(user.uuid), expectedVersion: user.version, set: { funkcia: 'Iné' } });

    expect(updated).toMatchObject({ version: user.version + 1, funkcia: 'Referent' });
    await expect(stale).rejects.toMatchObject({ status: 409 });
    await expect(stale).rejects.toThrow('Údaje medzitým zmenil iný používateľ');
  });

  it('answers 404 when the record does not exist', async () => {
    await expect(
      updateVersioned({ key: keys.pouzivatel('00000000-0000-4000-8000-000000000000'), expectedVersion: 1, set: { a: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('human code counter', () => {
  it('formats codes with six digits', () => {
    expect(formatCode('OZN', 2026, 123)).toBe('OZN-2026-000123');
  });

  it('hands out distinct consecutive codes under concurrency', async () => {
    const codes = await Promise.all(Array.from({ length: 25 }, () => nextYearlyCode('TST', 2026)));
    expect(new Set(codes).size).toBe(25);
    expect([...codes].sort()).toEqual(Array.from({ length: 25 }, (_, i) => formatCode('TST', 2026, i + 1)));
  });
});

describe('audit of staff writes', () => {
  const writeRoute = defineRoute({
    method: 'PUT',
    path: '/api/is/test/{id}',
    handler: 'test/put',
    access: LOGIN,
    params: z.object({ id: z.string() }),
    body: z.object({ x: z.number() }),
  });

  it('writes who, when, route and entity for a successful write, and nothing for a failed one', async () => {
    const cookie = await api.sessionCookie('spravca');
    const ok = route(writeRoute, async () => undefined);
    const event = (body: string) =>
      ({
        version: '2.0',
        routeKey: 'PUT /api/is/test/{id}',
        rawPath: '/api/is/test/e-1',
        rawQueryString: '',
        cookies: [cookie],
        headers: { origin: api.origin },
        pathParameters: { id: 'entita-1' },
        requestContext: { http: { method: 'PUT' }, requestId: 'r' },
        body,
        isBase64Encoded: false,
      }) as never;

    expect((await ok(event('{"x":1}'), { awsRequestId: 'a1' } as never)).statusCode).toBe(204);
    expect((await ok(event('{"x":"zle"}'), { awsRequestId: 'a2' } as never)).statusCode).toBe(400);

    const records = await auditRepo.listByEntity('entita-1');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ login: 'spravca', route: 'PUT /api/is/test/{id}', entityId: 'entita-1', status: 204, requestId: 'a1' });
    expect(Date.now() - Date.parse(records[0].at)).toBeLessThan(60_000);
  });
});

describe('data store outage', () => {
  it('answers 503 with the Slovak 5xx text when DynamoDB is not reachable', async () => {
    const saved = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
    resetEnvCache();
    resetClients();
    try {
      const res = await api.call('GET', '/api/web-oznamenie/organizacie');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ generalErrors: ['Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.'], fieldErrors: [] });
    } finally {
      process.env.DYNAMODB_ENDPOINT = saved;
      resetEnvCache();
      resetClients();
    }
  });
});
