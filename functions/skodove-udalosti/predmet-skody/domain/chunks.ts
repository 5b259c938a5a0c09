/**
 * The items of an event live in chunks of up to PREDMETY_V_CHUNKU items (functions/data/predmet-skody-repo.ts):
 * placing a new item, finding one, and the writes of changed chunks for the event's transaction.
 */
import { PREDMETY_V_CHUNKU, type PredmetSkodyItem, type PredmetySkodyChunk, predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import type { TransactItem } from '@functions/data/transaction';

export const vsetkyPredmety = (chunks: readonly PredmetySkodyChunk[]) => chunks.flatMap((c) => c.predmety);

/** Chunk placement of a new item: the last chunk while it has room, else a new one. */
export function pridatDoChunku(chunks: readonly PredmetySkodyChunk[], p: PredmetSkodyItem): PredmetySkodyChunk {
  const last = chunks[chunks.length - 1];
  if (last && last.predmety.length < PREDMETY_V_CHUNKU) return { cislo: last.cislo, predmety: [...last.predmety, p] };
  return { cislo: (last?.cislo ?? 0) + 1, predmety: [p] };
}

/** The chunk holding an item, or undefined. */
export const najstPredmet = (chunks: readonly PredmetySkodyChunk[], uuid: string) => {
  for (const c of chunks) {
    const p = c.predmety.find((x) => x.uuid === uuid);
    if (p) return { chunk: c, predmet: p };
  }
  return undefined;
};

/** Transaction parts writing `changed` chunks of an event. */
export const chunkWrites = (skodovaUdalostId: string, changed: readonly PredmetySkodyChunk[]): TransactItem[] =>
  changed.flatMap((c) => predmetSkodyRepo.chunkWrite(skodovaUdalostId, c));
