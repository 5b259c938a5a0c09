/** GET /skodove-udalosti/{id}: the event with its workplaces, its creator's name, its notification's state, the commission's roles and its deadlines. */
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { LEHOTY, lehotyUdalosti } from '@shared/domain/lehoty';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { notFound } from '../../lib/errors';
import { creatorName } from '../../oznamenia/domain/creator-name';
import { ZARADENIE_TYP } from './add-clen-komisie';

export async function getSkodovaUdalost(uuid: string): Promise<SkodovaUdalostDetail> {
  const e = await skodovaUdalostRepo.get(uuid);
  if (!e) throw notFound(SKODOVA_UDALOST_MSG.neexistuje);
  const ids = [e.uzemnePrislusnaSopId, e.uzemnePrislusnyOuId].filter((i): i is string => Boolean(i));
  const komisia = e.komisia ?? [];
  const [orgs, vytvoril, oznamenie, zaradenia, stranaAnonymizovana] = await Promise.all([
    ids.length ? organizaciaRepo.getMany(ids) : Promise.resolve([]),
    creatorName(e.vytvorilPouzivatel),
    e.oznamenieId ? oznamenieRepo.get(e.oznamenieId) : Promise.resolve(null),
    komisia.length ? ciselnikRepo.listByType(ZARADENIE_TYP, { activeOnly: false }) : Promise.resolve([]),
    e.anonymizovane ? undefined : poskodenyRepo.anonymizovaneDna(e.poskodenyId),
  ]);
  const org = (id?: string) => (id ? (orgs.find((o) => o.uuid === id) ?? null) : null);
  const { datumVznikuSkody, casVznikuSkody, uzemnePrislusnaSopId, uzemnePrislusnyOuId, poskodenyId, createdAt, obecId, ...rest } = e;
  return {
    ...rest,
    stavOd: e.stavOd ?? createdAt,
    oznamenieStav: oznamenie?.stav,
    komisia: komisia.map((c) => ({ ...c, zaradenieNazov: zaradenia.find((z) => z.uuid === c.zaradenie)?.label })),
    lehoty: { ...lehotyUdalosti(e), limitDniVStave: LEHOTY.dniVStave[e.stav] },
    vytvorilPouzivatel: vytvoril,
    datumACasVznikuSkody: casVznikuSkody ? `${datumVznikuSkody}T${casVznikuSkody}` : datumVznikuSkody,
    uzemnePrislusnaSop: org(uzemnePrislusnaSopId),
    uzemnePrislusnyOu: org(uzemnePrislusnyOuId),
    hasPoskodeny: Boolean(poskodenyId),
    // the record's own anonymisation (retention) or its party's (erasure on request)
    anonymizovane: e.anonymizovane ?? stranaAnonymizovana,
  };
}
