/**
 * The records that own photos and attachments – a notification or a damage event – and what each
 * allows: the file operations are one set parameterised by the owner; a new owner adds an entry here
 * (and its routes through the factory in shared/api/subory.routes.ts).
 */
import { STAVY_EDITACIA_KONTAKTU, STAVY_EDITACIA_SKODY } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { OZNAMENIE_STAV_LABELS } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import type { SuborVlastnik } from '../../data/subor-repo';
import { badRequest, notFound } from '../../lib/errors';

/** What a person changes: the owner's photos or its attachments. */
export type SuborDruhZmeny = 'fotografie' | 'prilohy';

interface OwnerState {
  /** May the photos / attachments change in the owner's current state? */
  moze: Record<SuborDruhZmeny, boolean>;
  /** The refusal naming the state. */
  nepovolene: string;
  /**
   * Another owner whose photos this one shows read-only beside its own: a damage event shows the
   * photos of the notification it was made from (the reporter's), so its file holds the whole case.
   */
  prevzateFotografie?: { owner: SuborVlastnik; uuid: string };
}

const OWNERS: Record<SuborVlastnik, { neexistuje: string; state(uuid: string): Promise<OwnerState | null> }> = {
  /** Photos while the damage data are editable, attachments while the case is open (spec part 1 §4). */
  OZNAMENIE: {
    neexistuje: 'Oznámenie neexistuje.',
    async state(uuid) {
      const o = await oznamenieRepo.get(uuid);
      if (!o) return null;
      return {
        moze: { fotografie: STAVY_EDITACIA_SKODY.includes(o.stav), prilohy: STAVY_EDITACIA_KONTAKTU.includes(o.stav) },
        nepovolene: OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]),
      };
    },
  },
  /** The event's state rules (shared/domain/skodova-udalost.ts); a discarded event no longer exists. */
  SKODOVA_UDALOST: {
    neexistuje: SKODOVA_UDALOST_MSG.neexistuje,
    async state(uuid) {
      const e = await skodovaUdalostRepo.get(uuid);
      if (!e) return null;
      return {
        moze: { fotografie: skodovaUdalostMoze('fotografie', e.stav), prilohy: skodovaUdalostMoze('prilohy', e.stav) },
        nepovolene: SKODOVA_UDALOST_MSG.akciaNepovolena(SKODOVA_UDALOST_STAV_LABELS[e.stav]),
        prevzateFotografie: e.oznamenieId ? { owner: 'OZNAMENIE', uuid: e.oznamenieId } : undefined,
      };
    },
  },
};

/** The owner's state; 404 when it does not exist. */
export async function loadOwner(owner: SuborVlastnik, uuid: string): Promise<OwnerState> {
  const state = await OWNERS[owner].state(uuid);
  if (!state) throw notFound(OWNERS[owner].neexistuje);
  return state;
}

/** 404 when the owner does not exist, 400 naming its state when its photos / attachments cannot change now. */
export async function assertOwnerEditable(owner: SuborVlastnik, uuid: string, druh: SuborDruhZmeny): Promise<void> {
  const state = await loadOwner(owner, uuid);
  if (!state.moze[druh]) throw badRequest(state.nepovolene);
}
