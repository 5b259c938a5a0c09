import { describe, expect, it } from 'vitest';
import { LIST_QUERY_MSG } from './list-query';
import { routes } from './routes';
import * as z from './zm';

const withQuery = Object.entries(routes).filter(([, r]) => r.query) as [string, { query: z.ZodMiniType }][];
/** Routes whose query takes a sort column: they answer a known one with it in the parsed query. */
const sorting = withQuery.filter(([, r]) => {
  const parsed = z.safeParse(r.query, { sortBy: 'x' });
  return parsed.success ? 'sortBy' in (parsed.data as object) : parsed.error.issues.some((i) => i.path[0] === 'sortBy');
});

describe('the staff lists’ one rule for sortBy and sortDirection', () => {
  it('finds the sorting lists of both spec parts', () => {
    const names = sorting.map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names).toEqual(expect.arrayContaining(['statistiky', 'organizaciePaged', 'pouzivatelia', 'ciselnikDetail']));
  });

  it.each(sorting.map(([name, r]) => [name, r.query] as const))('%s refuses an unknown column and direction with the Slovak field errors', (_name, query) => {
    const parsed = z.safeParse(query, { sortBy: 'neznamy', sortDirection: 'hore' });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues ?? [];
    const sortBy = issues.find((i) => i.path[0] === 'sortBy');
    expect(sortBy?.message).toMatch(/^Neplatný vstup: očakávaná jedna z hodnôt "/);
    expect(issues.find((i) => i.path[0] === 'sortDirection')?.message).toBe(LIST_QUERY_MSG.sortDirection);
  });
});
