/** Shared expectations of the staff lists kept per year (notifications, damage events). */
import { expect } from 'vitest';
import type { ApiResponse } from './api-harness';

interface Page {
  number: number;
  size: number;
  totalElements: number;
}

/**
 * Page 1 of a year that holds 25 rows: 200, read with exactly one query (the year's partition),
 * 1-based pages of 20, the total 25, its rows sorted by `date` descending. Returns the page and the dates.
 */
export async function expectYearPageOne<P extends Page, R>(o: {
  /** The repository's running count of list queries (reset here). */
  capacity: { queries: number };
  request: () => Promise<ApiResponse<P>>;
  rows: (page: P) => R[];
  date: (row: R) => string;
}): Promise<{ page: P; dates: string[] }> {
  o.capacity.queries = 0;
  const res = await o.request();
  expect(res.status).toBe(200);
  expect(o.capacity.queries).toBe(1);
  expect(res.body).toMatchObject({ number: 1, size: 20, totalElements: 25 });
  expect(o.rows(res.body)).toHaveLength(20);
  const dates = o.rows(res.body).map(o.date);
  expect(dates).toEqual([...dates].sort().reverse());
  return { page: res.body, dates };
}
