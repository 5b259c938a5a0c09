/** PUT …/{skodovaUdalostId}/zmenit-priradenie-ou (spec part 2 §2, §4 'Zmeniť priradený OÚ'): another valid OÚ, only in VYSETRENA. */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { fieldError } from '../../lib/errors';
import { assertStav, loadSkodovaUdalost, overitOrganizaciu, referencie, ulozit } from './spolocne';

export async function zmenitPriradenieOu({ uuid, ouId }: { uuid: string; ouId: string }): Promise<SkodovaUdalostItem> {
  const e = await loadSkodovaUdalost(uuid);
  assertStav(e, SKODOVA_UDALOST_AKCIE.zmenitPriradenieOu);
  const next = ouId.toLowerCase();
  if (next === e.uzemnePrislusnyOuId) return e;
  await overitOrganizaciu(next, 'OU', 'uzemnePrislusnyOuId');
  return ulozit(e, { ...e, uzemnePrislusnyOuId: next }, referencie(e.uzemnePrislusnyOuId, next), () =>
    fieldError('uzemnePrislusnyOuId', SKODOVA_UDALOST_MSG.ouNeplatny),
  );
}
