import { CENNIK_VERSIONS_PAGE_SIZE, type CennikVersionSort, type CennikVersions, type CennikVerzia } from '@shared/api/cenniky';
import type { CennikTyp } from '@shared/domain/cennik';
import { compareSk } from '@shared/format/collation';
import { todayIso } from '@shared/format/dates';
import { cennikRepo } from '../../data/cennik-repo';
import { verziaView } from './verzia-view';

const osoba = (v: CennikVerzia) => (v.vytvoril ? `${v.vytvoril.priezvisko} ${v.vytvoril.meno}` : '');
const comparators: Record<CennikVersionSort, (a: CennikVerzia, b: CennikVerzia) => number> = {
  cisloVerzie: (a, b) => a.cisloVerzie - b.cisloVerzie,
  datumVytvorenia: (a, b) => a.datumVytvorenia.localeCompare(b.datumVytvorenia),
  platnostVerzieOd: (a, b) => a.platnostVerzieOd.localeCompare(b.platnostVerzieOd),
  vytvoril: (a, b) => compareSk(osoba(a), osoba(b)),
};

/** The versions of a type, 20 per page, sorted as asked (default by number ascending; ties by number). */
export async function listVersions(options: {
  typ: CennikTyp;
  page: number;
  sortBy?: CennikVersionSort;
  sortDirection?: 'ASC' | 'DESC';
}): Promise<CennikVersions> {
  const today = todayIso();
  const { verzie } = await cennikRepo.load(options.typ);
  const all = verzie.map((_, i) => verziaView(options.typ, verzie, i, today));
  const dir = options.sortDirection === 'DESC' ? -1 : 1;
  const cmp = comparators[options.sortBy ?? 'cisloVerzie'];
  all.sort((a, b) => dir * (cmp(a, b) || a.cisloVerzie - b.cisloVerzie));
  const size = CENNIK_VERSIONS_PAGE_SIZE;
  return {
    cennikVersionList: all.slice((options.page - 1) * size, options.page * size),
    number: options.page,
    size,
    totalElements: all.length,
  };
}
