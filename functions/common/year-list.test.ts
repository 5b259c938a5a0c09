import { describe, expect, it } from 'vitest';
import type { YearCounter, YearRowsReader } from '../data/year-rows';
import { allRows, csvResult, foldTokens, pageRows, resetSortedCache, type YearListRequest, yearsOf } from './year-list';

interface Row {
  id: string;
  date: string;
  name: string;
}

/** A source with `perYear` rows per year (dates spread over the year); records which years were read. */
function source(perYear: Record<number, number>, opts: { untrusted?: number[] } = {}) {
  const rows = new Map<number, Row[]>();
  for (const [y, n] of Object.entries(perYear)) {
    rows.set(
      Number(y),
      Array.from({ length: n }, (_, i) => ({
        id: `${y}-${String(i).padStart(4, '0')}`,
        date: `${y}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        name: ['Čierny', 'Cyril', 'Dávid', 'Adam'][i % 4],
      })),
    );
  }
  const read: number[] = [];
  const s: YearRowsReader<Row> & { read: number[] } = {
    name: `test-${Math.random()}`,
    read,
    async counters(years) {
      const m = new Map<number, YearCounter>();
      for (const y of years) if (rows.has(y)) m.set(y, { v: 1, ...(opts.untrusted?.includes(y) ? {} : { n: rows.get(y)?.length }) });
      return m;
    },
    async rows(years, known) {
      for (const y of years) if ((known ?? new Map()).has(y) || rows.has(y)) read.push(y);
      return years.map((y) => rows.get(y) ?? []);
    },
  };
  return s;
}

const req = (src: YearRowsReader<Row>, o: Partial<YearListRequest<Row>> = {}): YearListRequest<Row> => ({
  source: src,
  date: (r) => r.date,
  firstYear: 2010,
  today: '2026-11-23',
  match: null,
  sort: { name: 'date', dir: 'DESC', key: (r) => r.date, compare: 'raw', tie: (a, b) => (a.id < b.id ? 1 : -1), byPartitionDate: true },
  ...o,
});

describe('per-year list machinery', () => {
  it('asks for the years of the date range only, newest first (no from: from the first year)', () => {
    expect(yearsOf({ from: '2024-05-01', to: '2025-02-01' }, 2000, '2026-11-23')).toEqual([2025, 2024]);
    expect(yearsOf({}, 2023, '2026-11-23')).toEqual([2026, 2025, 2024, 2023]);
    expect(yearsOf({ from: '2030-01-01' }, 2000, '2026-11-23')).toEqual([2030]);
  });

  it('sorted by the partition date without a filter, reads only the years of the page; the total comes from the counters', async () => {
    const src = source({ 2026: 15, 2025: 30, 2024: 30, 2020: 50 });
    const p1 = await pageRows(req(src), 1, 20);
    expect(p1.total).toBe(125);
    expect(src.read.sort()).toEqual([2025, 2026]);
    expect(p1.rows.map((r) => r.date)).toEqual([...p1.rows.map((r) => r.date)].sort().reverse());
    expect(p1.rows.slice(0, 15).every((r) => r.date.startsWith('2026'))).toBe(true);
    src.read.length = 0;
    const p4 = await pageRows(req(src), 4, 20); // rows 60..79: the end of 2024 (45..74) and the start of 2020
    expect(src.read.sort()).toEqual([2020, 2024]);
    expect(p4.rows.filter((r) => r.date.startsWith('2024'))).toHaveLength(15);
    expect(p4.rows.map((r) => r.id)).toEqual((await allRows(req(src))).slice(60, 80).map((r) => r.id));
    src.read.length = 0;
    const asc = await pageRows(req(src, { sort: { ...req(src).sort, dir: 'ASC' } }), 1, 20);
    expect(src.read).toEqual([2020]);
    expect(asc.rows[0].date.startsWith('2020')).toBe(true);
  });

  it('reads years whose counter is not trusted yet and the edge years a date range cuts', async () => {
    const src = source({ 2026: 15, 2025: 30, 2024: 30, 2020: 50 }, { untrusted: [2020] });
    const p = await pageRows(req(src, { from: '2024-06-15' }), 1, 20);
    expect(src.read.sort()).toEqual([2024, 2025, 2026]);
    expect(p.total).toBe((await allRows(req(src, { from: '2024-06-15' }))).length);
    expect(p.total).toBeGreaterThan(45);
    expect(p.total).toBeLessThan(75);
    src.read.length = 0;
    await pageRows(req(src), 1, 20);
    expect(src.read.sort()).toEqual([2020, 2025, 2026]);
  });

  it('with a filter or another sort reads every year of the range, filters and sorts in Slovak collation (C < Č < D)', async () => {
    resetSortedCache();
    const src = source({ 2026: 8, 2025: 8 });
    const byName = { name: 'name', dir: 'ASC' as const, key: (r: Row) => r.name, compare: 'sk' as const, tie: (a: Row, b: Row) => (a.id < b.id ? -1 : 1) };
    const p = await pageRows(req(src, { sort: byName }), 1, 20);
    expect(src.read.sort()).toEqual([2025, 2026]);
    expect([...new Set(p.rows.map((r) => r.name))]).toEqual(['Adam', 'Cyril', 'Čierny', 'Dávid']);
    const filtered = await allRows(req(src, { match: (r) => r.name === 'Dávid' }));
    expect(filtered.map((r) => r.name)).toEqual(['Dávid', 'Dávid', 'Dávid', 'Dávid']);
  });

  it('splits search text into folded words', () => {
    expect(foldTokens('  Šťastný   ĽUBO ')).toEqual(['stastny', 'lubo']);
    expect(foldTokens(['Čierny', ' '])).toEqual(['cierny']);
  });

  it('writes CSV with a BOM, ";", CRLF and quoting', () => {
    const r = csvResult('a.csv', ['Kód', 'Meno'], [['1', 'Agro; s.r.o.'], ['2', 'Ján "Ďuro"']]);
    expect(r.body).toBe('\uFEFFKód;Meno\r\n1;"Agro; s.r.o."\r\n2;"Ján ""Ďuro"""\r\n');
    expect(r.headers['content-disposition']).toBe('attachment; filename="a.csv"');
  });
});
