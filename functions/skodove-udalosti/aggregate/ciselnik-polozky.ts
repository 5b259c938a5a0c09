/**
 * Code-list items chosen on the damage event's parts (measures, final statement): each must exist in
 * its own type (the key names the type, so an item of another type is 'not found') and be active –
 * except an item the record already holds, which stays valid after its deactivation – and is marked
 * used before the record is written (then it can be deactivated but never deleted).
 */
import { OPATRENIA_MSG } from '@shared/api/opatrenia-texts';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';
import { fieldErrors } from '../../lib/errors';
import { WriteError } from '../../data/write-error';

export interface ZvolenaPolozka {
  /** The body field that names the item (the field error's name). */
  fieldName: string;
  typ: CiselnikTyp;
  uuid: string | undefined;
  /** The uuid the record holds today in this field (kept even when inactive). */
  drzana?: string;
  /** A further rule the loaded item must meet: its message when the item does not, else undefined. */
  nesedi?: (item: CiselnikPolozkaItem) => string | undefined;
}

/** Checks the chosen items and marks them used; 400 fieldErrors naming every bad field. */
export async function overitAOznacitPolozky({ polozky }: { polozky: readonly ZvolenaPolozka[] }): Promise<void> {
  const chosen = polozky.filter((p): p is ZvolenaPolozka & { uuid: string } => Boolean(p.uuid));
  const found = await Promise.all(chosen.map((p) => ciselnikRepo.get(p.typ, p.uuid)));
  const errors = chosen.flatMap((p, i): { fieldName: string; message: string }[] => {
    const item = found[i];
    if (!item) return [{ fieldName: p.fieldName, message: OPATRENIA_MSG.polozkaNeexistuje }];
    if (!item.aktivna && item.uuid !== p.drzana) return [{ fieldName: p.fieldName, message: OPATRENIA_MSG.polozkaNeaktivna }];
    const nesedi = p.nesedi?.(item);
    return nesedi ? [{ fieldName: p.fieldName, message: nesedi }] : [];
  });
  if (errors.length) throw fieldErrors(errors);
  try {
    await ciselnikRepo.markUsed(chosen.map((p) => ({ type: p.typ, uuid: p.uuid })));
  } catch (err) {
    // deleted between the check and the mark
    if (err instanceof WriteError) throw fieldErrors(chosen.map((p) => ({ fieldName: p.fieldName, message: OPATRENIA_MSG.polozkaNeexistuje })));
    throw err;
  }
}

/** Labels of stored items for a response: uuid → {uuid, label, type}; an item deleted meanwhile is left out. */
export async function nacitajPolozky({ refs }: { refs: readonly { typ: CiselnikTyp; uuid: string | undefined }[] }) {
  const unique = [...new Map(refs.filter((r): r is { typ: CiselnikTyp; uuid: string } => Boolean(r.uuid)).map((r) => [`${r.typ}#${r.uuid}`, r])).values()];
  const items = await Promise.all(unique.map((r) => ciselnikRepo.get(r.typ, r.uuid)));
  const out = new Map<string, { uuid: string; label: string; type: string }>();
  for (const item of items) if (item) out.set(item.uuid, { uuid: item.uuid, label: item.label, type: item.type });
  return out;
}
