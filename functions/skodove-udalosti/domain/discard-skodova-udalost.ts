/**
 * 'Zahodiť rozpracovanú' = DELETE /skodove-udalosti/{id} (spec part 2 §4): only in ROZPRACOVANA. The
 * record goes with its party's history row and owner link, its commission pointers and its
 * organisation references; a notification it came from returns to PRIRADENE without the link (spec
 * part 1 §4: where 'Nová šk. udalosť' started) – one transaction. Then its photos and attachments, and its
 * damaged items.
 */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { predmetSkodyRepo } from '../../data/predmet-skody-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import type { TransactItem } from '../../data/transaction';
import { conflict, } from '../../lib/errors';
import { deleteOwnerFiles } from '../../subory/domain/delete-owner-files';
import { assertStav, loadSkodovaUdalost, writeErrorAnswer } from '../aggregate/change';
import { WriteError } from '../../data/write-error';

export async function discardSkodovaUdalost({ uuid }: { uuid: string }): Promise<void> {
  const e = await loadSkodovaUdalost(uuid);
  assertStav(e, SKODOVA_UDALOST_AKCIE.zahodit);
  const extra: TransactItem[] = [
    ...[e.uzemnePrislusnaSopId, e.uzemnePrislusnyOuId].filter((id): id is string => Boolean(id)).map((id) => organizaciaRepo.referenceChange(id, -1)),
    ...(e.poskodenyId ? [poskodenyRepo.vlastnikDelete(e.poskodenyId, 'SKODOVA_UDALOST', e.uuid)] : []),
  ];
  if (e.oznamenieId) {
    const o = await oznamenieRepo.get(e.oznamenieId);
    if (o?.skodovaUdalostId === e.uuid) {
      extra.push(...oznamenieRepo.stateChangeItems(o, { ...o, stav: 'PRIRADENE', skodovaUdalostId: undefined, skodovaUdalostKod: undefined }));
    }
  }
  try {
    await skodovaUdalostRepo.remove(e, extra);
  } catch (err) {
    if (err instanceof WriteError) throw writeErrorAnswer(err, () => conflict(SKODOVA_UDALOST_MSG.oznamenieZmenene));
    throw err;
  }
  await deleteOwnerFiles('SKODOVA_UDALOST', e.uuid);
  await predmetSkodyRepo.odstranitVsetky(e.uuid);
}
