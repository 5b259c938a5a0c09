/** PUT …/{skodovaUdalostId}/zmenit-priradenie-ou (spec part 2 §2, §4 'Zmeniť priradený OÚ'): another valid OÚ, only in VYSETRENA. */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { fieldError } from '../../lib/errors';
import { changeSkodovaUdalost } from '../aggregate/change';
import { overitOrganizaciu, referencie } from '../aggregate/organizacie';

export async function changeOu({ uuid, ouId }: { uuid: string; ouId: string }): Promise<SkodovaUdalostItem> {
  const next = ouId.toLowerCase();
  return changeSkodovaUdalost(uuid, {
    stavy: SKODOVA_UDALOST_AKCIE.zmenitPriradenieOu,
    async apply(e) {
      if (next === e.uzemnePrislusnyOuId) return null;
      await overitOrganizaciu(next, 'OU', 'uzemnePrislusnyOuId');
      return {
        next: { ...e, uzemnePrislusnyOuId: next },
        extra: referencie(e.uzemnePrislusnyOuId, next),
        onExtra: () => fieldError('uzemnePrislusnyOuId', SKODOVA_UDALOST_MSG.ouNeplatny),
      };
    },
  });
}
