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
import { type CiselnikPole, hodnotaSedi, nadradenePole } from '@shared/domain/ciselnik-suvislosti';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { type PredmetSkodyPole, poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { ciselnikDef } from '@shared/domain/ciselnik';
import { ciselnikRepo } from '@functions/data/ciselnik-repo';
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
  const nesuvisiace = await nesuvisiacePolozky({ kategoria, atributy: vstup.atributy, drzany });
  if (nesuvisiace.length) throw fieldErrors(nesuvisiace);
  const polozky: ZvolenaPolozka[] = [
    ...ciselniky.map((c) => ({ fieldName: c.name, typ: c.typ, uuid: c.uuid, drzana: drzany?.atributy[c.name] })),
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
 * Code-list values that do not fit the item's category or the value chosen in their parent field
 * (shared/domain/ciselnik-suvislosti.ts: the form offers only fitting ones, so only a crafted request
 * or a form older than a code-list change sends others). A value the item already holds with the
 * same parent choice stays accepted, as the form keeps offering it.
 */
async function nesuvisiacePolozky(options: {
  kategoria: PredmetSkodyKategoria;
  atributy: Record<string, string>;
  drzany?: PredmetSkodyItem;
}): Promise<{ fieldName: string; message: string }[]> {
  const { kategoria, atributy, drzany } = options;
  const polia = poliaKategorie(kategoria);
  const zavisle = polia.filter((p): p is CiselnikPole => p.kind === 'ciselnik' && Boolean(atributy[p.name]) && zavisi(p, polia));
  const errors = await Promise.all(
    zavisle.map(async (pole) => {
      const rodic = nadradenePole(pole, polia);
      const drzana = drzany?.atributy[pole.name] === atributy[pole.name] && (!rodic || drzany?.atributy[rodic.name] === atributy[rodic.name]);
      if (drzana) return [];
      const hodnota = await ciselnikRepo.get(pole.typ, atributy[pole.name]);
      // a missing value is reported by the existence check that follows, with its own message
      if (!hodnota || hodnotaSedi({ pole, polia, kategoria, atributy, hodnota })) return [];
      return [{ fieldName: pole.name, message: rodic ? PREDMET_SKODY_MSG.nesediSNadradenou(rodic.label) : PREDMET_SKODY_MSG.druhSkodyNesedi }];
    }),
  );
  return errors.flat();
}

/** The field's values depend on the category or on another field. */
const zavisi = (pole: CiselnikPole, polia: readonly PredmetSkodyPole[]) =>
  Boolean(nadradenePole(pole, polia)) || Boolean(ciselnikDef(pole.typ).kategorie);
