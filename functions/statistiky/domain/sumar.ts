/** Summary of the whole filter, not the page (spec part 1 §3 'Statistics row' summary). */
import type { StatistikyFilter, StatistikySumar } from '@shared/api/statistiky';
import { riadkyFiltra, sucetEur } from './riadky';

export async function sumarStatistik(f: StatistikyFilter): Promise<StatistikySumar> {
  const rows = await riadkyFiltra(f);
  const celkovaSuma = sucetEur(rows.map((r) => r.predmet.amount));
  return {
    pocetSkodovychUdalosti: new Set(rows.map((r) => r.udalost)).size,
    pocetPredmetov: rows.length,
    celkovaSuma,
    priemer: rows.length ? Math.round((celkovaSuma / rows.length) * 100) / 100 : 0,
  };
}
