/** Slovak collation used for every sorted list and select (spec part 1 §9). */
export const skCollator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });
export const compareSk = (a: string, b: string) => skCollator.compare(a, b);
export function sortBySk<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSk(key(a), key(b)));
}
