/**
 * The query of the staff lists that the server pages and sorts (damage events, statistics, historical
 * data): page, sortBy (also 'field,dir' as `sortBy` or `sort`), sortDirection; unknown or malformed
 * values fall back to the defaults instead of failing (spec part 1 §5). The CSV exports take the same
 * sort and the browser's time zone.
 */
import { isTimeZone } from '../format/time-zone';
import * as z from './zm';

export const LIST_QUERY_MSG = { casovaZona: 'Neznáma časová zóna.' } as const;

export function pagedSortQuery<S extends string>(sorts: readonly S[], fallback: NoInfer<S>) {
  return z.pipe(
    z.object({
      page: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1)),
      sortBy: z.optional(z.string().check(z.maxLength(100))),
      sort: z.optional(z.string().check(z.maxLength(100))),
      sortDirection: z.optional(z.string().check(z.maxLength(10))),
    }),
    z.transform((q) => {
      const [rawField, rawDir] = (q.sortBy ?? q.sort ?? '').split(',');
      const sortBy = (sorts as readonly string[]).includes(rawField) ? (rawField as S) : fallback;
      const dir = (q.sortDirection ?? rawDir ?? '').toUpperCase();
      return { page: q.page ?? 1, sortBy, sortDirection: (dir === 'ASC' ? 'ASC' : 'DESC') as 'ASC' | 'DESC' };
    }),
  );
}

/** An IANA time zone the runtime knows ('Europe/Bratislava'). */
export const casovaZona = () => z.string().check(z.maxLength(64), z.refine(isTimeZone, LIST_QUERY_MSG.casovaZona));

/** Query of a CSV export: the list's sort (page ignored) and the browser's time zone (absent → Europe/Bratislava). */
export function exportSortQuery<S extends string>(sorts: readonly S[], fallback: NoInfer<S>) {
  const list = pagedSortQuery(sorts, fallback);
  return z.pipe(
    z.object({
      sortBy: z.optional(z.string().check(z.maxLength(100))),
      sort: z.optional(z.string().check(z.maxLength(100))),
      sortDirection: z.optional(z.string().check(z.maxLength(10))),
      page: z.optional(z.string().check(z.maxLength(20))),
      timezone: z.optional(casovaZona()),
    }),
    z.transform((q) => {
      const { sortBy, sortDirection } = list.parse({ sortBy: q.sortBy, sort: q.sort, sortDirection: q.sortDirection });
      return { page: 1, sortBy, sortDirection, timezone: q.timezone ?? 'Europe/Bratislava' };
    }),
  );
}
