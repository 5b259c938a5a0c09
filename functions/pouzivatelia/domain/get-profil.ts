import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { sortBySk } from '@shared/format/collation';
import { organizaciaRepo } from '../../data/organizacia-repo';
import type { PouzivatelItem } from '../../data/pouzivatel-repo';

/** The API view of a user: organisations resolved and sorted by code. */
export async function toPouzivatel(item: PouzivatelItem): Promise<Pouzivatel> {
  const { organizacieUuids, ...rest } = item;
  const organizacie = sortBySk(await organizaciaRepo.getMany(organizacieUuids), (o) => o.kod);
  return { ...rest, organizacie };
}
