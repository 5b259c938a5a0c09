/**
 * What the damage-event operations share: loading an event (404), the state check with the state's
 * label, the write with its errors mapped to HTTP answers, organisation checks and reference counts.
 */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti';
import type { OrganizaciaTyp } from '@shared/domain/organizacia';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import type { TransactItem } from '../../data/transaction';
import { badRequest, conflict, fieldError, type HttpError, notFound } from '../../lib/errors';
import { WriteError } from '../../data/write-error';

export async function loadSkodovaUdalost(uuid: string): Promise<SkodovaUdalostItem> {
  const e = await skodovaUdalostRepo.get(uuid);
  if (!e) throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
  return e;
}

/** 400 naming the state when the event is not in one of `stavy`. */
export function assertStav(e: SkodovaUdalostItem, stavy: readonly SkodovaUdalostStav[]): void {
  if (!stavy.includes(e.stav)) throw badRequest(SKODOVA_UDALOST_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[e.stav]));
}

/**
 * Saves `next` over `before` (optimistic locking on `before.version`): stale → 409, gone → 404, a
 * failed extra action → what `onExtra` answers for its index (default 409: something it names changed).
 */
export async function ulozit(
  before: SkodovaUdalostItem,
  next: SkodovaUdalostItem,
  extra: TransactItem[] = [],
  onExtra: (index: number) => HttpError = () => conflict(),
): Promise<SkodovaUdalostItem> {
  try {
    return await skodovaUdalostRepo.save(before, next, extra);
  } catch (err) {
    if (err instanceof WriteError) {
      if (err.reason === 'missing') throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
      if (err.reason === 'stale') throw conflict();
      throw onExtra(err.extraIndex);
    }
    throw err;
  }
}

/** Re-runs a read-check-save `op` when the event changed meanwhile (list entries need no client version), up to 3 times. */
export async function opakovatPriZmene<T>(op: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (!(err instanceof WriteError && err.reason === 'stale') || attempt >= 3) {
        if (err instanceof WriteError) throw err.reason === 'missing' ? notFound(SKODOVA_UDALOST_MSG.neexistuje) : conflict();
        throw err;
      }
    }
  }
}

/** A valid organisation of type `typ`, else 400 on `fieldName`. */
export async function overitOrganizaciu(uuid: string, typ: OrganizaciaTyp, fieldName: string): Promise<void> {
  const org = await organizaciaRepo.get(uuid);
  if (org?.typ !== typ || !org.platnost) throw fieldError(fieldName, typ === 'SOP' ? SKODOVA_UDALOST_MSG.sopNeplatna : SKODOVA_UDALOST_MSG.ouNeplatny);
}

/** Reference changes (ACCESS_PATTERNS 6c) when an organisation field moves from `before` to `after`; a new one must be valid. */
export function referencie(before: string | undefined, after: string | undefined): TransactItem[] {
  if (before === after) return [];
  return [...(after ? [organizaciaRepo.referenceChange(after, 1)] : []), ...(before ? [organizaciaRepo.referenceChange(before, -1)] : [])];
}

export const nowIso = () => new Date().toISOString();
