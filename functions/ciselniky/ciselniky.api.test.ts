import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import { compareSk } from '@shared/format/collation';
import { fileTestApi } from '../../scripts/test/api-harness';
import { stampBump } from '../data/dataset-stamp';
import { keys } from '../data/keys';
import { transactWrite } from '../data/transaction';
import { derivationCount, PUBLIC_TRUST_MS, readCacheCounters, SETTLE_MS } from '../lib/read-cache';

const api = fileTestApi();
let cookie: string;
let spravca: string;
beforeAll(async () => {
  cookie = await api.sessionCookie('bezprav');
  spravca = await api.sessionCookie('cenniky');
});

const isSortedSk = (labels: string[]) => labels.every((l, i) => i === 0 || compareSk(labels[i - 1], l) <= 0);

describe('code lists', () => {
  it('serves the public wizard KRAJ (8) and OKRES (79) sorted in Slovak collation', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,OKRES');

    expect(res.status).toBe(200);
    const [kraje, okresy] = res.body;
    expect(kraje.type).toBe('KRAJ');
    expect(kraje.values).toHaveLength(8);
    expect(okresy.values).toHaveLength(79);
    expect(isSortedSk(okresy.values.map((v) => v.label))).toBe(true);
    // Č sorts after C in Slovak, unlike in plain code-point order of some locales.
    const labels = okresy.values.map((v) => v.label);
    expect(labels.indexOf('Čadca')).toBeGreaterThan(labels.indexOf('Bytča'));
    expect(labels.indexOf('Čadca')).toBeLessThan(labels.indexOf('Detva'));
  });

  it('links every OKRES to its KRAJ and every OBEC to its OKRES', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,OKRES,OBEC');
    const [kraje, okresy, obce] = res.body;
    const krajIds = new Set(kraje.values.map((v) => v.uuid));
    const okresIds = new Set(okresy.values.map((v) => v.uuid));
    expect(okresy.values.every((o) => o.nadradenaPolozkaUuid && krajIds.has(o.nadradenaPolozkaUuid))).toBe(true);
    expect(obce.values.length).toBeGreaterThan(50);
    expect(obce.values.every((o) => o.nadradenaPolozkaUuid && okresIds.has(o.nadradenaPolozkaUuid))).toBe(true);
  });

  it('lists the Slovak republic first among states', async () => {
    const res = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=STAT');
    expect(res.body[0].values[0]).toMatchObject({ kod: 'SK', label: 'Slovenská republika' });
  });

  it('rejects an unknown type with a Slovak field error', async () => {
    const res = await api.call('GET', '/api/web-oznamenie/ciselniky?typy=KRAJ,NEZNAMY');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'typy.1', message: 'Neznámy typ číselníka.' }] });
  });

  it('rejects a missing typy parameter', async () => {
    const res = await api.call<{ fieldErrors: { fieldName: string }[] }>('GET', '/api/web-oznamenie/ciselniky');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].fieldName).toBe('typy');
  });

  it('serves active and all code lists to any signed-in staff member, 401 to anonymous', async () => {
    expect((await api.call('GET', '/api/is/aktivne-ciselniky?typy=KRAJ')).status).toBe(401);
    expect((await api.call('GET', '/api/is/vsetky-ciselniky?typy=KRAJ')).status).toBe(401);
    const active = await api.call<CiselnikyResponse>('GET', '/api/is/aktivne-ciselniky?typy=KRAJ', { cookie });
    const all = await api.call<CiselnikyResponse>('GET', '/api/is/vsetky-ciselniky?typy=KRAJ', { cookie });
    expect(active.status).toBe(200);
    expect(all.body[0].values).toHaveLength(8);
  });
});

