/**
 * The notification list's URL state (spec part 1 §2 'Notification list', §5): filters, sort and page
 * live in the search params; malformed values fall back to the defaults, unknown states and bad
 * UUIDs are dropped, the injured-party text is trimmed and cut to 255.
 */
import type { OznameniaFilter } from '@shared/api/oznamenia';
import { OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT, type OznamenieSort, searchTokens } from '@shared/api/staff-lists';
import { OZNAMENIE_STAVY, type OznamenieStav } from '@shared/domain/oznamenie';
import { boolParam, commaList, dayParam, enumParam, pageParam, type SearchOf, searchValidator, sortDirectionParam, textParam, uuidList } from '@web/lib/search-params';
import { dropInvertedRange, type FilterTag as ListFilterTag, listOf } from '@web/lib/list-search';

export { limitTags, listOf, summaryLabel } from '@web/lib/list-search';

const shape = {
  page: pageParam(),
  sortBy: enumParam(OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT),
  sortDirection: sortDirectionParam('DESC'),
  from: dayParam(),
  to: dayParam(),
  states: commaList((v) => (OZNAMENIE_STAVY as readonly string[]).includes(v)),
  uzemnePrislusnePracovisko: uuidList(),
  withoutUzemnePrislusnePracovisko: boolParam(),
  poskodeny: textParam(),
};
export type OznameniaSearch = SearchOf<typeof shape>;

/** The URL state field by field (no zod: it stays in the eagerly loaded route tree, see lib/search-params.ts). */
export const oznameniaSearchSchema = searchValidator(shape);

export const OZNAMENIA_SEARCH_DEFAULTS: OznameniaSearch = oznameniaSearchSchema.parse({});

/** 'from' after 'to' is not a range: the later 'from' is dropped. */
export const normalizeSearch = (s: OznameniaSearch): OznameniaSearch => dropInvertedRange(s);

/** The route's validateSearch: the fields, then the range rule. */
export const validateOznameniaSearch = searchValidator(shape, normalizeSearch);

/** The request body of POST /oznamenia from the URL state. */
export function filterOf(s: OznameniaSearch): OznameniaFilter {
  const tokens = searchTokens(s.poskodeny);
  const states = listOf<OznamenieStav>(s.states);
  const pracoviska = listOf(s.uzemnePrislusnePracovisko);
  return {
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...(states.length ? { states } : {}),
    ...(pracoviska.length ? { uzemnePrislusnePracovisko: pracoviska } : {}),
    ...(s.withoutUzemnePrislusnePracovisko ? { withoutUzemnePrislusnePracovisko: true } : {}),
    ...(tokens.length ? { poskodenySearchTokens: tokens } : {}),
  };
}

export const isFiltered = (s: OznameniaSearch) => Object.keys(filterOf(s)).length > 0;

export type FilterTag = ListFilterTag<OznameniaSearch>;

export const firstDirection = (column: OznamenieSort): 'ASC' | 'DESC' => (column === 'datumOznamenia' ? 'ASC' : 'DESC');
