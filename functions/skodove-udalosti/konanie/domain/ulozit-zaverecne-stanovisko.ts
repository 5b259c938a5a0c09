/**
 * PUT …/zaverecne-stanovisko (spec part 2 §4: editable only in ROZPRACOVANA and V_SETRENI): the
 * chosen code-list items are checked (type; active unless already held) and marked used, then the
 * statement is written with the version the screen loaded (stale → 409).
 */
import type * as z from 'zod/mini';
import { ZAVERECNE_STANOVISKO_CISELNIKY, type ZaverecneStanovisko, type zaverecneStanoviskoUpdateBody } from '@shared/api/konanie';
import { overitAOznacitPolozky } from '../../opatrenia/domain/ciselnik-polozky';
import { nacitajUdalost, overitStav, ulozitVerziu } from '../../opatrenia/domain/udalost';
import { zaverecneStanoviskoDetail } from './zaverecne-stanovisko';

export async function ulozitZaverecneStanovisko({
  id,
  body,
}: {
  id: string;
  body: z.output<typeof zaverecneStanoviskoUpdateBody>;
}): Promise<ZaverecneStanovisko> {
  const e = await nacitajUdalost({ id });
  overitStav({ e, akcia: 'stanovisko' });
  const held = e.zaverecneStanovisko ?? {};
  const c = ZAVERECNE_STANOVISKO_CISELNIKY;
  await overitAOznacitPolozky({
    polozky: [
      { fieldName: 'navrhNaUhraduSkody', typ: c.navrhNaUhraduSkody, uuid: body.navrhNaUhraduSkody, drzana: held.navrhNaUhraduSkodyId },
      { fieldName: 'povodcaSkody', typ: c.povodcaSkody, uuid: body.povodcaSkody, drzana: held.povodcaSkodyId },
      { fieldName: 'zhodnotenieOpatreni', typ: c.zhodnotenieOpatreni, uuid: body.zhodnotenieOpatreni, drzana: held.zhodnotenieOpatreniId },
    ],
  });
  const saved = await ulozitVerziu({
    e,
    version: body.version,
    next: {
      ...e,
      zaverecneStanovisko: {
        zdovodnenie: body.zdovodnenie,
        navrhNaUhraduSkodyId: body.navrhNaUhraduSkody,
        povodcaSkodyId: body.povodcaSkody,
        zhodnotenieOpatreniId: body.zhodnotenieOpatreni,
      },
    },
  });
  return zaverecneStanoviskoDetail({ e: saved });
}
