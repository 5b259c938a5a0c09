/**
 * No personal data leaks sideways: a person goes through the product (public form with a photo and a
 * receipt e-mail, injured party, damage event, commission seat, refused and failed requests, their own
 * copy, a photo named after them), and what that leaves outside the records – log lines, the e-mail outbox (file names and
 * subjects), the uploads bucket's object keys, error bodies – carries none of their name, street or
 * birth date.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeSearch } from '@shared/domain/hladanie';
import { fileTestApi } from '../../scripts/test/api-harness';
import { osobaThroughProduct } from '../../scripts/test/osoba-scenario';
import { jpeg, newVisitor } from '../../scripts/test/wizard-client';
import { drainReadLog } from '../http/read-log';
import { s3Client } from '../lib/s3';

const IS = '/api/is';
const api = fileTestApi();
const PERSON = { meno: 'Hieronymus', priezvisko: 'Únikový', datumNarodenia: '1949-12-24', email: 'hieronymus.unikovy@example.sk', ulica: 'Tajnoveská' };
/** What must not appear, compared without case and diacritics. */
const NEEDLES = [PERSON.meno, PERSON.priezvisko, PERSON.ulica].map(normalizeSearch).concat([PERSON.datumNarodenia]);
const found = (text: string) => NEEDLES.filter((n) => normalizeSearch(text).includes(n) || text.includes(n));

const logged: string[] = [];
const errorBodies: string[] = [];
let outbox: string;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'leak-scan-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  // every line, not only the errors the tests log by default
  process.env.LOG_LEVEL = 'debug';
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write);
  }
  const spravca = await api.sessionCookie('spravca');
  const { party, udalostId } = await osobaThroughProduct(api, PERSON, spravca);
  // a reporter's photo named after the person, still waiting in the temporary uploads
  const named = await (await newVisitor(api)).upload(`${PERSON.meno} ${PERSON.priezvisko}, ${PERSON.ulica} 5.jpg`, await jpeg());
  expect(named.status).toBeLessThan(300);
  // refused and invalid requests that carry the person's data
  const tooLong = `${PERSON.priezvisko} ${PERSON.ulica} `.repeat(40);
  const bad = await api.call('PUT', `${IS}/poskodeny/${party.uuid}/upravit`, { cookie: spravca, body: { typSubjektu: 'FO', meno: tooLong, priezvisko: PERSON.priezvisko, version: 1 } });
  errorBodies.push(bad.text);
  const crossSite = await api.call('PUT', `${IS}/poskodeny/${party.uuid}/upravit`, { cookie: spravca, headers: { origin: 'https://zly.example.com' }, body: { meno: PERSON.meno } });
  errorBodies.push(crossSite.text);
  expect(crossSite.status).toBe(403);
  // reads, exports and the person's copy
  await api.call('GET', `${IS}/skodove-udalosti/${udalostId}/export`, { cookie: spravca });
  await api.call('POST', `${IS}/oznamenia/export-csv`, { cookie: spravca, body: {} });
  await api.call('GET', `${IS}/osobne-udaje/osoba/${party.uuid}/export`, { cookie: spravca });
  await api.call('GET', `${IS}/osobne-udaje/osoby?meno=${encodeURIComponent(PERSON.priezvisko)}`, { cookie: spravca });
  await drainReadLog();
});

afterAll(() => {
  vi.restoreAllMocks();
  delete process.env.LOG_LEVEL;
});

describe('personal data does not leak sideways', () => {
  it('writes log lines without the name, street or birth date', () => {
    expect(logged.some((l) => l.includes('rejected cross-origin request'))).toBe(true);
    expect(logged.flatMap(found)).toEqual([]);
  });

  it('names outbox files and e-mail subjects without them', () => {
    const files = readdirSync(outbox);
    expect(files.length).toBeGreaterThan(0);
    const subjects = files.map((f) => {
      const encoded = /^Subject: =\?UTF-8\?B\?(.+)\?=$/m.exec(readFileSync(path.join(outbox, f), 'utf8'))?.[1] ?? '';
      return Buffer.from(encoded, 'base64').toString('utf8');
    });
    expect(subjects.every((s) => s.length > 0)).toBe(true);
    expect([...files, ...subjects].flatMap(found)).toEqual([]);
  });

  it('keys objects in the uploads bucket without them', async () => {
    const out = await s3Client().send(new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET }));
    const keys = (out.Contents ?? []).map((o) => o.Key ?? '');
    expect(keys.filter((k) => k.startsWith('tmp/')).length).toBeGreaterThan(0);
    expect(keys.flatMap(found)).toEqual([]);
  });

  it('answers errors without echoing them', () => {
    expect(errorBodies.length).toBe(2);
    expect(errorBodies.flatMap(found)).toEqual([]);
  });
});
