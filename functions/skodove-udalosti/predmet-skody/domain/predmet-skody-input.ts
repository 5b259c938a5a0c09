/**
 * The input of a save (POST, PUT): the attribute list checked against the category's fields
 * (shared/api/predmet-skody.ts overitAtributy: names, formats, limits, sub-category), the code-list
 * values of the attributes and of the place checked (exists in its type, active unless the item
 * already holds it) and marked used. 400 with field errors naming the attribute (`miestoSkody.<field>`
 * for the place).
 */
import {
  MIESTO_SKODY_CISELNIKY,
  type OverenieAtributov,
  overitAtributy,
  PREDMET_SKODY_MSG,
  type predmetSkodyCreateBody,
  secondaryZoSlugu,
} from '@shared/api/predmet-skody';
import type * as z from 'zod/mini';
import { type CiselnikPole, hodnotaSedi, nadradenePole, zavisiOdVolby } from '@shared/domain/ciselnik-suvislosti';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { type PredmetSkodyPole, poliaKategorie } from '@shared/domain/predmet-skody-polia';
import type { PredmetSkodyItem, PredmetSkodyMiestoItem } from '@functions/data/predmet-skody-repo';
import { fieldErrors } from '@functions/lib/errors';
import { overitAOznacitPolozky, type ZvolenaPolozka } from '../../aggregate/ciselnik-polozky';
import { miestoZBody } from './predmet-skody';

export interface Vstup {
  atributy: Record<string, string>;
  miestoSkody: PredmetSkodyMiestoItem;
}

/** The checked input and the code-list values among its attributes (for overitPolozky). */
export interface OverenyVstup {
  kategoria: PredmetSkodyKategoria;
  vstup: Vstup;
  ciselniky: OverenieAtributov['ciselniky'];
}

/** Checks the attributes (no writes); 400 on any field error. */
export function overitHodnoty({
  kategoria,
  slug,
  body,
}: {
  kategoria: PredmetSkodyKategoria;
  slug: string;
  body: z.output<typeof predmetSkodyCreateBody>;
}): OverenyVstup {
  const o = overitAtributy(kategoria, body.atributy, secondaryZoSlugu(slug));
  if (o.fieldErrors.length) throw fieldErrors(o.fieldErrors);
  return { kategoria, vstup: { atributy: o.hodnoty, miestoSkody: miestoZBody(body.miestoSkody) }, ciselniky: o.ciselniky };
}

/** Checks the code-list values of the input and marks them used; `drzany` = the item as stored (its values stay valid when deactivated). */
export async function overitPolozky({ kategoria, vstup, ciselniky, drzany }: OverenyVstup & { drzany?: PredmetSkodyItem }): Promise<void> {
  const suvislosti = { kategoria, polia: poliaKategorie(kategoria), atributy: vstup.atributy, drzany };
  const polozky: ZvolenaPolozka[] = [
    ...ciselniky.map((c) => ({ fieldName: c.name, typ: c.typ, uuid: c.uuid, drzana: drzany?.atributy[c.name], nesedi: pravidloSuvislosti(suvislosti, c.name) })),
    ...(Object.keys(MIESTO_SKODY_CISELNIKY) as (keyof typeof MIESTO_SKODY_CISELNIKY)[]).map((f) => ({
      fieldName: `miestoSkody.${f}`,
      typ: MIESTO_SKODY_CISELNIKY[f],
      uuid: vstup.miestoSkody[f],
      drzana: drzany?.miestoSkody[f],
    })),
  ];
  await overitAOznacitPolozky({ polozky });
}

/**
 * The fit rule of a dependent code-list field (shared/domain/ciselnik-suvislosti.ts: the form offers
 * only fitting values, so only a crafted request or a form older than a code-list change sends others),
 * checked on the item overitAOznacitPolozky loads anyway. None for an independent field, or for a value
 * the item already holds under the same parent choice (the form keeps offering it).
 */
function pravidloSuvislosti(
  o: { kategoria: PredmetSkodyKategoria; polia: readonly PredmetSkodyPole[]; atributy: Record<string, string>; drzany?: PredmetSkodyItem },
  name: string,
): ZvolenaPolozka['nesedi'] {
  const { kategoria, polia, atributy, drzany } = o;
  const pole = polia.find((p): p is CiselnikPole => p.kind === 'ciselnik' && p.name === name);
  if (!pole || !zavisiOdVolby(pole, polia)) return undefined;
  const rodic = nadradenePole(pole, polia);
  if (drzany?.atributy[name] === atributy[name] && (!rodic || drzany?.atributy[rodic.name] === atributy[rodic.name])) return undefined;
  return (hodnota) =>
    hodnotaSedi({ pole, polia, kategoria, atributy, hodnota }) ? undefined : rodic ? PREDMET_SKODY_MSG.nesediSNadradenou(rodic.label) : PREDMET_SKODY_MSG.druhSkodyNesedi;
}
