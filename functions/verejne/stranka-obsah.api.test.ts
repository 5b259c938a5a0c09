import { describe, expect, it, vi } from 'vitest';
import type { Stranka } from '@shared/api/stranky';
import { STRANKA_KODY } from '@shared/api/stranky';
import { fileTestApi } from '../../scripts/test/api-harness';
import { stampBump } from '../data/dataset-stamp';
import { keys } from '../data/keys';
import { strankaRepo } from '../data/stranka-repo';
import { transactWrite } from '../data/transaction';
import { tableName } from '../lib/clients';
import { PUBLIC_TRUST_MS, readCacheCounters } from '../lib/read-cache';

const api = fileTestApi();

describe('static page content', () => {
  it('serves seeded Slovak markdown for every slug the spec lists', async () => {
    for (const kod of STRANKA_KODY) {
      const res = await api.call<Stranka>('POST', `/api/web-oznamenie/stranka-obsah/${kod}`);
      expect(res.status, kod).toBe(200);
      expect(res.body.kod).toBe(kod);
      expect(res.body.obsah.length, kod).toBeGreaterThan(200);
      expect(res.body.obsah, kod).not.toMatch(/<[a-z]/i);
    }
  });

  it('answers 404 in the error shape for an unknown or malformed slug', async () => {
    const unknown = await api.call('POST', '/api/web-oznamenie/stranka-obsah/neexistuje');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ generalErrors: ['Stránka nebola nájdená.'], fieldErrors: [] });
    expect((await api.call('POST', '/api/web-oznamenie/stranka-obsah/..%2F..%2Fetc')).status).toBe(404);
  });

  it('keeps edited content when the seed runs again', async () => {
    const { seed } = await import('../../scripts/local/seed');
    const before = await api.call<Stranka>('POST', '/api/web-oznamenie/stranka-obsah/kontakt-public');
    const counts = await seed({ demoUsers: true });
    const after = await api.call<Stranka>('POST', '/api/web-oznamenie/stranka-obsah/kontakt-public');
    // a second run adds nothing, whatever kinds of records the seed has
    expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((k) => [k, 0])));
    expect(counts).toMatchObject({ organizacie: 0, stranky: 0 });
    expect(after.body.zmenene).toBe(before.body.zmenene);
  });
});

describe('static pages kept per process (change stamp STRANKY)', () => {
  const page = (kod: string) => api.call<Stranka>('POST', `/api/web-oznamenie/stranka-obsah/${kod}`);

  it('answers a warm read without reading the table', async () => {
    await page('kontakt-public');
    const before = readCacheCounters();
    expect((await page('kontakt-public')).status).toBe(200);
    expect(readCacheCounters()).toEqual(before);
  });

  it("shows a page written by this process at once, even after a 404 for it", async () => {
    expect((await page('nova-stranka')).status).toBe(404);
    await strankaRepo.putIfAbsent({ kod: 'nova-stranka', nadpis: 'Nová stránka', obsah: 'Obsah novej stránky.' });
    const res = await page('nova-stranka');
    expect(res.status).toBe(200);
    expect(res.body.obsah).toBe('Obsah novej stránky.');
  });

  it("shows a page changed by another process after at most PUBLIC_TRUST_MS", async () => {
    const before = (await page('kontakt-public')).body.obsah;
    await transactWrite([
      { Update: { TableName: tableName(), Key: keys.stranka('kontakt-public'), UpdateExpression: 'SET obsah = :o', ExpressionAttributeValues: { ':o': 'Zmenený kontakt.' } } },
      stampBump('STRANKY'),
    ]);
    const now = Date.now();
    expect((await page('kontakt-public')).body.obsah).toBe(before);
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_TRUST_MS + 1);
    try {
      expect((await page('kontakt-public')).body.obsah).toBe('Zmenený kontakt.');
    } finally {
      later.mockRestore();
    }
  });
});
