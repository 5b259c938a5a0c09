/** One page (1-based) of a list sorted in memory, with the spec's page fields (number, size, totalElements). */
export function pageOf<T>(all: readonly T[], page: number, size: number): { items: T[]; number: number; size: number; totalElements: number } {
  return { items: all.slice((page - 1) * size, page * size), number: page, size, totalElements: all.length };
}
