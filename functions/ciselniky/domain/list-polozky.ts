import { CISELNIK_PAGE_SIZE, type CiselnikDetail, type CiselnikPolozkaSort } from '@shared/api/ciselniky';
import { type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { compareSk } from '@shared/format/collation';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';
import { pageOf } from '../../common/paging';
import { parentLabels, polozkaView } from './polozka-view';

/** Built on first use (an Intl object built at import costs every cold start: shared/format/cislo.ts). */
let byCodeCollator: Intl.Collator | undefined;
const byCode = () => (byCodeCollator ??= new Intl.Collator('sk', { numeric: true }));

const comparators: Record<CiselnikPolozkaSort, (a: CiselnikPolozkaItem, b: CiselnikPolozkaItem) => number> = {
  poradie: (a, b) => (a.poradie ?? 0) - (b.poradie ?? 0),
  label: (a, b) => compareSk(a.label, b.label),
  id: (a, b) => byCode().compare(a.kod ?? '', b.kod ?? ''),
  // active items first when ascending
  aktivna: (a, b) => Number(b.aktivna) - Number(a.aktivna),
};

/** Items of one code list sorted as asked (default their order, as the selects offer them; ties by label), 20 per page. */
export async function listPolozky(options: {
  typ: CiselnikTyp;
  page: number;
  sortBy?: CiselnikPolozkaSort;
  sortDirection?: 'ASC' | 'DESC';
}): Promise<CiselnikDetail> {
  const def = ciselnikDef(options.typ);
  const [all, parents] = await Promise.all([ciselnikRepo.listByType(options.typ, { activeOnly: false }), parentLabels(options.typ)]);
  const sortBy = options.sortBy ?? 'poradie';
  const dir = options.sortDirection === 'DESC' ? -1 : 1;
  // the cached list is already in its order: a sort by poradie in that direction needs no work
  const sorted =
    sortBy === 'poradie' ? (dir === 1 ? all : [...all].reverse()) : [...all].sort((a, b) => dir * comparators[sortBy](a, b) || compareSk(a.label, b.label));
  const { items, ...page } = pageOf(sorted, options.page, CISELNIK_PAGE_SIZE);
  return {
    name: options.typ,
    label: def.label,
    officialCode: def.officialCode,
    nadradenyTyp: def.parent,
    polozky: items.map((i) => polozkaView(options.typ, i, parents)),
    ...page,
  };
}
