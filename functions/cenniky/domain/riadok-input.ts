import { CENNIK_TEXTS } from '@shared/api/cenniky';
import { type CennikTyp, cennikDef, isCennikHodnota } from '@shared/domain/cennik';
import { parseCisloSk } from '@shared/format/cislo';
import type { CennikRiadokItem } from '../../data/cennik-repo';
import { type CiselnikRef, ciselnikRepo } from '../../data/ciselnik-repo';

export interface FieldProblem {
  fieldName: string;
  message: string;
}

/**
 * Checks one submitted row (attributes by name) of a type and returns it as stored (without uuid).
 * Key attributes: a known code or null (locked 'x'; the first key is required); values: numbers
 * 0–9999.99 in steps of 0.01 (a decimal comma is accepted), null only where `nullAllowed` says so.
 * Problems name the field as `name[index]` (spec part 2 §5).
 */
export function checkRiadok(options: {
  typ: CennikTyp;
  index: number;
  attrs: Readonly<Record<string, unknown>>;
  texty: Map<string, Map<string, string>>;
  nullAllowed?: (name: string) => boolean;
  problems: FieldProblem[];
}): Omit<CennikRiadokItem, 'uuid'> {
  const { typ, index, attrs, texty, problems } = options;
  const def = cennikDef(typ);
  const row: Record<string, string | number | null> = {};
  def.kluce.forEach((k, i) => {
    const raw = attrs[k.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === null || value === undefined || value === '' || value === 'x') {
      if (i === 0 && def.kluce.some((x) => 'ciselnik' in x)) problems.push({ fieldName: `${k.name}[${index}]`, message: CENNIK_TEXTS.povinne });
      row[k.name] = null;
    } else if (typeof value !== 'string' || !texty.get(k.name)?.has(value)) {
      problems.push({ fieldName: `${k.name}[${index}]`, message: CENNIK_TEXTS.neznamaHodnota });
    } else row[k.name] = value;
  });
  for (const h of def.hodnoty) {
    const raw = attrs[h.name];
    if ((raw === null || raw === undefined || raw === '') && options.nullAllowed?.(h.name)) {
      row[h.name] = null;
      continue;
    }
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseCisloSk(raw) : null;
    if (n === null || !isCennikHodnota(n)) problems.push({ fieldName: `${h.name}[${index}]`, message: CENNIK_TEXTS.hodnota });
    else row[h.name] = Math.round(n * 100) / 100;
  }
  return row;
}

/**
 * The code-list items the rows name become 'used' before the rows are stored (so they can be
 * deactivated but no longer deleted); a row names an item by its code, or by its uuid when it has none.
 */
export async function markRowItemsUsed(typ: CennikTyp, rows: readonly Readonly<Record<string, unknown>>[]): Promise<void> {
  const refs: CiselnikRef[] = [];
  for (const k of cennikDef(typ).kluce) {
    if (!('ciselnik' in k)) continue;
    const byCode = new Map((await ciselnikRepo.listByType(k.ciselnik, { activeOnly: false })).map((i) => [i.kod || i.uuid, i.uuid]));
    for (const row of rows) {
      const uuid = typeof row[k.name] === 'string' ? byCode.get(row[k.name] as string) : undefined;
      if (uuid) refs.push({ type: k.ciselnik, uuid });
    }
  }
  await ciselnikRepo.markUsed(refs);
}
