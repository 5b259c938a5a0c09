import { CISELNIK_TYPY, type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { ciselnikRepo } from '../../data/ciselnik-repo';

/**
 * Whether an item is in use: a record marked it (ciselnikRepo.markUsed), or an item of a child
 * type points to it (imports write parents without marks, so children are looked up too).
 */
export async function isPolozkaUsed(typ: CiselnikTyp, uuid: string): Promise<boolean> {
  if (await ciselnikRepo.isUsed(uuid)) return true;
  for (const child of CISELNIK_TYPY.filter((t) => ciselnikDef(t).parent === typ)) {
    if ((await ciselnikRepo.listByType(child, { activeOnly: false })).some((i) => i.nadradenaPolozkaUuid === uuid)) return true;
  }
  return false;
}
