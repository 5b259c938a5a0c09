/** PUT …/opatrenia: the two yes/no questions and their descriptions (only ROZPRACOVANA, V_SETRENI; version → 409). */
import type * as z from 'zod/mini';
import type { OpatreniaDetail, opatreniaUpdateBody } from '@shared/api/opatrenia';
import { opatreniaDetail, opatreniaZaznam } from './get-opatrenia';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { changeSkodovaUdalost } from '../../aggregate/change';

export async function saveOtazky({ id, body }: { id: string; body: z.output<typeof opatreniaUpdateBody> }): Promise<OpatreniaDetail> {
  const { version, ...otazky } = body;
  const saved = await changeSkodovaUdalost(id, {
    stavy: SKODOVA_UDALOST_AKCIE.opatrenia,
    version,
    apply: (e) => ({
      next: {
        ...e,
        opatrenia: {
          ...opatreniaZaznam(e),
          minuleOpatrenieRealizacia: otazky.minuleOpatrenieRealizacia,
          minuleOpatrenieOpis: otazky.minuleOpatrenieOpis,
          navrhNovychOpatreni: otazky.navrhNovychOpatreni,
          noveOpatreniePopis: otazky.noveOpatreniePopis,
        },
      },
    }),
  });
  return opatreniaDetail({ e: saved });
}
