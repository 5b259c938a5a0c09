/**
 * Code-list values of a damaged item that depend on another choice – one rule for the form (which
 * offers only fitting values: web/src/features/predmet-skody/ciselnik-moznosti.ts) and the server
 * (which refuses the others: functions/skodove-udalosti/predmet-skody/domain/predmet-skody-input.ts):
 * - a type whose items name damage-subject categories (DRUH_SKODY) fits an item of a named category,
 *   and an item naming none fits every category;
 * - a type with a parent type (PLEMENO → DRUH_INE_HOSPODARSKE_ZVIERATA) fits, where the item's
 *   fields include one of the parent type, only as a child of the value chosen there.
 */
import { ciselnikDef } from './ciselnik';
import type { PredmetSkodyKategoria } from './predmet-skody';
import type { PredmetSkodyPole } from './predmet-skody-polia';

export type CiselnikPole = Extract<PredmetSkodyPole, { kind: 'ciselnik' }>;

/** What the rule reads of a code-list value. */
export interface SuvisiacaHodnota {
  kategorie?: readonly string[];
  nadradenaPolozkaUuid?: string;
}

/** The field whose choice this field depends on (its type's parent type), if the item's fields have one. */
export function nadradenePole(pole: CiselnikPole, polia: readonly PredmetSkodyPole[]): CiselnikPole | undefined {
  const parent = ciselnikDef(pole.typ).parent;
  return parent ? (polia.find((p) => p.kind === 'ciselnik' && p.typ === parent) as CiselnikPole | undefined) : undefined;
}

/** The field's values depend on the item's category or on another field's choice. */
export const zavisiOdVolby = (pole: CiselnikPole, polia: readonly PredmetSkodyPole[]): boolean =>
  Boolean(nadradenePole(pole, polia)) || Boolean(ciselnikDef(pole.typ).kategorie);

/** Whether `hodnota` fits the field `pole` of an item of `kategoria` with the values `atributy`. */
export function hodnotaSedi(options: {
  pole: CiselnikPole;
  polia: readonly PredmetSkodyPole[];
  kategoria: PredmetSkodyKategoria;
  atributy: Readonly<Record<string, string | undefined>>;
  hodnota: SuvisiacaHodnota;
}): boolean {
  const { pole, polia, kategoria, atributy, hodnota } = options;
  const parentField = nadradenePole(pole, polia);
  const parentValue = parentField ? (atributy[parentField.name] ?? '') : '';
  return (
    (!ciselnikDef(pole.typ).kategorie || !hodnota.kategorie?.length || hodnota.kategorie.includes(kategoria)) &&
    (!parentField || (parentValue !== '' && hodnota.nadradenaPolozkaUuid === parentValue))
  );
}
