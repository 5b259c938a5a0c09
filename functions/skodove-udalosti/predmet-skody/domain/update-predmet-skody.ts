/**
 * PUT …/predmet-skody/{predmetSkodyKategoria}/{predmetSkodyId} (spec part 2 §4 'Other state
 * rules'): every value in ROZPRACOVANA … PRIJATA_ZIADOST; in ROZHODNUTA only the manual amount
 * (vyskaSkodyInserted) – another changed value → 400 naming it. The item's version the screen loaded
 * guards the change (stale → 409). The item is priced again from the version valid on the damage date
 * and saved with its chunk and the event's summary in one transaction.
 */
import { PREDMET_SKODY_MSG, type PredmetSkodyDetail, type predmetSkodyUpdateBody } from '@shared/api/predmet-skody';
import type * as z from 'zod/mini';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { type PredmetSkodyItem, predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import type { SkodovaUdalostItem, } from '@functions/data/skodova-udalost-repo';
import { conflict, fieldErrors, notFound } from '@functions/lib/errors';
import { changeSkodovaUdalost } from '../../aggregate/change';
import { nacitatPredmet, predmetSkodyView } from './get-predmet-skody';
import { novyOcenovac } from './pricing';
import { chunkWrites, najstPredmet, vsetkyPredmety } from './chunks';
import { predmetSlug } from './predmet-skody';
import { suhrnUdalosti } from './summary';
import { overitHodnoty, overitPolozky, type Vstup } from './predmet-skody-input';

const MANUALNA = 'vyskaSkodyInserted';

/** The names of the values that differ between the stored item and the input, the manual amount excluded. */
function zmenene(p: PredmetSkodyItem, v: Vstup): string[] {
  const names = new Set([...Object.keys(p.atributy), ...Object.keys(v.atributy)]);
  const attrs = [...names].filter((n) => n !== MANUALNA && (p.atributy[n] ?? '') !== (v.atributy[n] ?? ''));
  const miesto = new Set([...Object.keys(p.miestoSkody), ...Object.keys(v.miestoSkody)]) as Set<keyof Vstup['miestoSkody']>;
  const places = [...miesto].filter((f) => (p.miestoSkody[f] ?? '') !== (v.miestoSkody[f] ?? '')).map((f) => `miestoSkody.${f}`);
  return [...attrs, ...places];
}

/** Outside the four states that allow items (ROZHODNUTA) only the manual amount may change: 400 naming every other changed value. */
function lenManualnaSuma(e: SkodovaUdalostItem, p: PredmetSkodyItem, v: Vstup): void {
  if (skodovaUdalostMoze('predmetySkody', e.stav)) return;
  const locked = zmenene(p, v);
  if (locked.length) throw fieldErrors(locked.map((fieldName) => ({ fieldName, message: PREDMET_SKODY_MSG.lenManualnaSuma(SKODOVA_UDALOST_STAV_LABELS[e.stav]) })));
}

export async function updatePredmetSkody({
  skodovaUdalostId,
  slug,
  predmetSkodyId,
  body,
}: {
  skodovaUdalostId: string;
  slug: string;
  predmetSkodyId: string;
  body: z.output<typeof predmetSkodyUpdateBody>;
}): Promise<PredmetSkodyDetail> {
  const { e: e0, kategoria, predmet: p0 } = await nacitatPredmet({ skodovaUdalostId, slug, predmetSkodyId });
  // the sub-category is fixed with the category: the item's own slug, whatever the path named
  const overeny = overitHodnoty({ kategoria, slug: predmetSlug(p0), body });
  const { vstup } = overeny;
  lenManualnaSuma(e0, p0, vstup);
  if (body.version !== p0.version) throw conflict();
  await overitPolozky({ ...overeny, drzany: p0 });
  // the item as the last (successful) attempt made it
  let predmet: PredmetSkodyItem | undefined;
  const stored = await changeSkodovaUdalost(skodovaUdalostId, {
    async apply(e) {
      const chunks = await predmetSkodyRepo.chunks(skodovaUdalostId);
      const found = najstPredmet(chunks, predmetSkodyId);
      if (!found) throw notFound(PREDMET_SKODY_MSG.neexistuje);
      if (found.predmet.version !== body.version) throw conflict();
      lenManualnaSuma(e, found.predmet, vstup);
      const ocenovac = novyOcenovac({ datum: e.datumVznikuSkody });
      const changed: PredmetSkodyItem = {
        ...found.predmet,
        ...vstup,
        ...(await ocenovac.ocenit({ kategoria, atributy: vstup.atributy })),
        version: found.predmet.version + 1,
      };
      predmet = changed;
      const replace = (x: PredmetSkodyItem) => (x.uuid === changed.uuid ? changed : x);
      const chunk = { ...found.chunk, predmety: found.chunk.predmety.map(replace) };
      const next = { ...e, ...(await suhrnUdalosti(vsetkyPredmety(chunks).map(replace))) };
      await ocenovac.oznacitPouzite();
      return { next, extra: chunkWrites(skodovaUdalostId, [chunk]) };
    },
  });
  return predmetSkodyView(stored, predmet as PredmetSkodyItem);
}
