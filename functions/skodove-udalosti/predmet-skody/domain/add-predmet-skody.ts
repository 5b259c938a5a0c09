/**
 * POST …/predmet-skody/{predmetSkodyKategoria}/novy-predmet-skody: a new item in
 * ROZPRACOVANA, V_SETRENI, VYSETRENA or PRIJATA_ZIADOST, priced from the version valid on the event's
 * damage date, written with its chunk, its pointer and the event's summary in one transaction (a
 * concurrent change of the event is re-read and retried: adding needs no client version).
 */
import { randomUUID } from 'node:crypto';
import { PREDMET_SKODY_MSG, type predmetSkodyCreateBody } from '@shared/api/predmet-skody';
import type * as z from 'zod/mini';
import { kategoriaFromSlug } from '@shared/domain/predmet-skody';
import { type PredmetSkodyItem, predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import { notFound } from '@functions/lib/errors';
import { changeSkodovaUdalost, loadSkodovaUdalost, nowIso } from '../../aggregate/change';
import { novyOcenovac } from './pricing';
import { chunkWrites, pridatDoChunku, vsetkyPredmety } from './chunks';
import { assertPredmetySkodyStav, PREDMETY_SKODY_STAVY } from './predmet-skody';
import { suhrnUdalosti } from './summary';
import { overitHodnoty, overitPolozky } from './predmet-skody-input';

export async function addPredmetSkody({
  skodovaUdalostId,
  slug,
  body,
}: {
  skodovaUdalostId: string;
  slug: string;
  body: z.output<typeof predmetSkodyCreateBody>;
}): Promise<{ uuid: string }> {
  const kategoria = kategoriaFromSlug(slug);
  if (!kategoria) throw notFound(PREDMET_SKODY_MSG.neznamyPredmet);
  // state first: a refused add marks nothing as used
  assertPredmetySkodyStav(await loadSkodovaUdalost(skodovaUdalostId));
  const overeny = overitHodnoty({ kategoria, slug, body });
  const { vstup } = overeny;
  await overitPolozky(overeny);
  const uuid = randomUUID();
  await changeSkodovaUdalost(skodovaUdalostId, {
    stavy: PREDMETY_SKODY_STAVY,
    // the event before its chunks: a change between the two reads makes the save stale
    async apply(e) {
      const chunks = await predmetSkodyRepo.chunks(skodovaUdalostId);
      const ocenovac = novyOcenovac({ datum: e.datumVznikuSkody });
      const predmet: PredmetSkodyItem = {
        uuid,
        kategoria,
        ...vstup,
        ...(await ocenovac.ocenit({ kategoria, atributy: vstup.atributy })),
        version: 1,
        createdAt: nowIso(),
      };
      const chunk = pridatDoChunku(chunks, predmet);
      const next = { ...e, ...(await suhrnUdalosti([...vsetkyPredmety(chunks), predmet])) };
      await ocenovac.oznacitPouzite();
      return { next, extra: [...chunkWrites(skodovaUdalostId, [chunk]), predmetSkodyRepo.pointerPut(uuid, skodovaUdalostId, chunk.cislo)] };
    },
  });
  return { uuid };
}
