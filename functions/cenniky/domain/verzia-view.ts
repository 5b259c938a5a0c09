import type { CennikPolozka, CennikVerzia } from '@shared/api/cenniky';
import { type CennikTyp, cennikDef, isVerziaRemovable, platnostDo, versionValidOn } from '@shared/domain/cennik';
import { compareSk } from '@shared/format/collation';
import { todayIso } from '@shared/format/dates';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import type { CennikRiadokItem, CennikVerziaItem } from '../../data/cennik-repo';

/**
 * Slovak label of every code a key attribute of the type can take: key name → code → label. A row names
 * a code-list item by its code, or by its uuid when the item has none (items added on the code-list screen).
 */
export async function klucTexty(typ: CennikTyp): Promise<Map<string, Map<string, string>>> {
  const def = cennikDef(typ);
  const out = new Map<string, Map<string, string>>();
  await Promise.all(
    def.kluce.map(async (k) => {
      if ('values' in k) out.set(k.name, new Map(Object.entries(k.values)));
      else out.set(k.name, new Map((await ciselnikRepo.listByType(k.ciselnik, { activeOnly: false })).map((i) => [i.kod || i.uuid, i.label])));
    }),
  );
  return out;
}

/** The version valid today; before the first start, the first version. */
export function currentIndex(verzie: readonly CennikVerziaItem[], today = todayIso()): number {
  const valid = versionValidOn(verzie, today);
  return valid ? verzie.indexOf(valid) : verzie.length ? 0 : -1;
}

export function verziaView(typ: CennikTyp, verzie: readonly CennikVerziaItem[], index: number, today = todayIso()): CennikVerzia {
  const v = verzie[index];
  return {
    name: typ,
    label: cennikDef(typ).label,
    uuid: v.uuid,
    cisloVerzie: v.cisloVerzie,
    pocetVerzii: verzie.length,
    isValid: versionValidOn(verzie, today) === v,
    isRemovable: isVerziaRemovable(v, today),
    platnostVerzieOd: v.platnostOd,
    platnostVerzieDo: platnostDo(verzie, index),
    datumVytvorenia: v.datumVytvorenia,
    vytvoril: v.vytvoril ? { meno: v.vytvoril.meno, priezvisko: v.vytvoril.priezvisko } : undefined,
  };
}

/** Rows with their Slovak texts, sorted by the key columns in order (Slovak collation). */
export function polozkyView(typ: CennikTyp, rows: readonly CennikRiadokItem[], texty: Map<string, Map<string, string>>): CennikPolozka[] {
  const def = cennikDef(typ);
  const text = (name: string, value: unknown) => (value == null ? 'x' : (texty.get(name)?.get(String(value)) ?? String(value)));
  const view: CennikPolozka[] = rows.map((r) => ({
    uuid: r.uuid,
    atributy: [
      ...def.kluce.map((k) => ({ name: k.name, value: (r[k.name] ?? null) as string | null, text: text(k.name, r[k.name]) })),
      ...def.hodnoty.map((h) => ({ name: h.name, value: (r[h.name] ?? null) as number | null })),
    ],
  }));
  const n = def.kluce.length;
  return view.sort((a, b) => {
    for (let i = 0; i < n; i++) {
      const c = compareSk(a.atributy[i].text ?? '', b.atributy[i].text ?? '');
      if (c) return c;
    }
    return 0;
  });
}
