/**
 * The staff notification list (spec part 1 §2 'Notification list', ARCHITECTURE §4) on the shared
 * per-year list machinery (functions/common/year-list.ts): rows of only the years the date filter and the
 * page need, filter, sort (Slovak collation) and page in memory. Page size 20, 1-based pages.
 */
import {
  OZNAMENIA_PAGE_SIZE,
  type OznameniaFilter,
  type OznameniaListQuery,
  type OznameniaPage,
  type OznamenieSort,
} from '@shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS } from '@shared/domain/oznamenie';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { opakovanyUtokRepo } from '../../data/opakovany-utok-repo';
import { type OznamenieRowItem, oznamenieRows } from '../../data/oznamenie-repo';
import { allRows, fold, foldTokens, pageRows, type YearListRequest, type YearSort } from '../../common/year-list';

export { fold };

/** The first year the list looks at when no 'from' date is given (older records come with the historical import). */
export const OZNAMENIA_PRVY_ROK = 2000;

/**
 * What the list's search words are looked for in: the injured party's name, the notification's code
 * (OZN-…) and the code of the damage event made from it (SU-…), so a case is found by any of them.
 */
const searchText = (r: OznamenieRowItem) => [r.poskodenyMeno, r.kod, r.skodovaUdalostKod].map((s) => fold(s ?? '')).join(' ');

/** The filter without its dates as a row predicate; null when nothing but the dates is set. */
export function matches(filter: OznameniaFilter): ((r: OznamenieRowItem) => boolean) | null {
  const states = filter.states?.length ? new Set(filter.states) : null;
  const pracoviska = new Set(filter.uzemnePrislusnePracovisko?.map((u) => u.toLowerCase()) ?? []);
  const withPracovisko = pracoviska.size > 0 || filter.withoutUzemnePrislusnePracovisko;
  const tokens = foldTokens(filter.poskodenySearchTokens);
  if (!states && !withPracovisko && !tokens.length) return null;
  return (r) => {
    if (states && !states.has(r.stav)) return false;
    if (withPracovisko) {
      const p = r.uzemnePrislusnePracoviskoId;
      if (!(p ? pracoviska.has(p.toLowerCase()) : filter.withoutUzemnePrislusnePracovisko)) return false;
    }
    if (tokens.length) {
      const text = searchText(r);
      if (!tokens.every((t) => text.includes(t))) return false;
    }
    return true;
  };
}

const SORT_KEY: Record<OznamenieSort, (r: OznamenieRowItem) => string> = {
  kod: (r) => r.kod,
  oznamenieStav: (r) => OZNAMENIE_STAV_LABELS[r.stav],
  datumOznamenia: (r) => r.datumOznamenia,
  datumVznikuSkody: (r) => r.datumVznikuSkody,
  poskodenyMeno: (r) => r.poskodenyMeno ?? '',
};

/** Ties: newest code first, so that paging is stable. */
const newestCodeFirst = (a: OznamenieRowItem, b: OznamenieRowItem) => (a.kod < b.kod ? 1 : a.kod > b.kod ? -1 : 0);

export function sortOf(sortBy: OznamenieSort, dir: 'ASC' | 'DESC'): YearSort<OznamenieRowItem> {
  const isDate = sortBy === 'datumOznamenia' || sortBy === 'datumVznikuSkody';
  return { name: sortBy, dir, key: SORT_KEY[sortBy], compare: isDate ? 'raw' : 'sk', tie: newestCodeFirst, byPartitionDate: sortBy === 'datumOznamenia' };
}

function request(filter: OznameniaFilter, sortBy: OznamenieSort, dir: 'ASC' | 'DESC'): YearListRequest<OznamenieRowItem> {
  return {
    source: oznamenieRows,
    date: (r) => r.datumOznamenia,
    from: filter.from,
    to: filter.to,
    firstYear: OZNAMENIA_PRVY_ROK,
    match: matches(filter),
    sort: sortOf(sortBy, dir),
  };
}

/** All rows matching the filter, sorted (the CSV export). */
export function filteredRows(filter: OznameniaFilter, sortBy: OznamenieSort, dir: 'ASC' | 'DESC'): Promise<OznamenieRowItem[]> {
  return allRows(request(filter, sortBy, dir));
}

/** The page's rows as the list shows them: the municipality by name (the OBEC list is kept per process), no workplace id. */
async function withObec(rows: OznamenieRowItem[]): Promise<OznameniaPage['oznamenieList']> {
  const obce = rows.some((r) => r.obecId) ? new Map((await ciselnikRepo.listByType('OBEC', { activeOnly: false })).map((o) => [o.uuid, o.label])) : null;
  return rows.map(({ uzemnePrislusnePracoviskoId, obecId, ...r }) => {
    const obec = obecId ? obce?.get(obecId) : undefined;
    return obec ? { ...r, obec } : r;
  });
}

export async function listOznamenia(filter: OznameniaFilter, q: OznameniaListQuery): Promise<OznameniaPage> {
  const { rows, total } = await pageRows(request(filter, q.sortBy, q.sortDirection), q.page, OZNAMENIA_PAGE_SIZE);
  // the repeat-attack marks of the page's rows (one BatchGetItem, ACCESS_PATTERNS G2)
  const [list, oznacene] = await Promise.all([withObec(rows), opakovanyUtokRepo.oznacene(rows.map((r) => r.uuid))]);
  return {
    oznamenieList: list.map((r) => (oznacene.has(r.uuid) ? { ...r, opakovanyUtok: true } : r)),
    number: q.page,
    size: OZNAMENIA_PAGE_SIZE,
    totalElements: total,
  };
}
