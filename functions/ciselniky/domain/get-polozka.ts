import type { CiselnikPolozkaDetail } from '@shared/api/ciselniky';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';
import { notFound } from '../../lib/errors';
import { isPolozkaUsed } from './polozka-usage';
import { parentLabels, polozkaView } from './polozka-view';

export async function polozkaDetail(typ: CiselnikTyp, item: CiselnikPolozkaItem): Promise<CiselnikPolozkaDetail> {
  const [parents, pouzita] = await Promise.all([parentLabels(typ), isPolozkaUsed(typ, item.uuid)]);
  return { ...polozkaView(typ, item, parents), type: typ, version: item.version, pouzita };
}

/** One item for the edit screen, with the version the edit is conditional on. */
export async function getPolozka(options: { typ: CiselnikTyp; uuid: string }): Promise<CiselnikPolozkaDetail> {
  const item = await ciselnikRepo.get(options.typ, options.uuid);
  if (!item) throw notFound();
  return polozkaDetail(options.typ, item);
}
