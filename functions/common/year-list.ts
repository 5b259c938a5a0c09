/**
 * The domain half of the per-year list machinery (functions/data/year-rows.ts is the data half), shared
 * by the staff notification list and the damage-event list: which years a date filter needs, filter,
 * sort (Slovak collation, kept per process), page and CSV.
 *
 * A list sorted by its partition date with no filter but from/to reads only the years the page shown
 * needs: totals come from the per-year row counters, the years before the page are skipped by count.
 * Every other request reads the years of the date range (cached per process) and filters in memory.
 */
import { stringify } from 'csv-stringify/sync';
import { compareSk } from '@shared/format/collation';
import { todayIso } from '@shared/format/dates';
import type { YearCounter, YearRowsReader } from '../data/year-rows';
import { HttpResult } from '../lib/result';

/** Lower case without diacritics: 'Šťastný' → 'stastny'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Search words of a filter text: trimmed, folded, split on whitespace. */
export const foldTokens = (words: readonly string[] | string | undefined): string[] =>
  (typeof words === 'string' ? words.split(/\s+/) : (words ?? [])).map((t) => fold(t.trim())).filter(Boolean);

/** Years whose partitions can hold rows within [from, to], newest first. */
export function yearsOf(range: { from?: string; to?: string }, firstYear: number, today = todayIso()): number[] {
  const first = range.from ? Number(range.from.slice(0, 4)) : firstYear;
  const last = Math.max(first, Number((range.to ?? today).slice(0, 4)));
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  return years;
}

export interface YearSort<R> {
  /** Name of the sort (cache key). */
  name: string;
  dir: 'ASC' | 'DESC';
  /** Sort value of a row. */
  key: (r: R) => string;
  /** 'raw': plain string order (dates, codes); 'sk': Slovak collation. */
  compare: 'raw' | 'sk';
  /** Ties: a stable order that does not depend on the direction (e.g. newest code first). */
  tie: (a: R, b: R) => number;
  /** True when `key` orders like the partition date (the lazy page applies). */
  byPartitionDate?: boolean;
  /** Anything else the sort value depends on (e.g. code-list labels), part of the cache key. */
  variant?: string;
}

export interface YearListRequest<R> {
  source: YearRowsReader<R>;
  /** The partition date of a row (yyyy-MM-dd…). */
  date: (r: R) => string;
  /** Partition-date range of the filter. */
  from?: string;
  to?: string;
  firstYear: number;
  /** The rest of the filter; null when the filter has nothing but from/to. */
  match: ((r: R) => boolean) | null;
  sort: YearSort<R>;
  today?: string;
}

const inRange = (d: string, from?: string, to?: string) => (!from || d >= from) && (!to || d.slice(0, 10) <= to);

/** A kept object's identity as a sort `variant` (e.g. a label Map that is replaced, never changed, when its list changes). */
const identities = new WeakMap<object, number>();
let nextIdentity = 1;
export function identityVariant(o: object): string {
  let id = identities.get(o);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(o, id);
  }
  return String(id);
}

export function sortRows<R>(rows: readonly R[], s: YearSort<R>): R[] {
  const sign = s.dir === 'ASC' ? 1 : -1;
  const keyed = rows.map((r) => ({ r, k: s.key(r) }));
  keyed.sort((a, b) => {
    const c = s.compare === 'raw' ? (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) : compareSk(a.k, b.k);
    return c !== 0 ? c * sign : s.tie(a.r, b.r);
  });
  return keyed.map((x) => x.r);
}

/**
 * Sorted rows of whole years kept per process: a collated sort of 50,000 rows costs about a second, so
 * the sorted order is kept until a counter of one of its years moves (the key names the years' `v`).
 */
const sortedCache = new Map<string, unknown[]>();
const SORTED_CACHE_MAX = 12;

