import { CISELNIK_TEXTS } from '@shared/api/ciselniky';
import { type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { fieldError } from '../../lib/errors';

/**
 * Checks what a new or edited item may carry: the official code only (and always) where the type
 * has one, unique within the type; a parent only where the type has one, and it must exist; damage-subject
 * categories only where the type has them.
 * Returns the code to store (types without an official code keep the code they have).
 */
export async function checkPolozkaInput(options: {
  typ: CiselnikTyp;
  id?: string;
  nadradenaPolozkaUuid?: string;
  kategorie?: readonly string[];
  currentUuid?: string;
  currentKod?: string;
}): Promise<string | undefined> {
  const def = ciselnikDef(options.typ);
  let kod = options.currentKod;
  if (def.officialCode) {
    if (!options.id) throw fieldError('id', CISELNIK_TEXTS.idRequired);
    const taken = (await ciselnikRepo.listByType(options.typ, { activeOnly: false })).some(
      (i) => i.uuid !== options.currentUuid && i.kod === options.id,
    );
    if (taken) throw fieldError('id', CISELNIK_TEXTS.idTaken);
    kod = options.id;
  }
  if (options.kategorie?.length && !def.kategorie) throw fieldError('kategorie', CISELNIK_TEXTS.kategorieNotAllowed);
  if (options.nadradenaPolozkaUuid) {
    if (!def.parent) throw fieldError('nadradenaPolozkaUuid', CISELNIK_TEXTS.parentNotAllowed);
    if (!(await ciselnikRepo.get(def.parent, options.nadradenaPolozkaUuid))) throw fieldError('nadradenaPolozkaUuid', CISELNIK_TEXTS.parentMissing);
  }
  return kod;
}
