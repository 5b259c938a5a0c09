import type { Pouzivatel } from '@shared/api/pouzivatelia';
import type { Opravnenie } from '@shared/domain/opravnenia';
import { type PouzivatelItem, pouzivatelRepo } from '../../data/pouzivatel-repo';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toPouzivatel } from './get-profil';
import { WriteError } from '../../data/write-error';

export const LOCKOUT_MESSAGE =
  'Nemôžete si odobrať oprávnenie Správa používateľov – stratili by ste prístup k nastaveniam. O zmenu požiadajte iného administrátora.';

/**
 * Changes a user's rights and notification flags (optimistic locking on `version`). An
 * administrator cannot take SPRAVA_POUZIVATELOV from themselves (lock-out protection).
 * The new rights apply from the user's next request: every request reads the user record.
 */
export async function updatePouzivatel(options: {
  uuid: string;
  change: { opravnenia: Opravnenie[]; notifikaciaNoveOznamenie: boolean; notifikaciaNovaSkodovaUdalost: boolean; version: number };
  actor: PouzivatelItem;
}): Promise<Pouzivatel> {
  const { uuid, change, actor } = options;
  const current = await pouzivatelRepo.get(uuid);
  if (!current) throw notFound();
  if (current.uuid === actor.uuid && current.opravnenia.includes('SPRAVA_POUZIVATELOV') && !change.opravnenia.includes('SPRAVA_POUZIVATELOV')) {
    throw badRequest(LOCKOUT_MESSAGE);
  }
  if (current.version !== change.version) throw conflict();
  try {
    const updated = await pouzivatelRepo.updateNastavenia(
      current,
      change.version,
      {
        opravnenia: change.opravnenia,
        notifikaciaNoveOznamenie: change.notifikaciaNoveOznamenie,
        notifikaciaNovaSkodovaUdalost: change.notifikaciaNovaSkodovaUdalost,
      },
      actor.login,
    );
    return toPouzivatel(updated);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'stale') throw conflict();
    throw err;
  }
}
