import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedRead, clearReadCache, derivationCount, derive, invalidateReads, MAX_ENTRIES, readCacheCounters, type Stamp } from './read-cache';

/** A dataset in memory: `write()` changes it and moves its stamp, as a write transaction does. */
function fakeDataset(initial: string) {
  const state = { value: initial, stamp: 1, changedAt: undefined as number | undefined, stampReads: 0, loads: 0 };
  return {
    state,
    write(value: string, options: { at?: number } = {}) {
      state.value = value;
      state.stamp++;
      state.changedAt = options.at;
    },
    stamp: async (): Promise<Stamp> => {
      state.stampReads++;
      return { value: state.stamp, changedAt: state.changedAt };
    },
    load: async () => {
      state.loads++;
      return state.value;
    },
  };
}

const T0 = Date.parse('2026-11-23T10:00:00Z');
beforeEach(() => {
  clearReadCache();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('cachedRead', () => {
  it('serves a warm read without loading the dataset again, and within trustMs without reading the stamp', async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 5_000, stamp: d.stamp, load: d.load });

    expect(await read()).toBe('A');
    vi.setSystemTime(T0 + 4_999);
    expect(await read()).toBe('A');
    expect(d.state).toMatchObject({ stampReads: 1, loads: 1 });

    vi.setSystemTime(T0 + 5_001);
    expect(await read()).toBe('A');
    expect(d.state).toMatchObject({ stampReads: 2, loads: 1 });
  });

  it('with trustMs 0 reads the stamp on every call and loads only after it moved', async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 0, stamp: d.stamp, load: d.load });

    await read();
    await read();
    d.write('B');
    expect(await read()).toBe('B');
    expect(d.state).toMatchObject({ stampReads: 3, loads: 2 });
  });

  it("applies each caller's own trustMs to the one kept value", async () => {
    const d = fakeDataset('A');
    await cachedRead({ dataset: 'D', trustMs: 60_000, stamp: d.stamp, load: d.load });
    d.write('B'); // elsewhere

    expect(await cachedRead({ dataset: 'D', trustMs: 0, stamp: d.stamp, load: d.load })).toBe('B');
    expect(await cachedRead({ dataset: 'D', trustMs: 60_000, stamp: d.stamp, load: d.load })).toBe('B');
  });

  it("sees another process's write after at most trustMs", async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 5_000, stamp: d.stamp, load: d.load });

    await read();
    d.write('B'); // elsewhere: this process is not told
    vi.setSystemTime(T0 + 1_000);
    expect(await read()).toBe('A');
    vi.setSystemTime(T0 + 5_001);
    expect(await read()).toBe('B');
  });

  it("sees this process's own write on the next read, inside the trust window", async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 60_000, stamp: d.stamp, load: d.load });

    await read();
    d.write('B');
    invalidateReads('D');
    expect(await read()).toBe('B');
  });

  it('invalidates every entry of the dataset and no other dataset', async () => {
    const d = fakeDataset('A');
    const other = fakeDataset('X');
    const page = (key: string) => cachedRead({ dataset: 'D', key, trustMs: 60_000, stamp: d.stamp, load: async () => `${key}:${await d.load()}` });
    const readOther = () => cachedRead({ dataset: 'O', trustMs: 60_000, stamp: other.stamp, load: other.load });

    await page('p1');
    await page('p2');
    await readOther();
    d.write('B');
    invalidateReads('D');

    expect([await page('p1'), await page('p2')]).toEqual(['p1:B', 'p2:B']);
    expect(await readOther()).toBe('X');
    expect(other.state.stampReads).toBe(1);
  });

  it('loads once more when the change that moved the stamp is settleMs old (index reads may lag the write)', async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 0, settleMs: 2_000, stamp: d.stamp, load: d.load });

    d.write('B', { at: T0 - 500 });
    d.state.value = 'A'; // what a lagging index still answers
    expect(await read()).toBe('A');
    d.state.value = 'B'; // the index caught up; the stamp did not move again
    vi.setSystemTime(T0 + 1_000);
    expect(await read()).toBe('A');
    vi.setSystemTime(T0 + 1_600);
    expect(await read()).toBe('B');
    vi.setSystemTime(T0 + 10_000);
    expect(await read()).toBe('B');
    expect(d.state.loads).toBe(2);
  });

  it('lets concurrent reads share one stamp read and one load', async () => {
    const d = fakeDataset('A');
    const results = await Promise.all(Array.from({ length: 50 }, () => cachedRead({ dataset: 'D', trustMs: 0, stamp: d.stamp, load: d.load })));

    expect(new Set(results)).toEqual(new Set(['A']));
    expect(d.state).toMatchObject({ stampReads: 1, loads: 1 });
    expect(readCacheCounters()).toEqual({ stampReads: 1, loads: 1 });
  });

  it('keeps nothing from a failed load: the next read tries again', async () => {
    const d = fakeDataset('A');
    let fail = true;
    const read = () =>
      cachedRead({
        dataset: 'D',
        trustMs: 60_000,
        stamp: d.stamp,
        load: async () => {
          if (fail) throw new Error('unavailable');
          return d.load();
        },
      });

    await expect(read()).rejects.toThrow('unavailable');
    fail = false;
    expect(await read()).toBe('A');
  });

  it('does not trust a value read while this process wrote', async () => {
    const d = fakeDataset('A');
    let release: () => void = () => undefined;
    const slowLoad = async () => {
      const v = d.state.value;
      await new Promise<void>((r) => {
        release = r;
      });
      return v;
    };
    const first = cachedRead({ dataset: 'D', trustMs: 60_000, stamp: d.stamp, load: slowLoad });
    await vi.waitFor(() => expect(d.state.stampReads).toBe(1));
    d.write('B');
    invalidateReads('D');
    release();
    expect(await first).toBe('A');

    expect(await cachedRead({ dataset: 'D', trustMs: 60_000, stamp: d.stamp, load: d.load })).toBe('B');
  });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the oldest`, async () => {
    const d = fakeDataset('A');
    const page = (key: string) => cachedRead({ dataset: 'D', key, trustMs: 60_000, stamp: d.stamp, load: d.load });
    for (let i = 0; i <= MAX_ENTRIES; i++) await page(`p${i}`);
    const loads = d.state.loads;

    await page(`p${MAX_ENTRIES}`);
    expect(d.state.loads).toBe(loads);
    await page('p0');
    expect(d.state.loads).toBe(loads + 1);
  });
});

describe('derive', () => {
  it('keeps a value built from kept values until one of them is replaced (a new stamp loads a new object)', async () => {
    const d = fakeDataset('A');
    const read = () => cachedRead({ dataset: 'D', trustMs: 0, stamp: d.stamp, load: async () => ({ text: await d.load() }) });
    const answer = async () => {
      const kept = await read();
      return derive('D#answer', [kept], () => JSON.stringify(kept));
    };

    const first = await answer();
    expect(await answer()).toBe(first);
    expect(derivationCount()).toBe(1);
    d.write('B');
    expect(await answer()).toBe('{"text":"B"}');
    expect(derivationCount()).toBe(2);
  });

  it('builds again when any source differs or the sources are fewer', () => {
    const a = {};
    const b = {};
    expect(derive('K', [a, b], () => 1)).toBe(1);
    expect(derive('K', [a, b], () => 2)).toBe(1);
    expect(derive('K', [a, {}], () => 3)).toBe(3);
    expect(derive('K', [a], () => 4)).toBe(4);
  });
});
