/**
 * What the staff operations on a notification share (spec part 1 §4 Notification): loading it, the
 * per-state action check, the organisation reference changes of a workplace change, and the write
 * conditional on the loaded version that keeps the reference count in the same transaction.
 */
import { OZNAMENIE_AKCIE } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { OZNAMENIE_STAV_LABELS } from '@shared/domain/oznamenie';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import type { TransactItem } from '../../data/transaction';
import { WriteError } from '../../data/write-error';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';

/** The notification, or 404. */
export async function loadOznamenie(uuid: string): Promise<OznamenieItem> {
  const o = await oznamenieRepo.get(uuid);
  if (!o) throw notFound('Oznámenie neexistuje.');
  return o;
}

/** 400 naming the state when the action is not allowed in it (OZNAMENIE_AKCIE). */
export function assertAction(o: OznamenieItem, akcia: keyof typeof OZNAMENIE_AKCIE) {
  if (!OZNAMENIE_AKCIE[akcia].includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
}

/** Organisation reference changes when the workplace moves from `before` to `after`. */
export function referenceChanges(before: string | undefined, after: string | undefined): TransactItem[] {
  if (before === after) return [];
  return [
    ...(after ? [organizaciaRepo.referenceChange(after, 1)] : []),
    ...(before ? [organizaciaRepo.referenceChange(before, -1)] : []),
  ];
}

/** Saves `next` conditional on the loaded version (stale → 409) with `extra` in one transaction; a failed extra action means the workplace became invalid (400 on `fieldName`). */
export async function write(next: OznamenieItem, expectedVersion: number, extra: TransactItem[], fieldName = 'uzemnePrislusnePracovisko'): Promise<OznamenieItem> {
  try {
    return await oznamenieRepo.save(next, expectedVersion, extra);
  } catch (err) {
    if (err instanceof WriteError) {
      if (err.reason === 'missing') throw notFound('Oznámenie neexistuje.');
      if (err.reason === 'stale') throw conflict();
      throw fieldError(fieldName, OZNAMENIE_MSG.pracoviskoNeplatne);
    }
    throw err;
  }
}
