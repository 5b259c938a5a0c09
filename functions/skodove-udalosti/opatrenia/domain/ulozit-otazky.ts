/** PUT …/opatrenia: the two yes/no questions and their descriptions (only ROZPRACOVANA, V_SETRENI; version → 409). */
import type * as z from 'zod/mini';
import type { OpatreniaDetail, opatreniaUpdateBody } from '@shared/api/opatrenia';
import { opatreniaDetail, opatreniaZaznam } from './opatrenia-detail';
import { nacitajUdalost, overitStav, ulozitVerziu } from './udalost';

export async function ulozitOtazky({ id, body }: { id: string; body: z.output<typeof opatreniaUpdateBody> }): Promise<OpatreniaDetail> {
  const e = await nacitajUdalost({ id });
  overitStav({ e, akcia: 'opatrenia' });
  const { version, ...otazky } = body;
  const saved = await ulozitVerziu({
    e,
    version,
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
  });
  return opatreniaDetail({ e: saved });
}
