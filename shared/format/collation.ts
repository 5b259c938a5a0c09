/**
 * Slovak collation used for every sorted list and select (spec part 1 §9). The collator is made on
 * first use: making it loads ICU's Slovak data (≈10 ms), which a Lambda that never sorts should not
 * pay when it starts.
 */
let collator: Intl.Collator | undefined;
export function compareSk(a: string, b: string): number {
  collator ??= new Intl.Collator('sk', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
export function sortBySk<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSk(key(a), key(b)));
}
