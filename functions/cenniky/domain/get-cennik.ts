import type { CennikDetail } from '@shared/api/cenniky';
import { type CennikTyp, novaVerziaMinOd } from '@shared/domain/cennik';
import { todayIso } from '@shared/format/dates';
import { cennikRepo } from '../../data/cennik-repo';
import { notFound } from '../../lib/errors';
import { currentIndex, klucTexty, polozkyView, verziaView } from './verzia-view';

/** One version of a price list with its rows: the asked number, else the version valid today. */
export async function getCennik(options: { typ: CennikTyp; version?: number }): Promise<CennikDetail> {
  const { typ, version } = options;
  const today = todayIso();
  const [{ verzie }, texty] = await Promise.all([cennikRepo.load(typ), klucTexty(typ)]);
  const index = version === undefined ? currentIndex(verzie, today) : verzie.findIndex((v) => v.cisloVerzie === version);
  if (index < 0) throw notFound();
  return {
    cennikDetail: verziaView(typ, verzie, index, today),
    cennikPolozkaList: polozkyView(typ, verzie[index].polozky, texty),
    novaVerziaMinOd: novaVerziaMinOd(verzie, today),
    najnovsiaVerzia: verzie.at(-1)?.cisloVerzie ?? 0,
  };
}
