import type { OznamenieDetail } from '@shared/api/oznamenia';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { notFound } from '../../lib/errors';
import { miestoOf } from './miesto';
import { menoPouzivatela } from './vytvoril';

export async function getOznamenie(uuid: string): Promise<OznamenieDetail> {
  const o = await oznamenieRepo.get(uuid);
  if (!o) throw notFound('Oznámenie neexistuje.');
  const [[pracovisko], miesto, vytvoril] = await Promise.all([
    o.uzemnePrislusnePracoviskoId ? organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId]) : Promise.resolve([]),
    miestoOf(o),
    menoPouzivatela(o.vytvorilPouzivatel),
  ]);
  const { stav, uzemnePrislusnePracoviskoId, obecId, ...rest } = o;
  return { ...rest, ...miesto, vytvorilPouzivatel: vytvoril, oznamenieStav: stav, uzemnePrislusnePracovisko: pracovisko ?? null };
}
