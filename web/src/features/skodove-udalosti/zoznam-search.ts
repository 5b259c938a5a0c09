/**
 * The damage-event list's URL state (spec part 2 §2 'Damage events', with the notification list's rules
 * of part 1 §2, §5): every filter field, the sort and the page live in the search params; malformed
 * values fall back to the defaults, unknown categories and bad UUIDs are dropped, the injured-party text
 * is trimmed and cut to 255.
 */
import type { SkodoveUdalostiFilterInput } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT, type SkodovaUdalostSort } from '@shared/api/staff-lists';
import { boolParam, dayParam, enumParam, pageParam, type SearchOf, searchValidator, sortDirectionParam } from '@web/lib/search-params';
import { dropInvertedRange } from '@web/lib/list-search';
import { SKODY_FILTER_SHAPE, skodyFilterBody } from '@web/lib/skody-filter-search';

const shape = {
  page: pageParam(),
  sortBy: enumParam(SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT),
  sortDirection: sortDirectionParam('DESC'),
  from: dayParam(),
  to: dayParam(),
  ...SKODY_FILTER_SHAPE,
  poTermine: boolParam(),
};
export type SkodoveUdalostiSearch = SearchOf<typeof shape>;

/** The URL state field by field (no zod: it stays in the eagerly loaded route tree, see lib/search-params.ts). */
export const skodoveUdalostiSearchSchema = searchValidator(shape);

export const SKODOVE_UDALOSTI_SEARCH_DEFAULTS: SkodoveUdalostiSearch = skodoveUdalostiSearchSchema.parse({});

export const normalizeSearch = (s: SkodoveUdalostiSearch): SkodoveUdalostiSearch => dropInvertedRange(s);

/** The route's validateSearch: the fields, then the range rule. */
export const validateSkodoveUdalostiSearch = searchValidator(shape, normalizeSearch);

/** The request body of POST /skodove-udalosti from the URL state. */
export function filterOf(s: SkodoveUdalostiSearch): SkodoveUdalostiFilterInput {
  return {
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...skodyFilterBody(s),
    ...(s.poTermine ? { poTermine: true } : {}),
  };
}

export const isFiltered = (s: SkodoveUdalostiSearch) => Object.keys(filterOf(s)).length > 0;

/** As in the notification list (spec part 1 §2): columns start DESC on their first click, the date ASC. */
export const firstDirection = (column: SkodovaUdalostSort): 'ASC' | 'DESC' => (column === 'datumACasVznikuSkody' ? 'ASC' : 'DESC');
