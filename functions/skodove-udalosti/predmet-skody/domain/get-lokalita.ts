/**
 * GET /skodove-udalosti/{id}/predmet-skody/lokalita: the event's place, the default of a new item – its
 * GPS point and the code-list fields of the place: from the event's municipality (its district, region
 * and only cadastral area), else from the point (the imported polygons, functions/mapa).
 */
import type { PredmetSkodyLokalita } from '@shared/api/predmet-skody';
import { detectPracovisko } from '@functions/mapa/domain/detect-pracovisko';
import { miestoObce } from '@functions/mapa/domain/miesto-obce';
import { loadSkodovaUdalost } from '../../aggregate/change';

export async function getLokalita({ id }: { id: string }): Promise<PredmetSkodyLokalita> {
  const e = await loadSkodovaUdalost(id);
  const hasPoint = e.lokalitaGpsSirka !== undefined && e.lokalitaGpsDlzka !== undefined;
  const [zObce, zBodu] = await Promise.all([
    e.obecId ? miestoObce({ obecId: e.obecId, trustMs: 0 }) : null,
    hasPoint ? detectPracovisko({ lat: e.lokalitaGpsSirka as number, lon: e.lokalitaGpsDlzka as number, trustMs: 0 }) : null,
  ]);
  const obec = zObce?.obec ?? zBodu?.obec;
  // the point's cadastral area only when it lies in the event's municipality
  const katastralneUzemie = zObce?.katastralneUzemie ?? (zBodu?.obec && zBodu.obec.uuid === obec?.uuid ? zBodu.katastralneUzemie : null);
  return {
    lokalitaGpsSirka: e.lokalitaGpsSirka,
    lokalitaGpsDlzka: e.lokalitaGpsDlzka,
    obec: obec?.uuid,
    okres: (zObce?.okres ?? zBodu?.okres)?.uuid,
    kraj: (zObce?.kraj ?? zBodu?.kraj)?.uuid,
    katastralneUzemie: katastralneUzemie?.uuid,
  };
}
