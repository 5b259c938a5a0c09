import type { OpakovanyUtokPanel } from '@shared/api/opakovane-utoky';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import type { GeoPripad } from '@shared/domain/opakovany-utok';
import { OPAKOVANY_UTOK_PREDVOLENE } from '@shared/domain/opakovany-utok';
import { zhlukPripadu } from '../../common/opakovany-utok';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { oznamenieGeo, skodovaUdalostGeo } from '../../data/opakovany-utok-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { notFound } from '../../lib/errors';
import { loadOznamenie } from '../../oznamenia/domain/oznamenie-write';

/**
 * The detail's panel: the case's earlier related cases as they are now (computed on the index, so a
 * case saved after the mark was set is there too) and whether they reach the threshold.
 */
async function panel(pripad: GeoPripad | null): Promise<OpakovanyUtokPanel> {
  if (!pripad) return { opakovanyUtok: false, parametre: OPAKOVANY_UTOK_PREDVOLENE, suvisiace: [] };
  const [zhluk, druhy] = await Promise.all([zhlukPripadu(pripad), ciselnikRepo.popisy('POVODCA_SKODY')]);
  return {
    opakovanyUtok: zhluk.opakovanyUtok,
    parametre: zhluk.parametre,
    suvisiace: zhluk.suvisiace.map((s) => ({
      typ: s.typ,
      uuid: s.uuid,
      kod: s.kod,
      datum: s.datum,
      vzdialenostKm: Math.round(s.vzdialenostKm * 100) / 100,
      ...(s.druhId && druhy.get(s.druhId) ? { povodcaSkody: druhy.get(s.druhId) } : {}),
    })),
  };
}

export async function oznamenieOpakovanyUtok(uuid: string): Promise<OpakovanyUtokPanel> {
  return panel(oznamenieGeo(await loadOznamenie(uuid)));
}

export async function skodovaUdalostOpakovanyUtok(uuid: string): Promise<OpakovanyUtokPanel> {
  const e = await skodovaUdalostRepo.get(uuid);
  if (!e) throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
  return panel(skodovaUdalostGeo(e));
}
