/**
 * The damage-event list's URL state (spec part 2 §2 'Damage events', with the notification list's rules
 * of part 1 §2, §5): every filter field, the sort and the page live in the search params; malformed
 * values fall back to the defaults, unknown categories and bad UUIDs are dropped, the injured-party text
 * is trimmed and cut to 255.
 */
import type { SkodoveUdalostiFilterInput } from '../../../../shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT, type SkodovaUdalostSort } from '../../../../shared/api/staff-lists';
import { PREDMET_SKODY_KATEGORIE } from '../../../../shared/domain/predmet-skody';
import { boolParam, commaList, dayParam, enumParam, pageParam, type SearchOf, searchValidator, sortDirectionParam, textParam, uuidList } from '../../lib/search-params';
import { dropInvertedRange, listOf } from '../zoznamy/list-search';

const shape = {
  page: pageParam(),
  sortBy: enumParam(SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT),
  sortDirection: sortDirectionParam('DESC'),
  from: dayParam(),
  to: dayParam(),
  predmetSkody: commaList((v) => (PREDMET_SKODY_KATEGORIE as readonly string[]).includes(v)),
  withoutPredmetSkody: boolParam(),
  povodcaSkody: uuidList(),
  withoutPovodcaSkody: boolParam(),
  okres: uuidList(),
  withoutOkres: boolParam(),
  katastralneUzemie: uuidList(),
  withoutKatastralneUzemie: boolParam(),
  uzemnePrislusnePracovisko: uuidList(),
  withoutUzemnePrislusnePracovisko: boolParam(),
  poskodeny: textParam(),
  poTermine: boolParam(),
};
export type SkodoveUdalostiSearch = SearchOf<typeof shape>;

/** The URL state field by field (no zod: it stays in the eagerly loaded route tree, see lib/search-params.ts). */
export const skodoveUdalostiSearchSchema = searchValidator(shape);

export const SKODOVE_UDALOSTI_SEARCH_DEFAULTS: SkodoveUdalostiSearch = skodoveUdalostiSearchSchema.parse({});

export const normalizeSearch = (s: SkodoveUdalostiSearch): SkodoveUdalostiSearch => dropInvertedRange(s);

/** The route's validateSearch: the fields, then the range rule. */
export const validateSkodoveUdalostiSearch = searchValidator(shape, normalizeSearch);

const LISTS = ['predmetSkody', 'povodcaSkody', 'okres', 'katastralneUzemie', 'uzemnePrislusnePracovisko'] as const;
const WITHOUT = {
  predmetSkody: 'withoutPredmetSkody',
  povodcaSkody: 'withoutPovodcaSkody',
  okres: 'withoutOkres',
  katastralneUzemie: 'withoutKatastralneUzemie',
  uzemnePrislusnePracovisko: 'withoutUzemnePrislusnePracovisko',
} as const;

/** The request body of POST /skodove-udalosti from the URL state. */
export function filterOf(s: SkodoveUdalostiSearch): SkodoveUdalostiFilterInput {
  const f: Record<string, unknown> = {};
  if (s.from) f.from = s.from;
  if (s.to) f.to = s.to;
  for (const k of LISTS) {
    const values = listOf(s[k]);
    if (values.length) f[k] = values;
    if (s[WITHOUT[k]]) f[WITHOUT[k]] = true;
  }
  if (s.poskodeny) f.poskodeny = s.poskodeny;
  if (s.poTermine) f.poTermine = true;
  return f as SkodoveUdalostiFilterInput;
}

export const isFiltered = (s: SkodoveUdalostiSearch) => Object.keys(filterOf(s)).length > 0;

/** As in the notification list (spec part 1 §2): columns start DESC on their first click, the date ASC. */
export const firstDirection = (column: SkodovaUdalostSort): 'ASC' | 'DESC' => (column === 'datumACasVznikuSkody' ? 'ASC' : 'DESC');