describe('the public code lists kept as JSON (served precompressed, no table read)', () => {
  const URL = '/api/web-oznamenie/ciselniky?typy=OKRES,OBEC';
  const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  /** The answer's content-encoding and its text (fetch decodes brotli and gzip, so a bad stream fails). */
  async function raw(headers: Record<string, string> = {}) {
    const res = await fetch(`${api.origin}${URL}`, { headers });
    return { status: res.status, encoding: res.headers.get('content-encoding'), text: await res.text() };
  }

  it('serves a warm call from the kept JSON (no load, nothing rebuilt), brotli to a client that takes it', async () => {
    // The clock stands still past the settle window of the seed's last change: a value loaded within
    // SETTLE_MS of its change is loaded once more when it settles (by design), which on a loaded CI
    // machine could fall between the two calls below.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SETTLE_MS + 1 });
    try {
      const first = await api.call<CiselnikyResponse>('GET', URL);
      const loads = readCacheCounters().loads;
      const built = derivationCount();
      const again = await api.call<CiselnikyResponse>('GET', URL);
      const br = await fetch(`${api.origin}${URL}`, { headers: brotli });

      expect(again.text).toBe(first.text);
      expect(readCacheCounters().loads).toBe(loads);
      expect(derivationCount()).toBe(built);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('accept-encoding');
      expect(await br.text()).toBe(first.text); // fetch decodes brotli
      // the schema still strips what the client must not see (the version and internal attributes)
      expect(Object.keys(first.body[1].values[0]).sort()).not.toContain('version');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a browser revalidates what it has: 304 without a body while unchanged, the new answer with a new ETag after an edit', async () => {
    const first = await fetch(`${api.origin}${URL}`, { headers: brotli });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    await first.text();
    const same = await fetch(`${api.origin}${URL}`, { headers: { ...brotli, 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.text()).toBe('');
    // another list, another ETag; a stale one gets the whole answer
    const other = await fetch(`${api.origin}/api/web-oznamenie/ciselniky?typy=KRAJ`, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    await other.text();

    const obec = (await api.call<CiselnikyResponse>('GET', URL)).body[1].values[2];
    const detail = await api.call<{ version: number }>('GET', `/api/is/ciselniky/obec/polozka/${obec.uuid}`, { cookie: spravca });
    const put = await api.call('PUT', `/api/is/ciselniky/obec/polozka/${obec.uuid}`, {
      cookie: spravca,
      body: { ciselnikLabel: `${obec.label} (nová)`, id: obec.kod, aktivna: true, nadradenaPolozkaUuid: obec.nadradenaPolozkaUuid, version: detail.body.version },
    });
    expect(put.status).toBe(200);
    const changed = await fetch(`${api.origin}${URL}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain(`${obec.label} (nová)`);
  });

  it('changes the kept answer (plain and compressed) after an item is edited here', async () => {
    const before = await api.call<CiselnikyResponse>('GET', URL);
    const obec = before.body[1].values[0];
    const detail = await api.call<{ version: number }>('GET', `/api/is/ciselniky/obec/polozka/${obec.uuid}`, { cookie: spravca });
    const put = await api.call('PUT', `/api/is/ciselniky/obec/polozka/${obec.uuid}`, {
      cookie: spravca,
      body: { ciselnikLabel: `${obec.label} (upravená)`, id: obec.kod, aktivna: true, nadradenaPolozkaUuid: obec.nadradenaPolozkaUuid, version: detail.body.version },
    });
    const after = await api.call<CiselnikyResponse>('GET', URL);
    const br = await raw(brotli);

    expect(put.status).toBe(200);
    expect(after.body[1].values.find((v) => v.uuid === obec.uuid)?.label).toBe(`${obec.label} (upravená)`);
    expect(br.encoding).toBe('br');
    expect(br.text).toBe(after.text);
  });

  it('shows an edit made by another process once the public trust window has passed', async () => {
    const before = await api.call<CiselnikyResponse>('GET', URL);
    const obec = before.body[1].values[1];
    // Another Lambda's write: the item and the type's stamp in one transaction, no invalidation in this process.
    await transactWrite([
      {
        Update: {
          TableName: process.env.TABLE_NAME,
          Key: keys.ciselnikPolozka('OBEC', obec.uuid),
          UpdateExpression: 'SET label = :l',
          ExpressionAttributeValues: { ':l': 'Iná obec' },
        },
      },
      stampBump('CISELNIK#OBEC'),
    ]);
    const labelNow = async () => (await api.call<CiselnikyResponse>('GET', URL)).body[1].values.find((v) => v.uuid === obec.uuid)?.label;

    expect(await labelNow()).toBe(obec.label); // kept within the trust window, by design
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PUBLIC_TRUST_MS + SETTLE_MS + 1 });
    try {
      expect(await labelNow()).toBe('Iná obec');
      const br = await raw(brotli);
      expect(br.encoding).toBe('br');
      expect(JSON.parse(br.text)[1].values.some((v: { label: string }) => v.label === 'Iná obec')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends identity JSON to a client that refuses brotli and gzip', async () => {
    const plain = await raw({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeNull();
    expect(JSON.parse(plain.text)[0].type).toBe('OKRES');
  });
});
