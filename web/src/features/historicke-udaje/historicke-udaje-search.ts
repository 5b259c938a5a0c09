/**
 * The URL state of 'Hist. údaje' (/is/statistiky/historicke-udaje; spec part 1 §3 'Statistics filter' with
 * polovnyRevir, §4 'Filters', §5): dates, five choice lists of the history code lists each with its
 * 'without' option, the injured-party text (≤ 255), sort and page. Malformed values fall back to the
 * defaults; defaults stay out of the URL (the route strips them).
 *
 * The default is 'every choice checked, every without option on' (§4) = no restriction. A list the person
 * narrowed is kept in the URL the shorter way: `a,b` (only these) or `!a,b` (all but these), so unticking
 * one of 3,500 cadastral areas does not put 3,499 uuids in the URL; '' is 'none checked'. The request body
 * always names the checked uuids (the API's semantics: a list restricts when present).
 *
 * No zod here: validateSearch stays in the eagerly loaded route tree (lib/search-params.ts).
 */
import type { HistorickeUdajeFilterInput } from '@shared/api/historicke-udaje';
import { UUID_PATTERN } from '@shared/api/limits';
import { HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT, type HistorickeUdajeSort } from '@shared/api/staff-lists';
import { dayParam, enumParam, type FieldParser, pageParam, type SearchOf, searchValidator, sortDirectionParam, textParam } from '@web/lib/search-params';
import { dropInvertedRange } from '@web/lib/list-search';

/** The choice lists, their history code list and their 'without' field (mirrors shared/api/historicke-udaje.ts, zod-free). */
export const HISTORIA_LISTS = [
  { field: 'povodcaSkody', typ: 'POVODCA_SKODY_HIST', without: 'withoutPovodcaSkody', label: 'Pôvodca škody', withoutLabel: 'Bez pôvodcu škody' },
  { field: 'predmetSkody', typ: 'PREDMET_SKODY_HIST', without: 'withoutPredmetSkody', label: 'Predmet škody', withoutLabel: 'Bez predmetu škody' },
  { field: 'okres', typ: 'OKRES_HIST', without: 'withoutOkres', label: 'Okres', withoutLabel: 'Bez okresu' },
  { field: 'katastralneUzemie', typ: 'KATASTRALNE_UZEMIE_HIST', without: 'withoutKatastralneUzemie', label: 'Katastrálne územie', withoutLabel: 'Bez katastrálneho územia' },
  { field: 'polovnyRevir', typ: 'POLOVNY_REVIR_HIST', without: 'withoutPolovnyRevir', label: 'Poľovný revír', withoutLabel: 'Bez poľovného revíru' },
] as const;
export type HistoriaList = (typeof HISTORIA_LISTS)[number];
export type HistoriaListField = HistoriaList['field'];
export type HistoriaWithoutField = HistoriaList['without'];
export const HISTORIA_CISELNIKY_TYPY = HISTORIA_LISTS.map((l) => l.typ).join(',');

/** A narrowed list: 'a,b' or '!a,b' with valid uuids only (lower case), '' for none; absent, not a string or without any valid uuid → undefined (all). */
export const choiceParam = (): FieldParser<string | undefined> => (v) => {
  if (typeof v !== 'string') return undefined;
  const exclude = v.startsWith('!');
  const raw = (exclude ? v.slice(1) : v).trim();
  const uuids = [...new Set(raw.split(',').map((s) => s.trim().toLowerCase()))].filter((s) => UUID_PATTERN.test(s));
  // nothing valid in a non-empty value (or an empty exclusion) is malformed: the default; '' stays 'none checked'
  if (!uuids.length && (raw || exclude)) return undefined;
  return `${exclude ? '!' : ''}${uuids.join(',')}`;
};

/** A 'without' option: on unless the URL says false. */
export const withoutParam = (): FieldParser<boolean> => (v) => !(v === false || v === 'false');

const shape = {
  page: pageParam(),
  sortBy: enumParam(HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT),
  sortDirection: sortDirectionParam('DESC'),
  from: dayParam(),
  to: dayParam(),
  povodcaSkody: choiceParam(),
  withoutPovodcaSkody: withoutParam(),
  predmetSkody: choiceParam(),
  withoutPredmetSkody: withoutParam(),
  okres: choiceParam(),
  withoutOkres: withoutParam(),
  katastralneUzemie: choiceParam(),
  withoutKatastralneUzemie: withoutParam(),
  polovnyRevir: choiceParam(),
  withoutPolovnyRevir: withoutParam(),
  poskodeny: textParam(),
};
export type HistorickeUdajeSearch = SearchOf<typeof shape>;

export const HISTORICKE_UDAJE_SEARCH_DEFAULTS: HistorickeUdajeSearch = searchValidator(shape).parse({});

/** The route's validateSearch: the fields, then 'from' after 'to' dropped. */
export const validateHistorickeUdajeSearch = searchValidator(shape, (s) => dropInvertedRange(s));

/** The checked uuids of a list out of all its choices. */
export function chosenOf(value: string | undefined, all: readonly string[]): string[] {
  if (value === undefined) return [...all];
  if (value.startsWith('!')) {
    const out = new Set(value.slice(1).split(','));
    return all.filter((u) => !out.has(u));
  }
  return value ? value.split(',') : [];
}

/** The URL value of the checked uuids: undefined when all are checked, else the shorter of 'only' and 'all but'. */
export function encodeChosen(chosen: readonly string[], all: readonly string[]): string | undefined {
  const set = new Set(chosen);
  const excluded = all.filter((u) => !set.has(u));
  if (!excluded.length) return undefined;
  return chosen.length <= excluded.length ? chosen.join(',') : `!${excluded.join(',')}`;
}

/** uuids of each history code list (the filter's choices). */
export type HistoriaChoiceIds = Record<HistoriaListField, readonly string[]>;

/** The request body: only the lists a person narrowed (with their 'without' option), the dates and the text. */
export function filterOf(s: HistorickeUdajeSearch, ids: HistoriaChoiceIds): HistorickeUdajeFilterInput {
  const f: Record<string, unknown> = {};
  if (s.from) f.from = s.from;
  if (s.to) f.to = s.to;
  for (const l of HISTORIA_LISTS) {
    if (s[l.field] === undefined && s[l.without]) continue;
    f[l.field] = chosenOf(s[l.field], ids[l.field]);
    f[l.without] = s[l.without];
  }
  if (s.poskodeny) f.poskodeny = s.poskodeny;
  return f as HistorickeUdajeFilterInput;
}

export const isFiltered = (s: HistorickeUdajeSearch) =>
  Boolean(s.from || s.to || s.poskodeny) || HISTORIA_LISTS.some((l) => s[l.field] !== undefined || !s[l.without]);

/** As in the other lists: columns start DESC on their first click, the date ASC (it is sorted DESC by default). */
export const firstDirection = (column: HistorickeUdajeSort): 'ASC' | 'DESC' => (column === 'datumVznikuSkody' ? 'ASC' : 'DESC');
