import type { OznamenieDetail } from '@shared/api/oznamenia';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { oznamovatelRepo } from '../../data/oznamovatel-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { notFound } from '../../lib/errors';
import { miestoOf } from './miesto-view';
import { creatorName } from './creator-name';

export async function getOznamenie(uuid: string): Promise<OznamenieDetail> {
  const o = await oznamenieRepo.get(uuid);
  if (!o) throw notFound('Oznámenie neexistuje.');
  const [[pracovisko], miesto, vytvoril, oznamovatel, stranaAnonymizovana] = await Promise.all([
    o.uzemnePrislusnePracoviskoId ? organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId]) : Promise.resolve([]),
    miestoOf(o),
    creatorName(o.vytvorilPouzivatel),
    o.isFromWeb ? oznamovatelRepo.get(o.uuid) : Promise.resolve(null),
    o.anonymizovane ? undefined : poskodenyRepo.anonymizovaneDna(o.poskodenyId),
  ]);
  const { stav, uzemnePrislusnePracoviskoId, obecId, ...rest } = o;
  return { ...rest, ...miesto, vytvorilPouzivatel: vytvoril, oznamenieStav: stav, uzemnePrislusnePracovisko: pracovisko ?? null,
    // what was sent to the reporter and when (never the token of their link)
    // the record's own anonymisation (retention) or its party's (erasure on request)
    anonymizovane: o.anonymizovane ?? stranaAnonymizovana,
    ...(oznamovatel ? { spravyOznamovatelovi: oznamovatel.spravy, oznamovatelOdhlaseny: Boolean(oznamovatel.odhlasene) } : {}),
  };
}
