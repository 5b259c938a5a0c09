import { CISELNIK_TEXTS, type CiselnikPolozkaDetail, type ciselnikPolozkaCreateBody } from '@shared/api/ciselniky';
import type * as z from 'zod/mini';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { fieldError } from '../../lib/errors';
import { polozkaDetail } from './get-polozka';
import { checkPolozkaInput } from './polozka-input';
import { WriteError } from '../../data/write-error';

/** A new item of a code list (SPRAVA_CISELNIKOV). A duplicate official code is refused, also in a race. */
export async function createPolozka(options: { typ: CiselnikTyp; body: z.output<typeof ciselnikPolozkaCreateBody> }): Promise<CiselnikPolozkaDetail> {
  const { typ, body } = options;
  const kod = await checkPolozkaInput({ typ, id: body.id, nadradenaPolozkaUuid: body.nadradenaPolozkaUuid, kategorie: body.kategorie });
  try {
    const item = await ciselnikRepo.create({
      type: typ,
      kod: kod ?? '',
      label: body.ciselnikLabel,
      aktivna: body.aktivna,
      nadradenaPolozkaUuid: body.nadradenaPolozkaUuid,
      poradie: body.poradie,
      kategorie: body.kategorie,
    });
    return polozkaDetail(typ, item);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'kodTaken') throw fieldError('id', CISELNIK_TEXTS.idTaken);
    if (err instanceof WriteError && err.reason === 'parentMissing') throw fieldError('nadradenaPolozkaUuid', CISELNIK_TEXTS.parentMissing);
    throw err;
  }
}
