/**
 * Loading and writing the damage event for its parts (measures, statement, proceedings): everything
 * lives on the event record and is written with skodovaUdalostRepo.save (optimistic locking).
 */
import { OPATRENIA_MSG } from '@shared/api/opatrenia';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostAkcia, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../../data/skodova-udalost-repo';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { WriteError } from '../../../data/write-error';

/** The event or 404 (unknown or discarded). */
export async function nacitajUdalost({ id }: { id: string }): Promise<SkodovaUdalostItem> {
  const e = await skodovaUdalostRepo.get(id);
  if (!e) throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
  return e;
}

/** 400 with the state's label when the state does not allow the action (spec part 2 §4 'Other state rules'). */
export function overitStav({ e, akcia }: { e: SkodovaUdalostItem; akcia: SkodovaUdalostAkcia }): void {
  if (!skodovaUdalostMoze(akcia, e.stav)) throw badRequest(OPATRENIA_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[e.stav]));
}

/** A field edit the screen loaded at `version`: stale → 409, gone → 404. */
export async function ulozitVerziu({ e, next, version }: { e: SkodovaUdalostItem; next: SkodovaUdalostItem; version: number }): Promise<SkodovaUdalostItem> {
  if (version !== e.version) throw conflict();
  try {
    return await skodovaUdalostRepo.save(e, next);
  } catch (err) {
    if (err instanceof WriteError) throw err.reason === 'missing' ? notFound(SKODOVA_UDALOST_MSG.neexistuje) : conflict();
    throw err;
  }
}

const POKUSY = 3;

/**
 * Adding or removing one entry of a list on the record needs no client version: read, let `zmena`
 * check and change, save; on a concurrent change re-read and try again (up to three times).
 */
export async function zmenitSoZopakovanim({ id, zmena }: { id: string; zmena: (e: SkodovaUdalostItem) => SkodovaUdalostItem }): Promise<SkodovaUdalostItem> {
  for (let pokus = 1; ; pokus++) {
    const e = await nacitajUdalost({ id });
    const next = zmena(e);
    try {
      return await skodovaUdalostRepo.save(e, next);
    } catch (err) {
      if (!(err instanceof WriteError)) throw err;
      if (err.reason === 'missing') throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
      if (err.reason !== 'stale' || pokus >= POKUSY) throw conflict();
    }
  }
}
