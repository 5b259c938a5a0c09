import type { CennikList } from '@shared/api/cenniky';
import { CENNIK_DEFS, CENNIK_TYPY, cennikSlug } from '@shared/domain/cennik';

/** The eleven price-list types in the spec's order, cattle first (the default). */
export function listCenniky(): CennikList {
  return { cennikList: CENNIK_TYPY.map((t) => ({ name: t, slug: cennikSlug(t), label: CENNIK_DEFS[t].label })) };
}
