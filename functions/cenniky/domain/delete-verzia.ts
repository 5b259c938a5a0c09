import { CENNIK_TEXTS } from '@shared/api/cenniky';
import { type CennikTyp, isVerziaRemovable } from '@shared/domain/cennik';
import { todayIso } from '@shared/format/dates';
import { cennikRepo } from '../../data/cennik-repo';
import { conflict, notFound } from '../../lib/errors';
import { WriteError } from '../../data/write-error';

/**
 * Removes a version that has not started yet and that no damaged item was priced with (409
 * otherwise); its predecessor becomes open-ended again (ends are derived, never stored).
 */
export async function deleteVerzia(options: { typ: CennikTyp; cisloVerzie: number }): Promise<void> {
  const today = todayIso();
  const { verzie } = await cennikRepo.load(options.typ);
  const v = verzie.find((x) => x.cisloVerzie === options.cisloVerzie);
  if (!v) throw notFound();
  if (!isVerziaRemovable(v, today)) throw conflict(CENNIK_TEXTS.nieOdstranitelna);
  try {
    await cennikRepo.remove(options.typ, v.cisloVerzie, today);
  } catch (err) {
    if (err instanceof WriteError) throw conflict(CENNIK_TEXTS.nieOdstranitelna);
    throw err;
  }
}
