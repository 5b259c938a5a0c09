/** DELETE …/{skodovaUdalostId}/opatrenia/{preventivneOpatrenieId}: removes one measure of any kind (ROZPRACOVANA, V_SETRENI); retried on a concurrent change. */
import { OPATRENIA_MSG, OPATRENIE_DRUHY } from '@shared/api/opatrenia';
import { notFound } from '@functions/lib/errors';
import { opatreniaZaznam } from './get-opatrenia';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { changeSkodovaUdalost } from '../../aggregate/change';

export async function removeOpatrenie({ skodovaUdalostId, preventivneOpatrenieId }: { skodovaUdalostId: string; preventivneOpatrenieId: string }): Promise<void> {
  await changeSkodovaUdalost(skodovaUdalostId, {
    stavy: SKODOVA_UDALOST_AKCIE.opatrenia,
    apply(e) {
      const z = opatreniaZaznam(e);
      const druh = OPATRENIE_DRUHY.find((d) => z[d].some((o) => o.uuid === preventivneOpatrenieId));
      if (!druh) throw notFound(OPATRENIA_MSG.neexistuje);
      return { next: { ...e, opatrenia: { ...z, [druh]: z[druh].filter((o) => o.uuid !== preventivneOpatrenieId) } } };
    },
  });
}
