import type { CiselnikPolozkaDetail } from '@shared/api/ciselniky';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';
import { notFound } from '../../lib/errors';
import { isPolozkaUsed } from './polozka-usage';
import { parentLabels, polozkaView } from './polozka-view';

/**
 * An item with what the edit screen needs, under the names PUT takes too (a GET answer can be sent
 * back as a PUT body). Its effective order comes from the type's list (a set one, else the natural rank).
 */
export async function polozkaDetail(typ: CiselnikTyp, item: CiselnikPolozkaItem): Promise<CiselnikPolozkaDetail> {
  const [parents, pouzita, list] = await Promise.all([parentLabels(typ), isPolozkaUsed(typ, item.uuid), ciselnikRepo.listByType(typ, { activeOnly: false })]);
  const ordered = list.find((i) => i.uuid === item.uuid) ?? item;
  const view = polozkaView(typ, ordered, parents);
  return {
    ...view,
    ciselnikLabel: view.label,
    poradieNastavene: ordered.poradieNastavene ?? false,
    nadradenaPolozkaUuid: item.nadradenaPolozkaUuid,
    type: typ,
    version: item.version,
    pouzita,
  };
}

/** One item for the edit screen, with the version the edit is conditional on. */
export async function getPolozka(options: { typ: CiselnikTyp; uuid: string }): Promise<CiselnikPolozkaDetail> {
  const item = await ciselnikRepo.get(options.typ, options.uuid);
  if (!item) throw notFound();
  return polozkaDetail(options.typ, item);
}
