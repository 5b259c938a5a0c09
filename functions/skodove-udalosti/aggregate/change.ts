/**
 * The damage event as an aggregate: the one way its record changes. Every operation of the event and
 * of its parts (damaged items, measures, statement, proceedings, commission, party) goes through
 * `changeSkodovaUdalost`: load → check the state → apply → check the screen's version → save the record
 * with its sub-records in one transaction → on a concurrent change load again and re-apply → map the
 * write errors to HTTP answers. The parts depend on this module, never the other way.
 */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { overitOpakovanyUtok } from '../../common/opakovany-utok';
import { skodovaUdalostGeo } from '../../data/opakovany-utok-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import type { TransactItem } from '../../data/transaction';
import { WriteError } from '../../data/write-error';
import { badRequest, conflict, type HttpError, notFound } from '../../lib/errors';

/** The event, or 404 (unknown or discarded). */
export async function loadSkodovaUdalost(uuid: string): Promise<SkodovaUdalostItem> {
  const e = await skodovaUdalostRepo.get(uuid);
  if (!e) throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
  return e;
}

/** 400 naming the state when the event is not in one of `stavy` (spec part 2 §4 'Other state rules'). */
export function assertStav(e: SkodovaUdalostItem, stavy: readonly SkodovaUdalostStav[]): void {
  if (!stavy.includes(e.stav)) throw badRequest(SKODOVA_UDALOST_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[e.stav]));
}

/** What a change makes of the event: the next record and the actions written with it in the same transaction. */
export interface Changed {
  next: SkodovaUdalostItem;
  extra?: TransactItem[];
  /** The answer when extra action `index` fails its condition (default 409: something it names changed). */
  onExtra?: (index: number) => HttpError;
}

export interface Change {
  /** The states that allow the change; checked on every (re)load. */
  stavy?: readonly SkodovaUdalostStav[];
  /**
   * The version the screen loaded (a form of fields): another version → 409, nothing written.
   * Without it (adding or removing a list entry, a state change) a concurrent change is not the
   * person's concern: the event is loaded again and the change re-applied, up to three times.
   */
  version?: number;
  /** Checks the input against the loaded event and builds the change; null: nothing to change. May throw HttpErrors. */
  apply: (e: SkodovaUdalostItem) => Promise<Changed | null> | Changed | null;
}

const ATTEMPTS = 3;

/** Applies `change` to event `uuid` and saves it (optimistic locking); answers the event as stored. */
export async function changeSkodovaUdalost(uuid: string, change: Change): Promise<SkodovaUdalostItem> {
  for (let attempt = 1; ; attempt++) {
    const e = await loadSkodovaUdalost(uuid);
    if (change.stavy) assertStav(e, change.stavy);
    const changed = await change.apply(e);
    if (change.version !== undefined && change.version !== e.version) throw conflict();
    if (!changed) return e;
    try {
      const stored = await skodovaUdalostRepo.save(e, changed.next, changed.extra ?? []);
      // place, date, species or case changed: the repeat-attack check (a no-op otherwise)
      await overitOpakovanyUtok(skodovaUdalostGeo(e), skodovaUdalostGeo(stored), uuid);
      return stored;
    } catch (err) {
      if (!(err instanceof WriteError)) throw err;
      if (err.reason === 'stale' && change.version === undefined && attempt < ATTEMPTS) continue;
      throw writeErrorAnswer(err, changed.onExtra);
    }
  }
}

/** The HTTP answer to a refused write of the event: gone → 404, a failed extra action → `onExtra`, else 409. */
export function writeErrorAnswer(err: WriteError, onExtra: (index: number) => HttpError = () => conflict()): HttpError {
  if (err.reason === 'missing') return notFound(SKODOVA_UDALOST_MSG.neexistuje);
  return err.reason === 'extra' ? onExtra(err.extraIndex) : conflict();
}

export const nowIso = () => new Date().toISOString();
