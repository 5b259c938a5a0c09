/**
 * The envelope of one page of a server-paged list (spec part 1 §5): the rows under the list's own key
 * (each list of the spec names it differently), the page number, the page size and the count of all rows.
 */
import * as z from './zm';

/** The paging fields of every page; spread them into a page that carries more than its rows. */
export const pageFields = { number: z.int(), size: z.int(), totalElements: z.int() };

export function pageResponse<K extends string, T extends z.ZodMiniType>(listKey: K, row: T) {
  return z.object({ ...({ [listKey]: z.array(row) } as Record<K, z.ZodMiniArray<T>>), ...pageFields });
}
