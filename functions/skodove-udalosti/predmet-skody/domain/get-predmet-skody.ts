/** GET …/predmet-skody/{predmetSkodyKategoria}/{predmetSkodyId}: one item with its place's labels and its breakdown (the response of GET and PUT). */
import { PREDMET_SKODY_MSG, type PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { kategoriaFromSlug, type PredmetSkodyKategoria, predmetSkodySlug } from '@shared/domain/predmet-skody';
import { poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { type PredmetSkodyItem, type PredmetSkodyZaklad, predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { notFound } from '@functions/lib/errors';
import { vypoctySOverenim } from '@functions/vzorce/domain/platny-vzorec';
import { loadSkodovaUdalost } from '../../aggregate/change';
import { najstPredmet } from './chunks';
import { miestoView, predmetSlug } from './predmet-skody';

/** The response of GET and PUT. */
export async function predmetSkodyView(e: SkodovaUdalostItem, p: PredmetSkodyItem): Promise<PredmetSkodyDetail> {
  return {
    uuid: p.uuid,
    version: p.version,
    predmetSkodyKategoria: p.kategoria,
    slug: predmetSlug(p),
    atributy: poliaKategorie(p.kategoria).flatMap((f) => (p.atributy[f.name] === undefined ? [] : [{ name: f.name, value: p.atributy[f.name] }])),
    miestoSkody: await miestoView(p.miestoSkody),
    vyskaSkodyCalculated: p.vyskaSkodyCalculated,
    isVyskaSkodyCalculated: p.isVyskaSkodyCalculated,
    vypocet: (await vypoctySOverenim([p]))[0].vypocet,
    skodovaUdalostStav: e.stav,
    skodovaUdalostKod: e.kod,
  };
}

/** The category of a path slug; 404 for an unknown one. */
function kategoriaCesty(slug: string): PredmetSkodyKategoria {
  const kategoria = kategoriaFromSlug(slug);
  if (!kategoria) throw notFound(PREDMET_SKODY_MSG.neznamyPredmet);
  return kategoria;
}

/** The path names the item: its category slug, or its own sub-kind slug (a lamb is not found as a ram); else 404. */
function overitCestu(slug: string, kategoria: PredmetSkodyKategoria, p: PredmetSkodyZaklad | undefined | null): asserts p is PredmetSkodyZaklad {
  if (!p || p.kategoria !== kategoria || (slug !== predmetSkodySlug(kategoria) && slug !== predmetSlug(p))) throw notFound(PREDMET_SKODY_MSG.neexistuje);
}

/** The event, all its chunks and the item named by a path (for a write); 404 for an unknown event or item, or a slug of another category. */
export async function nacitatPredmet({ skodovaUdalostId, slug, predmetSkodyId }: { skodovaUdalostId: string; slug: string; predmetSkodyId: string }) {
  const kategoria = kategoriaCesty(slug);
  const [e, chunks] = await Promise.all([loadSkodovaUdalost(skodovaUdalostId), predmetSkodyRepo.chunks(skodovaUdalostId)]);
  const found = najstPredmet(chunks, predmetSkodyId);
  overitCestu(slug, kategoria, found?.predmet);
  return { e, chunks, kategoria, ...(found as NonNullable<typeof found>) };
}

/** The item's records only (pointer, then its chunk). */
export async function getPredmetSkody({ skodovaUdalostId, slug, predmetSkodyId }: { skodovaUdalostId: string; slug: string; predmetSkodyId: string }): Promise<PredmetSkodyDetail> {
  const kategoria = kategoriaCesty(slug);
  const [e, predmet] = await Promise.all([loadSkodovaUdalost(skodovaUdalostId), predmetSkodyRepo.predmet(skodovaUdalostId, predmetSkodyId)]);
  overitCestu(slug, kategoria, predmet);
  return predmetSkodyView(e, predmet as PredmetSkodyItem);
}
