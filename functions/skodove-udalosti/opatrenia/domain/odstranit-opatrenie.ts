/** DELETE …/{skodovaUdalostId}/opatrenia/{preventivneOpatrenieId}: removes one measure of any kind (ROZPRACOVANA, V_SETRENI); retried on a concurrent change. */
import { OPATRENIA_MSG, OPATRENIE_DRUHY } from '@shared/api/opatrenia';
import { notFound } from '../../../lib/errors';
import { opatreniaZaznam } from './opatrenia-detail';
import { overitStav, zmenitSoZopakovanim } from './udalost';

export async function odstranitOpatrenie({ skodovaUdalostId, preventivneOpatrenieId }: { skodovaUdalostId: string; preventivneOpatrenieId: string }): Promise<void> {
  await zmenitSoZopakovanim({
    id: skodovaUdalostId,
    zmena: (e) => {
      overitStav({ e, akcia: 'opatrenia' });
      const z = opatreniaZaznam(e);
      const druh = OPATRENIE_DRUHY.find((d) => z[d].some((o) => o.uuid === preventivneOpatrenieId));
      if (!druh) throw notFound(OPATRENIA_MSG.neexistuje);
      return { ...e, opatrenia: { ...z, [druh]: z[druh].filter((o) => o.uuid !== preventivneOpatrenieId) } };
    },
  });
}
