/**
 * Recalculation of every item of an event after its damage date changed: each
 * item is priced again from the versions valid on the new date. Returns the event's new summary and
 * the chunk writes, for the transaction that saves the date change (functions/skodove-udalosti/
 * domain/update-skodova-udalost.ts) – the items and the date never disagree. Read the event before calling
 * (a change between the two reads makes that save stale).
 */
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import type { TransactItem } from '@functions/data/transaction';
import { novyOcenovac } from './pricing';
import { chunkWrites, vsetkyPredmety } from './chunks';
import { suhrnUdalosti } from './summary';

export async function repricePredmety({
  skodovaUdalostId,
  datum,
}: {
  skodovaUdalostId: string;
  /** The new damage date (yyyy-mm-dd). */
  datum: string;
}): Promise<{ suhrn: Partial<SkodovaUdalostItem>; extra: TransactItem[] }> {
  const chunks = await predmetSkodyRepo.chunks(skodovaUdalostId);
  if (!chunks.some((c) => c.predmety.length)) return { suhrn: {}, extra: [] };
  const ocenovac = novyOcenovac({ datum });
  // the item's version stays: its inputs did not change, only the derived amount
  const prepocitane = await Promise.all(
    chunks.map(async (c) => ({
      cislo: c.cislo,
      predmety: await Promise.all(c.predmety.map(async (p) => ({ ...p, ...(await ocenovac.ocenit({ kategoria: p.kategoria, atributy: p.atributy })) }))),
    })),
  );
  await ocenovac.oznacitPouzite();
  return { suhrn: await suhrnUdalosti(vsetkyPredmety(prepocitane)), extra: chunkWrites(skodovaUdalostId, prepocitane) };
}
