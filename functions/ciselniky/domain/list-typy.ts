import { CISELNIK_PAGE_SIZE, type CiselnikTypyPage } from '@shared/api/ciselniky';
import { CISELNIK_DEFS, CISELNIK_TYPY } from '@shared/domain/ciselnik';
import { compareSk } from '@shared/format/collation';
import { pageOf } from '../../common/paging';

/** The code-list types with their Slovak names, sorted by name (Slovak collation), 20 per page. */
export function listCiselnikTypy(options: { page: number }): CiselnikTypyPage {
  const all = CISELNIK_TYPY.map((name) => ({ name, label: CISELNIK_DEFS[name].label })).sort((a, b) => compareSk(a.label, b.label));
  const { items, ...page } = pageOf(all, options.page, CISELNIK_PAGE_SIZE);
  return { ciselnikList: items, ...page };
}
