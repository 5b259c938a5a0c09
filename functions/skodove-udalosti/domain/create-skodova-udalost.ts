/**
 * 'Nová šk. udalosť' on the event list (POST /skodove-udalosti/create, spec part 2 §2, §6): a new event in
 * ROZPRACOVANA without a notification, created by the caller; its ŠOP workplace is the caller's own
 * (the first valid ŠOP SR organisation the user belongs to), if any. 'Začať šetrenie' later creates the
 * notification from it.
 */
import { randomUUID } from 'node:crypto';
import { SKODOVA_UDALOST_KOD_PREFIX } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { nextYearlyCode } from '../../data/counter';
import { organizaciaRepo } from '../../data/organizacia-repo';
import type { PouzivatelItem } from '../../data/pouzivatel-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { transactWrite } from '../../data/transaction';

export async function createSkodovaUdalost(pouzivatel: Pick<PouzivatelItem, 'login' | 'organizacieUuids'>): Promise<{ uuid: string }> {
  const orgs = pouzivatel.organizacieUuids.length ? await organizaciaRepo.getMany(pouzivatel.organizacieUuids) : [];
  const sop = orgs.filter((o) => o.typ === 'SOP' && o.platnost).sort((a, b) => pouzivatel.organizacieUuids.indexOf(a.uuid) - pouzivatel.organizacieUuids.indexOf(b.uuid))[0];
  const today = todayIso();
  const now = new Date().toISOString();
  const e: SkodovaUdalostItem & { stavOd: string } = {
    uuid: randomUUID(),
    kod: await nextYearlyCode(SKODOVA_UDALOST_KOD_PREFIX, Number(today.slice(0, 4))),
    stav: 'ROZPRACOVANA',
    datumOznamenia: today,
    datumVznikuSkody: today,
    // no damage type until staff choose one (a default would reach the statistics unnoticed);
    // 'Začať šetrenie' requires it
    uzemnePrislusnaSopId: sop?.uuid,
    komisia: [],
    pocetPredmetovSkody: 0,
    vytvorilPouzivatel: pouzivatel.login,
    createdAt: now,
    stavOd: now,
    version: 1,
  };
  await transactWrite([
    ...skodovaUdalostRepo.newItems(e),
    // the event references its workplace: the organisation cannot be deleted meanwhile
    ...(sop ? [organizaciaRepo.referenceChange(sop.uuid, 1, { anyValidity: true })] : []),
  ]);
  return { uuid: e.uuid };
}
