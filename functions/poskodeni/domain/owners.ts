/**
 * The records an injured party belongs to ("owners"): a notification or a damage event. The screens
 * and handlers are one set parameterised by the owner; a new owner adds an entry here and the owner
 * routes pointing to the same domain operations.
 */
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import type { TransactItem } from '../../data/transaction';
import { changeSkodovaUdalost } from '../../skodove-udalosti/aggregate/change';

export type VlastnikTyp = 'OZNAMENIE' | 'SKODOVA_UDALOST';

/** The assigned party of a record; null when the record does not exist. */
export type OwnerRead = (uuid: string) => Promise<{ poskodenyId?: string } | null>;

/**
 * How each owner is read, apart from `owners`: a route that only reads the party (GET) imports these,
 * so its bundle does not carry the event's change path (and with it the repeat-attack check and its mail).
 * `owners` takes the functions themselves, never `ownerReads.X`: esbuild keeps an initializer that reads
 * a property (it might be a getter), and with `owners` the change path would come back into every bundle.
 */
const readOznamenie: OwnerRead = (uuid) => oznamenieRepo.get(uuid);
const readSkodovaUdalost: OwnerRead = (uuid) => skodovaUdalostRepo.get(uuid);
export const ownerReads: Record<VlastnikTyp, OwnerRead> = { OZNAMENIE: readOznamenie, SKODOVA_UDALOST: readSkodovaUdalost };

export interface Owner {
  typ: VlastnikTyp;
  /** The assigned party of the record; null when the record does not exist. */
  current: OwnerRead;
  /** Assigns the party (optimistic locking on the owner), atomically with `extra`. 404/409 as HttpError. */
  assign(uuid: string, poskodenyId: string, displayName: string, extra: (current: { poskodenyId?: string }) => TransactItem[]): Promise<void>;
}

export const owners: Record<VlastnikTyp, Owner> = {
  OZNAMENIE: {
    typ: 'OZNAMENIE',
    current: readOznamenie,
    async assign(uuid, poskodenyId, displayName, extra) {
      await oznamenieRepo.assignPoskodeny(uuid, poskodenyId, displayName, extra);
    },
  },
  /** The event's repository moves the party's history row (ACCESS_PATTERNS P6) in the same transaction. */
  SKODOVA_UDALOST: {
    typ: 'SKODOVA_UDALOST',
    current: readSkodovaUdalost,
    async assign(uuid, poskodenyId, displayName, extra) {
      await changeSkodovaUdalost(uuid, { apply: (current) => ({ next: { ...current, poskodenyId, poskodenyMeno: displayName }, extra: extra(current) }) });
    },
  },
};
