/**
 * The URL state of the statistics tabs 'Tabuľka' (/is/statistiky) and 'Heatmapa' (/is/statistiky/heatmapa)
 * (spec part 1 §2, §3 'Statistics filter', §5, §9): the filter, the table's sort and page. Malformed values
 * fall back to the defaults; defaults stay out of the URL (the routes strip them).
 *
 * 'from' defaults to 1 January of the current year (spec part 1 §9). A person may clear it: the cleared
 * state is the empty value, kept in the URL as `from=` (absent means the default, not 'no date').
 */
import type { StatistikyFilterInput } from '@shared/api/statistiky';
import { STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT, type StatistikySort, UCINNOST_MESIACE } from '@shared/api/staff-lists';
import { todayIso } from '@shared/format/dates';
import { dayParam, enumParam, type FieldParser, pageParam, type SearchOf, searchValidator, sortDirectionParam, validDay } from '@web/lib/search-params';
import { SKODY_FILTER_SHAPE, skodyFilterBody } from '@web/lib/skody-filter-search';

/** 1 January of the current year in Slovakia (yyyy-01-01): the default 'from'. */
export const zaciatokRoka = (now: Date = new Date()) => `${todayIso(now).slice(0, 4)}-01-01`;

/** 'from': a day (not after today); '' when cleared by the person; absent or malformed → 1 January. */
const fromParam =
  (): FieldParser<string> =>
  (v) =>
    v === '' ? '' : typeof v === 'string' && validDay(v) ? v : zaciatokRoka();

const shape = {
  from: fromParam(),
  to: dayParam(),
  ...SKODY_FILTER_SHAPE,
  page: pageParam(),
  sortBy: enumParam(STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT),
  sortDirection: sortDirectionParam('DESC'),
};
export type StatistikySearch = SearchOf<typeof shape>;

/** Fields only, without the range rule. */
export const statistikySearchSchema = searchValidator(shape);

/** The default state (computed when the module loads: 'from' is 1 January of that year). */
export const STATISTIKY_SEARCH_DEFAULTS: StatistikySearch = statistikySearchSchema.parse({});

/** 'from' after 'to' is not a range (e.g. the default 1 January with a 'to' of an earlier year): 'from' is cleared. */
export const normalizeStatistikySearch = (s: StatistikySearch): StatistikySearch => (s.from && s.to && s.from > s.to ? { ...s, from: '' } : s);

/** The routes' validateSearch (both tabs): the fields, then the range rule. */
export const validateStatistikySearch = searchValidator(shape, normalizeStatistikySearch);

/** The filter part of the state (page and sort dropped): what the tabs carry over to each other. */
export function filterSearch(s: StatistikySearch): Partial<StatistikySearch> {
  const { page: _page, sortBy: _sortBy, sortDirection: _sortDirection, ...filter } = s;
  return filter;
}

/** The request body of the statistics calls (table, summary, heatmap, charts, exports) from the URL state. */
export function filterOf(s: StatistikySearch): StatistikyFilterInput {
  return {
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...skodyFilterBody(s),
  };
}

/**
 * Whether any filter restricts the rows – the default 'from' (1 January) counts: with it the answer is
 * 'Zadaným filtračným kritériam nevyhovujú žiadne údaje.', only an unrestricted empty answer is
 * 'Neexistujú žiadne údaje.' (spec part 1 §8).
 */
export const isFiltered = (s: StatistikySearch) => Object.keys(filterOf(s)).length > 0;

/** As in the other staff lists: columns start DESC on their first click, the date ASC. */
export const firstDirection = (column: StatistikySort): 'ASC' | 'DESC' => (column === 'datumACasVznikuSkody' ? 'ASC' : 'DESC');

/** 'Účinnosť opatrení', `?mesiace=`: a whole number 1–60, else the default 12. */
export function validateUcinnostSearch(input: Record<string, unknown>): { mesiace: number } {
  const n = Number(input.mesiace);
  return { mesiace: Number.isInteger(n) && n >= UCINNOST_MESIACE.min && n <= UCINNOST_MESIACE.max ? n : UCINNOST_MESIACE.predvolene };
}
