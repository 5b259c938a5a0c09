/** The event's organisations (ŠOP workplace, OÚ): validity, and the references that keep them from being deleted (ACCESS_PATTERNS 6c). */
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import type { OrganizaciaTyp } from '@shared/domain/organizacia';
import { organizaciaRepo } from '../../data/organizacia-repo';
import type { TransactItem } from '../../data/transaction';
import { fieldError } from '../../lib/errors';

/** A valid organisation of type `typ`, else 400 on `fieldName`. */
export async function overitOrganizaciu(uuid: string, typ: OrganizaciaTyp, fieldName: string): Promise<void> {
  const org = await organizaciaRepo.get(uuid);
  if (org?.typ !== typ || !org.platnost) throw fieldError(fieldName, typ === 'SOP' ? SKODOVA_UDALOST_MSG.sopNeplatna : SKODOVA_UDALOST_MSG.ouNeplatny);
}

/** Reference changes when an organisation field moves from `before` to `after`. */
export function referencie(before: string | undefined, after: string | undefined): TransactItem[] {
  if (before === after) return [];
  return [...(after ? [organizaciaRepo.referenceChange(after, 1)] : []), ...(before ? [organizaciaRepo.referenceChange(before, -1)] : [])];
}
