import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { WriteError } from '../../data/write-error';
import { conflict, notFound } from '../../lib/errors';
import { deleteOwnerFiles } from '../../subory/domain/delete-owner-files';
import { assertAction, loadOznamenie } from './oznamenie-write';

/** DELETE /oznamenie/{id}: discards a ROZPRACOVANE notification, then its photos and attachments (records and files). */
export async function discardOznamenie(uuid: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'discard');
  try {
    await oznamenieRepo.delete(o, o.uzemnePrislusnePracoviskoId ? [organizaciaRepo.referenceChange(o.uzemnePrislusnePracoviskoId, -1)] : []);
  } catch (err) {
    if (err instanceof WriteError) throw err.reason === 'missing' ? notFound('Oznámenie neexistuje.') : conflict();
    throw err;
  }
  await deleteOwnerFiles('OZNAMENIE', uuid);
}