function sortedYears<R>(rows: readonly R[], s: YearSort<R>, signature: string): R[] {
  const key = `${s.name}|${s.dir}|${s.variant ?? ''}|${signature}`;
  const hit = sortedCache.get(key);
  if (hit) {
    sortedCache.delete(key);
    sortedCache.set(key, hit);
    return hit as R[];
  }
  const sorted = sortRows(rows, s);
  sortedCache.set(key, sorted);
  if (sortedCache.size > SORTED_CACHE_MAX) sortedCache.delete(sortedCache.keys().next().value as string);
  return sorted;
}

/** Empties the kept sorted orders (a new process; benchmarks measure cold requests with it). */
export const resetSortedCache = () => sortedCache.clear();

async function readSorted<R>(q: YearListRequest<R>, years: number[], counters: Map<number, YearCounter>): Promise<R[]> {
  const perYear = await q.source.rows(years, counters);
  const signature = `${years.map((y) => `${y}:${counters.get(y)?.v ?? 0}`).join(',')}`;
  const sorted = sortedYears(perYear.flat(), q.sort, `${q.source.name}|${signature}`);
  const restricted = q.from || q.to;
  return sorted.filter((r) => (!restricted || inRange(q.date(r), q.from, q.to)) && (!q.match || q.match(r)));
}

/** Every row matching the filter, sorted (the CSV export, and the page when the lazy path does not apply). */
export async function allRows<R>(q: YearListRequest<R>): Promise<R[]> {
  const years = yearsOf(q, q.firstYear, q.today);
  const counters = await q.source.counters(years);
  return readSorted(q, years, counters);
}

/**
 * One page (1-based) and the total. Sorted by the partition date with no filter but from/to, only the
 * years that hold the page are read: the others are counted by their counters (years whose count is not
 * trusted yet, and the two edge years a date range cuts, are read).
 */
export async function pageRows<R>(q: YearListRequest<R>, page: number, size: number): Promise<{ rows: R[]; total: number }> {
  const years = yearsOf(q, q.firstYear, q.today);
  const counters = await q.source.counters(years);
  const start = (page - 1) * size;
  if (q.match || !q.sort.byPartitionDate) {
    const rows = await readSorted(q, years, counters);
    return { rows: rows.slice(start, start + size), total: rows.length };
  }
  // count per year: whole years inside the range with a trusted counter need no read
  const ordered = q.sort.dir === 'DESC' ? years : [...years].reverse();
  const cut = (y: number) => (q.from && q.from > `${y}-01-01`) || (q.to && q.to < `${y}-12-31`);
  const unknown = ordered.filter((y) => counters.has(y) && (counters.get(y)?.n === undefined || cut(y)));
  const read = new Map<number, R[]>();
  const readYears = async (ys: number[]) => {
    const fresh = ys.filter((y) => !read.has(y));
    if (!fresh.length) return;
    const rows = await q.source.rows(fresh, counters);
    fresh.forEach((y, i) => {
      const inside = q.from || q.to ? rows[i].filter((r) => inRange(q.date(r), q.from, q.to)) : rows[i];
      read.set(y, sortRows(inside, q.sort));
    });
  };
  await readYears(unknown);
  const count = (y: number) => (read.has(y) ? (read.get(y) as R[]).length : (counters.get(y)?.n ?? 0));
  const total = ordered.reduce((s, y) => s + count(y), 0);
  const needed: number[] = [];
  let offset = 0;
  for (const y of ordered) {
    const n = count(y);
    if (n > 0 && offset + n > start && offset < start + size) needed.push(y);
    offset += n;
  }
  await readYears(needed);
  let skipped = 0;
  for (const y of ordered) {
    if (needed.includes(y)) break;
    skipped += count(y);
  }
  const rows = needed.flatMap((y) => read.get(y) as R[]);
  return { rows: rows.slice(start - skipped, start - skipped + size), total };
}

type CsvCell = string | number | undefined | null;

/** CSV text for Slovak spreadsheets: UTF-8 with BOM, ';', CRLF, quoting by csv-stringify. */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  stringify([header as string[], ...rows.map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))))], {
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
  });

/** A CSV download (csvText). */
export function csvResult(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): HttpResult {
  const body = csvText(header, rows);
  return new HttpResult(
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
    body,
  );
}
