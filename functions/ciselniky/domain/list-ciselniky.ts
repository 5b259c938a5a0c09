import type { CiselnikyResponse } from '@shared/api/ciselniky';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { derive } from '../../lib/read-cache';

/**
 * Code lists of the given types, each sorted by label (Slovak collation); STAT lists Slovakia first.
 * `trustMs`: how long a kept list may be served without checking its change stamp (see ciselnikRepo.listByType).
 * The answer is the same object while every list is the same kept list (read-cache derive), so
 * route() serialises it once (keptAnswer); callers must not change it.
 */
export async function listCiselniky(options: { typy: readonly string[]; activeOnly: boolean; trustMs?: number }): Promise<CiselnikyResponse> {
  const lists = await Promise.all(options.typy.map((type) => ciselnikRepo.listByType(type, { activeOnly: options.activeOnly, trustMs: options.trustMs })));
  return derive(`ciselniky#${options.activeOnly ? 'aktivne' : 'vsetky'}#${options.typy.join(',')}`, lists, () =>
    options.typy.map((type, i) => {
      const values = lists[i];
      // Default country of every address is the Slovak republic (spec part 1 §9): offer it first.
      return { type, values: type === 'STAT' ? [...values.filter((v) => v.kod === 'SK'), ...values.filter((v) => v.kod !== 'SK')] : values };
    }),
  );
}
