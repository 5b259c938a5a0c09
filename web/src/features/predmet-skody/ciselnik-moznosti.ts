/**
 * What a code-list select of the item form offers: only the items that fit what was chosen before.
 * - A type whose items name damage-subject categories (DRUH_SKODY) offers those naming the item's
 *   category, and those naming none (they fit every category).
 * - A type with a parent type (PLEMENO → DRUH_INE_HOSPODARSKE_ZVIERATA) offers, when the form has a
 *   field of the parent type, only the children of the item chosen there – nothing before a choice.
 * The value the item already holds stays offered (an older record keeps what it has).
 */
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import { ciselnikDef } from '@shared/domain/ciselnik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import type { PredmetSkodyPole } from '@shared/domain/predmet-skody-polia';

type CiselnikPole = Extract<PredmetSkodyPole, { kind: 'ciselnik' }>;

/** The field of the form whose choice this field depends on (its type's parent type), if the form has one. */
export function nadradenePole(pole: CiselnikPole, polia: readonly PredmetSkodyPole[]): CiselnikPole | undefined {
  const parent = ciselnikDef(pole.typ).parent;
  return parent ? (polia.find((p) => p.kind === 'ciselnik' && p.typ === parent) as CiselnikPole | undefined) : undefined;
}

/** The items of `values` (a select's list, in its order) that fit the item's category and the choices before. */
export function ciselnikMoznosti(options: {
  pole: CiselnikPole;
  polia: readonly PredmetSkodyPole[];
  kategoria: PredmetSkodyKategoria;
  form: Readonly<Record<string, string>>;
  values: readonly CiselnikHodnota[];
}): CiselnikHodnota[] {
  const { pole, polia, kategoria, form, values } = options;
  const current = form[pole.name] ?? '';
  const parentField = nadradenePole(pole, polia);
  const parentValue = parentField ? (form[parentField.name] ?? '') : '';
  const fits = (v: CiselnikHodnota) =>
    (!ciselnikDef(pole.typ).kategorie || !v.kategorie?.length || v.kategorie.includes(kategoria)) &&
    (!parentField || (parentValue !== '' && v.nadradenaPolozkaUuid === parentValue));
  return values.filter((v) => v.uuid === current || fits(v));
}

/**
 * The form after `name` changed to `value`: a field depending on it whose value is no child of the
 * new choice is emptied (a horse's breed does not stay when the species becomes a turkey).
 */
export function poZmene(options: {
  polia: readonly PredmetSkodyPole[];
  form: Readonly<Record<string, string>>;
  name: string;
  value: string;
  values: (typ: string) => readonly CiselnikHodnota[];
}): Record<string, string> {
  const { polia, form, name, value, values } = options;
  const next = { ...form, [name]: value };
  for (const p of polia) {
    if (p.kind !== 'ciselnik' || nadradenePole(p, polia)?.name !== name || !next[p.name]) continue;
    const held = values(p.typ).find((v) => v.uuid === next[p.name]);
    if (held?.nadradenaPolozkaUuid !== value) next[p.name] = '';
  }
  return next;
}
