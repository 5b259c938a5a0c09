import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { PoskodenyBody, PoskodenyDetail } from '@shared/api/poskodeni';
import { fileTestApi } from '../../scripts/test/api-harness';
import { citanieRepo } from '../data/citanie-repo';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { transactWrite } from '../data/transaction';
import { drainReadLog } from '../http/read-log';
import { handler as consumeReadLog } from '../jobs/read-log-consumer';
import { resetEnvCache } from '../lib/env';

const IS = '/api/is';
const api = fileTestApi();
let cookie: string;
let party: PoskodenyDetail;
let oznamenieId: string;
const today = () => new Date().toISOString().slice(0, 10);

/** A notification without a party, written straight to the store. */
async function notification(): Promise<string> {
  const uuid = randomUUID();
  await transactWrite(
    oznamenieRepo.newItems(
      { uuid, kod: `OZN-CIT-${uuid.slice(0, 8)}`, stav: 'NOVE_WEB', isFromWeb: true, datumOznamenia: today(), datumVznikuSkody: today(), typSkody: 'VCELY', hasPoskodeny: false, createdAt: new Date().toISOString(), version: 1 },
      { webOznamenieDetail: {}, poskodeny: {}, prijate: new Date().toISOString() },
      [],
    ),
  );
  return uuid;
}

beforeAll(async () => {
  cookie = await api.sessionCookie('oznamenia');
  const c = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=OBEC,STAT');
  const lists = Object.fromEntries(c.body.map((l) => [l.type, l.values]));
  const body: PoskodenyBody = {
    typSubjektu: 'FO',
    meno: 'Čitateľná',
    priezvisko: 'Zápisníková',
    datumNarodenia: '1965-03-02',
    email: 'citatelna@example.sk',
    gdprSuhlas: true,
    datumSuhlasu: '2026-01-10',
    adresa: { obecId: lists.OBEC[0].uuid, statId: lists.STAT[0].uuid, ulica: 'Tichá' },
  };
  oznamenieId = await notification();
  const created = await api.call<PoskodenyDetail>('POST', `${IS}/oznamenie/${oznamenieId}/vytvorit-poskodeneho`, { cookie, body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  party = created.body;
});

const readsOf = async (id: string) => {
  await drainReadLog();
  return citanieRepo.listByEntity(id);
};
const readsOfDay = async () => {
  await drainReadLog();
  return citanieRepo.listByDay(today());
};

describe('read log of personal data', () => {
  it('logs who read an injured party, when and through which route – without the data', async () => {
    const before = (await readsOf(party.uuid)).length;

    const res = await api.call('GET', `${IS}/poskodeny/${party.uuid}`, { cookie });

    expect(res.status).toBe(200);
    const reads = await readsOf(party.uuid);
    expect(reads).toHaveLength(before + 1);
    const last = reads.at(-1);
    expect(last).toMatchObject({ login: 'oznamenia', route: 'GET /api/is/poskodeny/{id}', entityId: party.uuid });
    expect(Date.now() - Date.parse(last?.at ?? '')).toBeLessThan(60_000);
    const day = await readsOfDay();
    const stored = JSON.stringify([reads, day]);
    for (const personal of ['Čitateľná', 'Zápisníková', '1965-03-02', 'citatelna@example.sk', 'Tichá']) expect(stored).not.toContain(personal);
  });

  it.each([
    ['the notification detail', () => `${IS}/oznamenie/${oznamenieId}`, () => oznamenieId],
    ['the party of a notification', () => `${IS}/oznamenie/${oznamenieId}/poskodeny`, () => oznamenieId],
    ['the web data of a notification', () => `${IS}/data-from-web/${oznamenieId}`, () => oznamenieId],
  ])('logs a read of %s', async (_name, path, id) => {
    const before = (await readsOf(id())).length;

    const res = await api.call('GET', path(), { cookie });

    expect(res.status).toBeLessThan(300);
    expect(await readsOf(id())).toHaveLength(before + 1);
  });

  it('logs the rows a party search showed, one entry per party', async () => {
    const before = (await readsOf(party.uuid)).length;

    const res = await api.call<{ content?: unknown }>('GET', `${IS}/poskodeni?searchTokens=${encodeURIComponent('Zápisníková')}`, { cookie });

    expect(res.status).toBe(200);
    const reads = await readsOf(party.uuid);
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)?.route).toBe('GET /api/is/poskodeni');
  });

  it('logs an attempted read of a record that does not exist', async () => {
    const missing = randomUUID();

    const res = await api.call('GET', `${IS}/poskodeny/${missing}`, { cookie });

    expect(res.status).toBe(404);
    expect(await readsOf(missing)).toHaveLength(1);
  });

  it('does not log routes without personal data, writes, or refused calls', async () => {
    const before = (await readsOfDay()).length;

    await api.call('GET', `${IS}/organizacie`, { cookie });
    await api.call('GET', '/api/web-oznamenie/ciselniky?typy=STAT');
    const bezprav = await api.sessionCookie('bezprav');
    expect((await api.call('GET', `${IS}/poskodeny/${party.uuid}`, { cookie: bezprav })).status).toBe(403);
    expect((await api.call('GET', `${IS}/poskodeny/${party.uuid}`)).status).toBe(401);

    expect(await readsOfDay()).toHaveLength(before);
  });
});

describe('read log in AWS: a log line and its consumer', () => {
  it('writes a JSON line without the login or the data, which the consumer stores with the login, once however often it comes', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    process.env.READ_LOG_SINK = 'log';
    resetEnvCache();
    const before = (await readsOf(party.uuid)).length;
    try {
      expect((await api.call('GET', `${IS}/poskodeny/${party.uuid}`, { cookie })).status).toBe(200);
    } finally {
      spy.mockRestore();
      delete process.env.READ_LOG_SINK;
      resetEnvCache();
    }
    const line = lines.find((l) => l.includes('"type":"CITANIE"'));
    expect(line).toBeDefined();
    expect(line).not.toContain('oznamenia');
    expect(line).not.toContain('Zápisníková');
    expect(await readsOf(party.uuid)).toHaveLength(before);

    const payload = { messageType: 'DATA_MESSAGE', owner: '1', logGroup: 'g', logStream: 's', subscriptionFilters: ['f'], logEvents: [{ id: '1', timestamp: Date.now(), message: `2026-01-01T00:00:00.000Z\t${line}` }, { id: '2', timestamp: Date.now(), message: 'START RequestId: x' }] };
    const event = { awslogs: { data: gzipSync(JSON.stringify(payload)).toString('base64') } };
    expect(await consumeReadLog(event)).toEqual({ written: 1 });
    await consumeReadLog(event); // a retried delivery

    const reads = await readsOf(party.uuid);
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ login: 'oznamenia', route: 'GET /api/is/poskodeny/{id}' });
  });
});
