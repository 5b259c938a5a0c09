import type { CiselnikyResponse } from '../../../shared/api/ciselniky';
import { ciselnikRepo } from '../../data/ciselnik-repo';

/** Code lists of the given types, each sorted by label (Slovak collation); STAT lists Slovakia first. */
/** `trustMs`: how long a kept list may be served without checking its change stamp (see ciselnikRepo.listByType). */
export async function listCiselniky(options: { typy: readonly string[]; activeOnly: boolean; trustMs?: number }): Promise<CiselnikyResponse> {
  return Promise.all(
    options.typy.map(async (type) => {
      let values = await ciselnikRepo.listByType(type, { activeOnly: options.activeOnly, trustMs: options.trustMs });
      if (type === 'STAT') {
        // Default country of every address is the Slovak republic (spec part 1 §9): offer it first.
        values = [...values.filter((v) => v.kod === 'SK'), ...values.filter((v) => v.kod !== 'SK')];
      }
      return { type, values };
    }),
  );
}
