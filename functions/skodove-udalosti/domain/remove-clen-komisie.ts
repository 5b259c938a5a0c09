/**
 * DELETE /skodove-udalosti/miestne-setrenie/clen-komisie/{clenKomisieId} (spec part 2 §7 'Commission'):
 * the pointer names the event; the member leaves the record and the pointer goes in one transaction,
 * only in the states where §4 allows 'komisia'. A concurrent change of the event is retried.
 */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { notFound } from '../../lib/errors';
import { STAVY_KOMISIE } from './add-clen-komisie';
import { assertStav, changeSkodovaUdalost } from '../aggregate/change';

export async function removeClenKomisie({ clenKomisieId }: { clenKomisieId: string }): Promise<void> {
  const id = clenKomisieId.toLowerCase();
  const skodovaUdalostId = await skodovaUdalostRepo.udalostClenaKomisie(id);
  if (!skodovaUdalostId) throw notFound(SKODOVA_UDALOST_MSG.clenKomisieNeexistuje);
  await changeSkodovaUdalost(skodovaUdalostId, {
    apply(e) {
      if (!(e.komisia ?? []).some((c) => c.uuid === id)) throw notFound(SKODOVA_UDALOST_MSG.clenKomisieNeexistuje);
      assertStav(e, STAVY_KOMISIE);
      return { next: { ...e, komisia: e.komisia.filter((c) => c.uuid !== id) }, extra: [skodovaUdalostRepo.clenKomisieDelete(id)] };
    },
  });
}
