/**
 * The records an injured party belongs to ("owners"): a notification now, a damage event once the
 * damage-event module exists. The screens and handlers are one set parameterised by the owner; a
 * new owner adds an entry here and four routes pointing to the same domain operations.
 */
import type { TransactItem } from '../../data/transact';
import { oznamenieRepo } from '../../data/oznamenie-repo';

export type VlastnikTyp = 'OZNAMENIE';

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
};
