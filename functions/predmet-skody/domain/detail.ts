/** GET …/predmet-skody/{predmetSkodyKategoria}/{predmetSkodyId}: one item with its place's labels and its breakdown (issue 13 contract). */
import { PREDMET_SKODY_MSG, type PredmetSkodyDetail } from '../../../shared/api/predmet-skody';
import { kategoriaFromSlug, predmetSkodySlug } from '../../../shared/domain/predmet-skody';
import { poliaKategorie } from '../../../shared/domain/predmet-skody-polia';
import { type PredmetSkodyItem, predmetSkodyRepo } from '../../data/predmet-skody-repo';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { notFound } from '../../lib/errors';
import { loadSkodovaUdalost } from '../../skodove-udalosti/domain/spolocne';
import { miestoView, najstPredmet, predmetSlug } from './spolocne';

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
    vypocet: p.vypocet,
    skodovaUdalostStav: e.stav,
    skodovaUdalostKod: e.kod,
  };
}

/** The event and the item named by a path; 404 for an unknown event, item, or a slug of another category. */
export async function nacitatPredmet({ skodovaUdalostId, slug, predmetSkodyId }: { skodovaUdalostId: string; slug: string; predmetSkodyId: string }) {
  const kategoria = kategoriaFromSlug(slug);
  if (!kategoria) throw notFound(PREDMET_SKODY_MSG.neznamyPredmet);
  const [e, chunks] = await Promise.all([loadSkodovaUdalost(skodovaUdalostId), predmetSkodyRepo.chunks(skodovaUdalostId)]);
  const found = najstPredmet(chunks, predmetSkodyId);
  // the category slug, or the item's own sub-kind slug (a lamb is not found as a ram)
  if (!found || found.predmet.kategoria !== kategoria || (slug !== predmetSkodySlug(kategoria) && slug !== predmetSlug(found.predmet))) {
    throw notFound(PREDMET_SKODY_MSG.neexistuje);
  }
  return { e, chunks, kategoria, ...found };
}

export async function detailPredmetuSkody(o: { skodovaUdalostId: string; slug: string; predmetSkodyId: string }): Promise<PredmetSkodyDetail> {
  const { e, predmet } = await nacitatPredmet(o);
  return predmetSkodyView(e, predmet);
}
