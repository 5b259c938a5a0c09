/**
 * POST …/{skodovaUdalostId}/miestne-setrenie/clen-komisie (spec part 2 §3, §5, §7 'Commission'): a
 * member on the event record, only in the states where §4 allows 'komisia'. The role is an active item
 * of ZARADENIE_CLENA_KOMISIE, marked used first. A pointer item member → event is written in the same
 * transaction (the removal names no event). No client version: a concurrent change is retried.
 */
import { randomUUID } from 'node:crypto';
import type { clenKomisieBody } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import type * as z from 'zod/mini';
import { SKODOVA_UDALOST_EDITOVATELNE_POLIA, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { fieldError } from '../../lib/errors';
import { assertStav, changeSkodovaUdalost, loadSkodovaUdalost } from '../aggregate/change';
import { WriteError } from '../../data/write-error';

export const ZARADENIE_TYP = 'ZARADENIE_CLENA_KOMISIE';
/** States whose editable fields include 'komisia' (§4). */
export const STAVY_KOMISIE = (Object.keys(SKODOVA_UDALOST_EDITOVATELNE_POLIA) as SkodovaUdalostStav[]).filter((s) =>
  SKODOVA_UDALOST_EDITOVATELNE_POLIA[s].includes('komisia'),
);

export async function addClenKomisie({ skodovaUdalostId, body }: { skodovaUdalostId: string; body: z.output<typeof clenKomisieBody> }): Promise<{ uuid: string }> {
  assertStav(await loadSkodovaUdalost(skodovaUdalostId), STAVY_KOMISIE);
  const zaradenie = body.zaradenie.toLowerCase();
  const polozka = await ciselnikRepo.get(ZARADENIE_TYP, zaradenie);
  if (!polozka?.aktivna) throw fieldError('zaradenie', SKODOVA_UDALOST_MSG.zaradenieNeplatne);
  try {
    await ciselnikRepo.markUsed([{ type: ZARADENIE_TYP, uuid: zaradenie }]);
  } catch (err) {
    if (err instanceof WriteError) throw fieldError('zaradenie', SKODOVA_UDALOST_MSG.zaradenieNeplatne);
    throw err;
  }
  const uuid = randomUUID();
  const clen = { uuid, meno: body.meno, priezvisko: body.priezvisko, zaradenie, ...(body.poznamka ? { poznamka: body.poznamka } : {}) };
  await changeSkodovaUdalost(skodovaUdalostId, {
    stavy: STAVY_KOMISIE,
    apply: (e) => ({ next: { ...e, komisia: [...(e.komisia ?? []), clen] }, extra: [skodovaUdalostRepo.clenKomisiePut(clen, skodovaUdalostId)] }),
  });
  return { uuid };
}
