/**
 * The sort and page query of every staff list the server pages and sorts – one rule for all of them:
 * - `page`: invalid or below 1 is the first page (spec part 1 §5);
 * - `sortBy`: a column the list sorts by, else 400 with the Slovak field error naming the columns
 *   (LIST_QUERY_MSG.sortBy) – never a silent fall-back to the default, so a caller that misspells a
 *   column learns it; the lists of part 1 §7 take it also as 'field,dir' in `sortBy` or `sort`;
 * - `sortDirection`: ASC or DESC in any case, else the same kind of 400.
 * The CSV exports take the same sort and the browser's time zone.
 */
import { isTimeZone } from '../format/time-zone';
import * as z from './zm';

const oneOf = (values: readonly string[]) => `Neplatný vstup: očakávaná jedna z hodnôt ${values.map((v) => `"${v}"`).join('|')}`;

export const LIST_QUERY_MSG = {
  casovaZona: 'Neznáma časová zóna.',
  /** The text zod's Slovak locale gives an unknown enum value, for the 'field,dir' form too. */
  sortBy: (sorts: readonly string[]) => oneOf(sorts),
  sortDirection: oneOf(['ASC', 'DESC']),
} as const;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** 1-based page; anything invalid or below 1 is the first page (spec part 1 §5). */
export const pageParam = () => z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1);

/** A column of `sorts`; another value is refused (400, LIST_QUERY_MSG.sortBy). */
export const sortByParam = <S extends string>(sorts: readonly [S, ...S[]]) => z.enum(sorts, { error: LIST_QUERY_MSG.sortBy(sorts) });

/** ASC or DESC in any case; another value is refused (400, LIST_QUERY_MSG.sortDirection). */
export const sortDirectionParam = () =>
  z.pipe(
    z.string().check(z.maxLength(10, LIST_QUERY_MSG.sortDirection)),
    z.pipe(
      z.transform((s: string) => s.toUpperCase()),
      z.enum(SORT_DIRECTIONS, { error: LIST_QUERY_MSG.sortDirection }),
    ),
  );

const knownSort = (sorts: readonly string[]) =>
  z.optional(
    z.string().check(
      z.maxLength(100, LIST_QUERY_MSG.sortBy(sorts)),
      z.refine((v) => {
        const [field, dir, ...rest] = v.split(',');
        return sorts.includes(field) && rest.length === 0 && (dir === undefined || SORT_DIRECTIONS.includes(dir.toUpperCase() as SortDirection));
      }, LIST_QUERY_MSG.sortBy(sorts)),
    ),
  );

/** The column and direction a checked query names ('field,dir' or the parts); DESC unless ASC is asked. */
function resolveSort<S extends string>(q: { sortBy?: string; sort?: string; sortDirection?: SortDirection }, fallback: S) {
  const [rawField, rawDir] = (q.sortBy ?? q.sort ?? '').split(',');
  const dir = q.sortDirection ?? (rawDir ?? '').toUpperCase();
  return { sortBy: rawField ? (rawField as S) : fallback, sortDirection: (dir === 'ASC' ? 'ASC' : 'DESC') as SortDirection };
}

/** page, sortBy (also 'field,dir', also as `sort`), sortDirection; the default direction is DESC. */
export function pagedSortQuery<S extends string>(sorts: readonly S[], fallback: NoInfer<S>) {
  return z.pipe(
    z.object({
      page: z.optional(pageParam()),
      sortBy: knownSort(sorts),
      sort: knownSort(sorts),
      sortDirection: z.optional(sortDirectionParam()),
    }),
    z.transform((q) => ({ page: q.page ?? 1, ...resolveSort(q, fallback) })),
  );
}

/** An IANA time zone the runtime knows ('Europe/Bratislava'). */
export const casovaZona = () => z.string().check(z.maxLength(64), z.refine(isTimeZone, LIST_QUERY_MSG.casovaZona));

/** Query of a CSV export: the list's sort (page ignored) and the browser's time zone (absent → Europe/Bratislava). */
export function exportSortQuery<S extends string>(sorts: readonly S[], fallback: NoInfer<S>) {
  return z.pipe(
    z.object({
      sortBy: knownSort(sorts),
      sort: knownSort(sorts),
      sortDirection: z.optional(sortDirectionParam()),
      page: z.optional(z.string().check(z.maxLength(20))),
      timezone: z.optional(casovaZona()),
    }),
    z.transform((q) => ({ page: 1, ...resolveSort(q, fallback), timezone: q.timezone ?? 'Europe/Bratislava' })),
  );
}
