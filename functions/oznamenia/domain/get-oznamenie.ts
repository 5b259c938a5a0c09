import type { OznamenieDetail } from '../../../shared/api/oznamenia';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { notFound } from '../../lib/errors';

export async function getOznamenie(uuid: string): Promise<OznamenieDetail> {
  const o = await oznamenieRepo.get(uuid);
  if (!o) throw notFound('Oznámenie neexistuje.');
  const [pracovisko] = o.uzemnePrislusnePracoviskoId ? await organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId]) : [];
  const { stav, uzemnePrislusnePracoviskoId, ...rest } = o;
  return { ...rest, oznamenieStav: stav, uzemnePrislusnePracovisko: pracovisko ?? null };
}
