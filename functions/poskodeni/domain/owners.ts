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

export interface Owner {
  typ: VlastnikTyp;
  /** The assigned party of the record; null when the record does not exist. */
  current(uuid: string): Promise<{ poskodenyId?: string } | null>;
  /** Assigns the party (optimistic locking on the owner), atomically with `extra`. 404/409 as HttpError. */
  assign(uuid: string, poskodenyId: string, displayName: string, extra: (current: { poskodenyId?: string }) => TransactItem[]): Promise<void>;
}

export const owners: Record<VlastnikTyp, Owner> = {
  OZNAMENIE: {
    typ: 'OZNAMENIE',
    current: (uuid) => oznamenieRepo.get(uuid),
    async assign(uuid, poskodenyId, displayName, extra) {
      await oznamenieRepo.assignPoskodeny(uuid, poskodenyId, displayName, extra);
    },
  },
  /** The event's repository moves the party's history row (ACCESS_PATTERNS P6) in the same transaction. */
  SKODOVA_UDALOST: {
    typ: 'SKODOVA_UDALOST',
    current: (uuid) => skodovaUdalostRepo.get(uuid),
    async assign(uuid, poskodenyId, displayName, extra) {
      await changeSkodovaUdalost(uuid, { apply: (current) => ({ next: { ...current, poskodenyId, poskodenyMeno: displayName }, extra: extra(current) }) });
    },
  },
};
