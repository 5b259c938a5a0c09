import type { CiselnikPolozka } from '@shared/api/ciselniky';
import { type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';

/** Labels of the parent type's items by uuid (empty map for a type without parents). */
export async function parentLabels(typ: CiselnikTyp): Promise<Map<string, string>> {
  const parent = ciselnikDef(typ).parent;
  if (!parent) return new Map();
  return new Map((await ciselnikRepo.listByType(parent, { activeOnly: false })).map((p) => [p.uuid, p.label]));
}

/** An item as the screens show it: the official code only where the type has one, the categories only where the type has them. */
export function polozkaView(typ: CiselnikTyp, item: CiselnikPolozkaItem, parents: Map<string, string>): CiselnikPolozka {
  const parentLabel = item.nadradenaPolozkaUuid ? parents.get(item.nadradenaPolozkaUuid) : undefined;
  return {
    uuid: item.uuid,
    label: item.label,
    id: ciselnikDef(typ).officialCode ? item.kod : undefined,
    aktivna: item.aktivna,
    nadradenaPolozka: item.nadradenaPolozkaUuid && parentLabel ? { uuid: item.nadradenaPolozkaUuid, label: parentLabel } : undefined,
    // items read from the type's list always carry their effective order
    poradie: item.poradie ?? 0,
    kategorie: ciselnikDef(typ).kategorie ? [...(item.kategorie ?? [])] : undefined,
  };
}
