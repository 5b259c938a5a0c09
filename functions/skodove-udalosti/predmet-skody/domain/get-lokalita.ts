/** GET /skodove-udalosti/{id}/predmet-skody/lokalita: the event's place, the GPS default of a new item. */
import { loadSkodovaUdalost } from '../../aggregate/change';

export async function getLokalita({ id }: { id: string }): Promise<{ lokalitaGpsSirka?: number; lokalitaGpsDlzka?: number }> {
  const e = await loadSkodovaUdalost(id);
  return { lokalitaGpsSirka: e.lokalitaGpsSirka, lokalitaGpsDlzka: e.lokalitaGpsDlzka };
}
