/** 'Hist. údaje' calls (spec part 1 §7 'Statistics'): the filter's choices, the page with its summary, the CSV export. */
import { queryOptions } from '@tanstack/react-query';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import { ciselnikyRoutes } from '@shared/api/ciselniky.routes';
import { historickeUdajeRoutes as routes } from '@shared/api/historicke-udaje.routes';
import type { Choice } from '@web/components/zoznam/choice-filter';
import { callApi } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/browser-time-zone';
import { downloadCsv } from '@web/lib/download-csv';
import { filterOf, HISTORIA_CISELNIKY_TYPY, HISTORIA_LISTS, type HistoriaChoiceIds, type HistoriaListField, type HistorickeUdajeSearch } from './historicke-udaje-search';

export type HistoriaChoices = Record<HistoriaListField, Choice[]>;

/** The history code lists (inactive items too: old records name them), as the filter's choices. */
export const historiaCiselnikyQuery = queryOptions({
  queryKey: ['historicke-udaje', 'ciselniky'],
  queryFn: async ({ signal }) => choicesOf(await callApi(ciselnikyRoutes.vsetkyCiselniky, { query: { typy: HISTORIA_CISELNIKY_TYPY }, signal })),
  staleTime: 60_000,
});

export function choicesOf(lists: CiselnikyResponse): HistoriaChoices {
  const out = {} as HistoriaChoices;
  for (const l of HISTORIA_LISTS) out[l.field] = (lists.find((c) => c.type === l.typ)?.values ?? []).map((v) => ({ value: v.uuid, label: v.label }));
  return out;
}

export function idsOf(c: HistoriaChoices): HistoriaChoiceIds {
  const ids = {} as Record<HistoriaListField, string[]>;
  for (const l of HISTORIA_LISTS) ids[l.field] = c[l.field].map((x) => x.value);
  return ids;
}

const listQuery = (s: HistorickeUdajeSearch) => ({ page: s.page, sortBy: s.sortBy, sortDirection: s.sortDirection });

export const historickeUdajeQuery = (s: HistorickeUdajeSearch, choices: HistoriaChoices) =>
  queryOptions({
    queryKey: ['historicke-udaje', 'list', s],
    queryFn: ({ signal }) => callApi(routes.historickeUdaje, { query: listQuery(s), body: filterOf(s, idsOf(choices)), signal }),
    staleTime: 0,
  });

/** 'Export do CSV' of the whole filter in the table's order; the browser's time zone names the file's day. */
export function exportHistorickeUdaje(s: HistorickeUdajeSearch, choices: HistoriaChoices): Promise<void> {
  const query = new URLSearchParams({ sortBy: s.sortBy, sortDirection: s.sortDirection, timezone: browserTimeZone() });
  return downloadCsv(`${routes.historickeUdajeExport.path}?${query}`, filterOf(s, idsOf(choices)), 'historicke-udaje.csv');
}
