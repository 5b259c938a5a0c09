/**
 * Shared fixtures of the damage-event API tests: an event stored directly in a state (the create and
 * transition routes are tested on their own) and the references a notification or a party needs,
 * read through the public wizard's API as a reporter's browser reads them.
 */
import { randomUUID } from 'node:crypto';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { OrganizaciaListResponse } from '@shared/api/organizacie';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../functions/data/skodova-udalost-repo';
import { type TransactItem, transactWrite } from '../../functions/data/transaction';
import type { TestApi } from './api-harness';

/**
 * Stores a damage event in `stav` (random uuid, code SU-TEST-…, damage on 2026-11-01, reported 2026-11-02,
 * no subjects, empty commission) with `extra` over those defaults, together with `more` writes in the
 * same transaction; expects the transaction to succeed and returns the stored item.
 */
export async function storeUdalost(stav: SkodovaUdalostStav = 'ROZPRACOVANA', extra: Partial<SkodovaUdalostItem> = {}, more: TransactItem[] = []): Promise<SkodovaUdalostItem> {
  const uuid = randomUUID();
  const e: SkodovaUdalostItem = {
    uuid,
    kod: `SU-TEST-${uuid.slice(0, 8)}`,
    stav,
    datumOznamenia: '2026-11-02',
    datumVznikuSkody: '2026-11-01',
    typSkody: 'DOMESTIKOVANY_ZIVOCICH',
    komisia: [],
    pocetPredmetovSkody: 0,
    createdAt: new Date().toISOString(),
    version: 1,
    ...extra,
  };
  await transactWrite([...skodovaUdalostRepo.newItems(e), ...more]);
  return e;
}

export interface WebReferences {
  /** The first workplace the wizard offers. */
  sop: string;
  /** The first state and municipality of the wizard's code lists. */
  stat: string;
  obec: string;
}

/** The first workplace, state and municipality, from the public wizard's API. */
export async function webReferences(api: TestApi): Promise<WebReferences> {
  const sop = (await api.call<OrganizaciaListResponse>('GET', '/api/web-oznamenie/organizacie')).body.organizaciaList[0].uuid;
  const c = await api.call<CiselnikyResponse>('GET', '/api/web-oznamenie/ciselniky?typy=OBEC,STAT');
  const lists = Object.fromEntries(c.body.map((l) => [l.type, l.values]));
  return { sop, stat: lists.STAT[0].uuid, obec: lists.OBEC[0].uuid };
}
