/**
 * The staff notification list (spec part 1 §2 'Notification list', ARCHITECTURE §4): reads the
 * compact rows of only the years the date filter needs, filters, sorts (Slovak collation) and
 * pages in memory. Page size 20, 1-based pages.
 */
import {
  OZNAMENIA_PAGE_SIZE,
  type OznameniaFilter,
  type OznameniaListQuery,
  type OznameniaPage,
  type OznamenieSort,
} from '../../../shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { compareSk } from '../../../shared/format/collation';
import { todayIso } from '../../../shared/format/dates';
import { type OznamenieRowItem, oznamenieRepo } from '../../data/oznamenie-repo';

/** The first year the list looks at when no 'from' date is given (older records come with the historical import). */
export const OZNAMENIA_PRVY_ROK = 2000;

/** Lower case without diacritics: 'Šťastný' → 'stastny'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Years whose partitions can hold rows within [from, to], newest first. */
export function yearsOf(filter: Pick<OznameniaFilter, 'from' | 'to'>, today = todayIso()): number[] {
  const first = filter.from ? Number(filter.from.slice(0, 4)) : OZNAMENIA_PRVY_ROK;
  const last = Math.max(first, Number((filter.to ?? today).slice(0, 4)));
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  return years;
}

/** Rows of the years the date filter needs (cached per year, see oznamenieRepo.listYears), cut to [from, to]. */
async function readYears(filter: OznameniaFilter): Promise<OznamenieRowItem[]> {
  const rows = (await oznamenieRepo.listYears(yearsOf(filter))).flat();
  if (!filter.from && !filter.to) return rows;
  const from = filter.from ?? '';
  const to = filter.to ?? '9999';
  return rows.filter((r) => r.datumOznamenia >= from && r.datumOznamenia <= to);
}

export function matches(filter: OznameniaFilter): (r: OznamenieRowItem) => boolean {
  const states = filter.states?.length ? new Set(filter.states) : null;
  const pracoviska = new Set(filter.uzemnePrislusnePracovisko?.map((u) => u.toLowerCase()) ?? []);
  const withPracovisko = pracoviska.size > 0 || filter.withoutUzemnePrislusnePracovisko;
  const tokens = (filter.poskodenySearchTokens ?? []).map((t) => fold(t.trim())).filter(Boolean);
  return (r) => {
    if (states && !states.has(r.stav)) return false;
    if (withPracovisko) {
      const p = r.uzemnePrislusnePracoviskoId;
      if (!(p ? pracoviska.has(p.toLowerCase()) : filter.withoutUzemnePrislusnePracovisko)) return false;
    }
    if (tokens.length) {
      const meno = fold(r.poskodenyMeno ?? '');
      if (!tokens.every((t) => meno.includes(t))) return false;
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

export function sortRows(rows: OznamenieRowItem[], sortBy: OznamenieSort, dir: 'ASC' | 'DESC'): OznamenieRowItem[] {
  const key = SORT_KEY[sortBy];
  const sign = dir === 'ASC' ? 1 : -1;
  const isDate = sortBy === 'datumOznamenia' || sortBy === 'datumVznikuSkody';
  // ties: newest code first, so that paging is stable
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = isDate ? (ka < kb ? -1 : ka > kb ? 1 : 0) : compareSk(ka, kb);
    return c !== 0 ? c * sign : a.kod < b.kod ? 1 : a.kod > b.kod ? -1 : 0;
  });
}

/** All rows matching the filter, sorted (the CSV export uses it too). */
export async function filteredRows(filter: OznameniaFilter, sortBy: OznamenieSort, dir: 'ASC' | 'DESC'): Promise<OznamenieRowItem[]> {
  const rows = (await readYears(filter)).filter(matches(filter));
  return sortRows(rows, sortBy, dir);
}

export async function listOznamenia(filter: OznameniaFilter, q: OznameniaListQuery): Promise<OznameniaPage> {
  const rows = await filteredRows(filter, q.sortBy, q.sortDirection);
  const start = (q.page - 1) * OZNAMENIA_PAGE_SIZE;
  return {
    oznamenieList: rows.slice(start, start + OZNAMENIA_PAGE_SIZE).map(({ uzemnePrislusnePracoviskoId, ...r }) => r),
    number: q.page,
    size: OZNAMENIA_PAGE_SIZE,
    totalElements: rows.length,
  };
}
