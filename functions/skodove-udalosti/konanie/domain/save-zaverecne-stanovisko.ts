/**
 * PUT …/zaverecne-stanovisko (spec part 2 §4: editable only in ROZPRACOVANA and V_SETRENI): the
 * chosen code-list items are checked (type; active unless already held) and marked used, then the
 * statement is written with the version the screen loaded (stale → 409).
 */
import type * as z from 'zod/mini';
import { ZAVERECNE_STANOVISKO_CISELNIKY, type ZaverecneStanovisko, type zaverecneStanoviskoUpdateBody } from '@shared/api/konanie';
import { overitAOznacitPolozky } from '../../aggregate/ciselnik-polozky';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { assertStav, changeSkodovaUdalost, loadSkodovaUdalost } from '../../aggregate/change';
import { zaverecneStanoviskoDetail } from './get-zaverecne-stanovisko';

export async function saveZaverecneStanovisko({
  id,
  body,
}: {
  id: string;
  body: z.output<typeof zaverecneStanoviskoUpdateBody>;
}): Promise<ZaverecneStanovisko> {
  // the state before the code-list items: a refused save marks nothing as used
  const e = await loadSkodovaUdalost(id);
  assertStav(e, SKODOVA_UDALOST_AKCIE.stanovisko);
  const held = e.zaverecneStanovisko ?? {};
  const c = ZAVERECNE_STANOVISKO_CISELNIKY;
  await overitAOznacitPolozky({
    polozky: [
      { fieldName: 'navrhNaUhraduSkody', typ: c.navrhNaUhraduSkody, uuid: body.navrhNaUhraduSkody, drzana: held.navrhNaUhraduSkodyId },
      { fieldName: 'povodcaSkody', typ: c.povodcaSkody, uuid: body.povodcaSkody, drzana: held.povodcaSkodyId },
      { fieldName: 'zhodnotenieOpatreni', typ: c.zhodnotenieOpatreni, uuid: body.zhodnotenieOpatreni, drzana: held.zhodnotenieOpatreniId },
    ],
  });
  const saved = await changeSkodovaUdalost(id, {
    stavy: SKODOVA_UDALOST_AKCIE.stanovisko,
    version: body.version,
    apply: (current) => ({
      next: {
        ...current,
        zaverecneStanovisko: {
          zdovodnenie: body.zdovodnenie,
          navrhNaUhraduSkodyId: body.navrhNaUhraduSkody,
          povodcaSkodyId: body.povodcaSkody,
          zhodnotenieOpatreniId: body.zhodnotenieOpatreni,
        },
      },
    }),
  });
  return zaverecneStanoviskoDetail({ e: saved });
}
