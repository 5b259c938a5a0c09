/** GET …/zaverecne-stanovisko: the final statement with the labels of its code-list values (spec part 2 §3 'Final statement'). */
import { ZAVERECNE_STANOVISKO_CISELNIKY, type ZaverecneStanovisko } from '@shared/api/konanie';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { nacitajPolozky } from '../../aggregate/ciselnik-polozky';
import { loadSkodovaUdalost } from '../../aggregate/change';

export async function zaverecneStanoviskoDetail({ e }: { e: SkodovaUdalostItem }): Promise<ZaverecneStanovisko> {
  const s = e.zaverecneStanovisko ?? {};
  const c = ZAVERECNE_STANOVISKO_CISELNIKY;
  const labels = await nacitajPolozky({
    refs: [
      { typ: c.navrhNaUhraduSkody, uuid: s.navrhNaUhraduSkodyId },
      { typ: c.povodcaSkody, uuid: s.povodcaSkodyId },
      { typ: c.zhodnotenieOpatreni, uuid: s.zhodnotenieOpatreniId },
    ],
  });
  const label = (uuid?: string) => (uuid ? labels.get(uuid) : undefined);
  return {
    skodovaUdalostId: e.uuid,
    oznamenieId: e.oznamenieId,
    skodovaUdalostStav: e.stav,
    zdovodnenie: s.zdovodnenie,
    navrhNaUhraduSkody: label(s.navrhNaUhraduSkodyId),
    povodcaSkody: label(s.povodcaSkodyId),
    zhodnotenieOpatreni: label(s.zhodnotenieOpatreniId),
    version: e.version,
  };
}

export async function getZaverecneStanovisko({ id }: { id: string }): Promise<ZaverecneStanovisko> {
  return zaverecneStanoviskoDetail({ e: await loadSkodovaUdalost(id) });
}
