/** 'Hist. údaje' table page (spec part 1 §3 'Historical row'): the page of the filter and the summary of the whole filter. */
import {
  HISTORICKE_UDAJE_PAGE_SIZE,
  type HistoriaSummary,
  type HistorickeUdajeFilter,
  type HistorickeUdajeListQuery,
  type HistorickeUdajePage,
} from '@shared/api/historicke-udaje';
import type { HistoriaZaznam } from '../../data/historia-repo';
import { historiaRows, toRow } from './historia-rows';

/** pocet, celkovaSuma (EUR) and priemer = celkovaSuma / pocet rounded to cents (0 without records). */
export function summaryOf(rows: readonly HistoriaZaznam[]): HistoriaSummary {
  const centy = rows.reduce((s, z) => s + z.centy, 0);
  return { pocet: rows.length, celkovaSuma: centy / 100, priemer: rows.length ? Math.round(centy / rows.length) / 100 : 0 };
}

export async function listHistorickeUdaje(f: HistorickeUdajeFilter, q: HistorickeUdajeListQuery): Promise<HistorickeUdajePage> {
  const { rows, labels } = await historiaRows(f, q);
  const start = (q.page - 1) * HISTORICKE_UDAJE_PAGE_SIZE;
  return {
    historiaSkodovaUdalostList: rows.slice(start, start + HISTORICKE_UDAJE_PAGE_SIZE).map((z) => toRow(z, labels)),
    summary: summaryOf(rows),
    number: q.page,
    size: HISTORICKE_UDAJE_PAGE_SIZE,
    totalElements: rows.length,
  };
}
