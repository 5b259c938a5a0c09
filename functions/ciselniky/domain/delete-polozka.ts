import { CISELNIK_TEXTS } from '@shared/api/ciselniky';
import { type CiselnikTyp, isCiselnikTyp } from '@shared/domain/ciselnik';
import { ciselnikGeometriaRepo } from '../../data/ciselnik-geometria-repo';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { conflict, notFound } from '../../lib/errors';
import { isPolozkaUsed } from './polozka-usage';
import { WriteError } from '../../data/write-error';

/**
 * Deletes an item nothing refers to. A used item is refused with 409 and the advice to deactivate
 * it; the usage mark is checked again inside the delete's transaction (no race with a new record).
 */
export async function deletePolozka(options: { uuid: string }): Promise<void> {
  const item = await ciselnikRepo.findByUuid(options.uuid);
  if (!item || !isCiselnikTyp(item.type)) throw notFound();
  if (await isPolozkaUsed(item.type as CiselnikTyp, item.uuid)) throw conflict(CISELNIK_TEXTS.pouzita);
  try {
    await ciselnikRepo.delete(item);
    // the polygon an import kept for the item (territorial types) goes with it
    await ciselnikGeometriaRepo.deleteMany(item.type, [item.uuid]);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'used') throw conflict(CISELNIK_TEXTS.pouzita);
    if (err instanceof WriteError && err.reason === 'missing') throw notFound();
    throw err;
  }
}
