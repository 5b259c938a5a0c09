/**
 * GET /skodove-udalosti/{skodovaUdalostId}/predmet-skody?page: 20 rows per page in
 * order of creation, with the labels of the cadastral area and the damage kind, and the sums of the
 * whole event. One GetItem of the event and one Query of its item chunks (without the breakdowns); labels of the page's code-list
 * items only.
 */
import { PREDMET_SKODY_PAGE_SIZE, type PredmetSkodyList } from '@shared/api/predmet-skody';
import { ciselnikRepo } from '@functions/data/ciselnik-repo';
import { predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import { loadSkodovaUdalost } from '../../aggregate/change';
import { predmetSkodyLabel, predmetSlug } from './predmet-skody';
import { sumy } from './summary';

export async function listPredmetySkody({ skodovaUdalostId, page }: { skodovaUdalostId: string; page: number }): Promise<PredmetSkodyList> {
  const [e, predmety] = await Promise.all([loadSkodovaUdalost(skodovaUdalostId), predmetSkodyRepo.zaklady(skodovaUdalostId)]);
  const rows = predmety.slice((page - 1) * PREDMET_SKODY_PAGE_SIZE, page * PREDMET_SKODY_PAGE_SIZE);
  const ku = [...new Set(rows.map((p) => p.miestoSkody.katastralneUzemie).filter((v): v is string => Boolean(v)))];
  const [kuItems, druhy] = await Promise.all([
    Promise.all(ku.map((u) => ciselnikRepo.get('KATASTRALNE_UZEMIE', u))),
    rows.some((p) => p.atributy.druhSkody) ? ciselnikRepo.listByType('DRUH_SKODY', { activeOnly: false }) : Promise.resolve([]),
  ]);
  const { vypocitana, zadana } = sumy(predmety);
  const kuLabel = new Map(kuItems.flatMap((i) => (i ? [[i.uuid, i.label] as const] : [])));
  const druhLabel = new Map(druhy.map((d) => [d.uuid, d.label]));
  return {
    content: rows.map((p) => ({
      uuid: p.uuid,
      kataster: p.miestoSkody.katastralneUzemie ? kuLabel.get(p.miestoSkody.katastralneUzemie) : undefined,
      druhSkody: p.atributy.druhSkody ? druhLabel.get(p.atributy.druhSkody) : undefined,
      vyskaSkody: p.vyskaSkodyCalculated,
      predmetSkody: predmetSkodyLabel(p),
      predmetSkodyKategoria: p.kategoria,
      slug: predmetSlug(p),
      isVyskaSkodyNotCalculated: !p.isVyskaSkodyCalculated,
    })),
    number: page,
    size: PREDMET_SKODY_PAGE_SIZE,
    totalElements: predmety.length,
    totalPages: Math.ceil(predmety.length / PREDMET_SKODY_PAGE_SIZE),
    skodovaUdalostStav: e.stav,
    oznamenieId: e.oznamenieId,
    sumOfVyskaSkody: vypocitana,
    sumOfVyskaSkodyInserted: zadana,
    version: e.version,
  };
}
