/**
 * Heatmap points of the filter (spec part 1 §3 'Heatmap point'), columnar: a point per item at the
 * item's GPS, else its event's; items with neither are counted in `bezPolohy`. 4 decimals ≈ 10 m.
 */
import type { StatistikyFilter, StatistikyHeatmap } from '@shared/api/statistiky';
import type { StatistikaPredmetRow } from '../../data/statistika-repo';
import { riadkyFiltra } from './riadky';

/** The point of a row: the item's GPS, else its event's; undefined without one. */
export function polohaRiadku({ udalost: u, predmet: p }: StatistikaPredmetRow): [number, number] | undefined {
  if (p.lat !== undefined && p.lng !== undefined) return [p.lat, p.lng];
  if (u.lat !== undefined && u.lng !== undefined) return [u.lat, u.lng];
  return undefined;
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

export async function heatmapStatistik(f: StatistikyFilter): Promise<StatistikyHeatmap> {
  const rows = await riadkyFiltra(f);
  const lokalitaGpsSirka: number[] = [];
  const lokalitaGpsDlzka: number[] = [];
  let bezPolohy = 0;
  for (const r of rows) {
    const p = polohaRiadku(r);
    if (!p) {
      bezPolohy++;
      continue;
    }
    lokalitaGpsSirka.push(round4(p[0]));
    lokalitaGpsDlzka.push(round4(p[1]));
  }
  return { lokalitaGpsSirka, lokalitaGpsDlzka, bezPolohy };
}
