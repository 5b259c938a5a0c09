import { NASTAVENIA_PAGE_SIZE, type OrganizaciePage, type OrganizaciaSort, type SortDirection } from '@shared/api/organizacie';
import { ORGANIZACIA_TYP_LABELS } from '@shared/domain/organizacia';
import { compareSk } from '@shared/format/collation';
import { type OrganizaciaItem, organizaciaRepo } from '../../data/organizacia-repo';
import { pageOf } from '../../common/paging';

const comparators: Record<OrganizaciaSort, (a: OrganizaciaItem, b: OrganizaciaItem) => number> = {
  kod: (a, b) => compareSk(a.kod, b.kod),
  nazov: (a, b) => compareSk(a.nazov, b.nazov),
  // by the label the list shows (MŽP SR, OÚ, ŠOP SR)
  typ: (a, b) => compareSk(ORGANIZACIA_TYP_LABELS[a.typ], ORGANIZACIA_TYP_LABELS[b.typ]),
};

/** The settings organisation list: sorted by kod ascending unless asked otherwise, ties by kod; 20 per page. */
export async function listOrganizaciePaged(q: { page: number; sortBy?: OrganizaciaSort; sortDirection?: SortDirection }): Promise<OrganizaciePage> {
  const all = await organizaciaRepo.listAll();
  const cmp = comparators[q.sortBy ?? 'kod'];
  const dir = (q.sortDirection ?? 'ASC') === 'ASC' ? 1 : -1;
  const sorted = [...all].sort((a, b) => dir * cmp(a, b) || compareSk(a.kod, b.kod));
  const { items, ...page } = pageOf(sorted, q.page, NASTAVENIA_PAGE_SIZE);
  return { organizaciaList: items, ...page };
}
