/** GET …/konanie: the proceedings of an event (spec part 2 §3 'Proceedings'; dates yyyy-MM-dd). */
import type { Konanie } from '@shared/api/konanie';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { loadSkodovaUdalost } from '../../aggregate/change';

export const konanieDetail = ({ e }: { e: SkodovaUdalostItem }): Konanie => ({
  skodovaUdalostId: e.uuid,
  skodovaUdalostStav: e.stav,
  ...e.konanie,
  version: e.version,
});

export async function getKonanie({ id }: { id: string }): Promise<Konanie> {
  return konanieDetail({ e: await loadSkodovaUdalost(id) });
}
