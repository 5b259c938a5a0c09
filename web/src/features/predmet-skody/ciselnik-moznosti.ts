/**
 * What a code-list select of the item form offers: only the items that fit what was chosen before
 * (the rule: shared/domain/ciselnik-suvislosti.ts; the server refuses the others) – nothing of a
 * dependent type before its parent is chosen. The value the item already holds stays offered (an
 * older record keeps what it has).
 */
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import { type CiselnikPole, hodnotaSedi, nadradenePole } from '@shared/domain/ciselnik-suvislosti';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import type { PredmetSkodyPole } from '@shared/domain/predmet-skody-polia';

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
  return values.filter((v) => v.uuid === current || hodnotaSedi({ pole, polia, kategoria, atributy: form, hodnota: v }));
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
