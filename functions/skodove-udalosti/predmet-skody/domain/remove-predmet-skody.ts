/**
 * DELETE /skodove-udalosti/predmet-skody/{predmetSkodyId}: the pointer names the
 * event; removal in the four states that allow items (§4); the chunk, the pointer and the event's
 * summary change in one transaction.
 */
import { PREDMET_SKODY_MSG } from '@shared/api/predmet-skody';
import { predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import { notFound } from '@functions/lib/errors';
import { changeSkodovaUdalost } from '../../aggregate/change';
import { chunkWrites, najstPredmet, vsetkyPredmety } from './chunks';
import { PREDMETY_SKODY_STAVY } from './predmet-skody';
import { suhrnUdalosti } from './summary';

/** Returns the event's uuid (for the audit entry). */
export async function removePredmetSkody({ predmetSkodyId }: { predmetSkodyId: string }): Promise<string> {
  const skodovaUdalostId = await predmetSkodyRepo.udalostPredmetu(predmetSkodyId);
  if (!skodovaUdalostId) throw notFound(PREDMET_SKODY_MSG.neexistuje);
  await changeSkodovaUdalost(skodovaUdalostId, {
    stavy: PREDMETY_SKODY_STAVY,
    async apply(e) {
      const chunks = await predmetSkodyRepo.chunks(skodovaUdalostId);
      const found = najstPredmet(chunks, predmetSkodyId);
      if (!found) throw notFound(PREDMET_SKODY_MSG.neexistuje);
      const chunk = { ...found.chunk, predmety: found.chunk.predmety.filter((x) => x.uuid !== predmetSkodyId) };
      const next = { ...e, ...(await suhrnUdalosti(vsetkyPredmety(chunks).filter((x) => x.uuid !== predmetSkodyId))) };
      return { next, extra: [...chunkWrites(skodovaUdalostId, [chunk]), predmetSkodyRepo.pointerDelete(predmetSkodyId)] };
    },
  });
  return skodovaUdalostId;
}
