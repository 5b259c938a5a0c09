import { CISELNIK_TEXTS, type CiselnikPolozkaDetail, type ciselnikPolozkaUpdateBody } from '@shared/api/ciselniky';
import type * as z from 'zod/mini';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { polozkaDetail } from './get-polozka';
import { checkPolozkaInput } from './polozka-input';
import { WriteError } from '../../data/write-error';

/**
 * Edits label, official code, parent, order, categories and the active flag, conditional on the loaded
 * version (stale → 409). An absent order puts the item back into the labels' natural order.
 */
export async function updatePolozka(options: {
  typ: CiselnikTyp;
  uuid: string;
  body: z.output<typeof ciselnikPolozkaUpdateBody>;
}): Promise<CiselnikPolozkaDetail> {
  const { typ, uuid, body } = options;
  const current = await ciselnikRepo.get(typ, uuid);
  if (!current) throw notFound();
  if (current.version !== body.version) throw conflict();
  const kod = await checkPolozkaInput({
    typ,
    id: body.id,
    nadradenaPolozkaUuid: body.nadradenaPolozkaUuid,
    kategorie: body.kategorie,
    currentUuid: uuid,
    currentKod: current.kod,
  });
  try {
    const saved = await ciselnikRepo.update(current, body.version, {
      label: body.ciselnikLabel,
      kod,
      aktivna: body.aktivna,
      nadradenaPolozkaUuid: body.nadradenaPolozkaUuid,
      poradie: body.poradie,
      kategorie: body.kategorie,
    });
    return polozkaDetail(typ, saved);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'stale') throw conflict();
    if (err instanceof WriteError && err.reason === 'kodTaken') throw fieldError('id', CISELNIK_TEXTS.idTaken);
    if (err instanceof WriteError && err.reason === 'parentMissing') throw fieldError('nadradenaPolozkaUuid', CISELNIK_TEXTS.parentMissing);
    throw err;
  }
}
