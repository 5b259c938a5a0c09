import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { HISTORICKE_UDAJE_PAGE_SIZE } from '@shared/api/historicke-udaje';
import { STATISTIKY_MSG } from '@shared/api/statistiky';
import { Pager } from '@web/components/pager';
import { FilterTags } from '@web/components/zoznam/filter-tags';
import { historiaCiselnikyQuery, historickeUdajeQuery } from '@web/features/historicke-udaje/historicke-udaje-api';
import { HistorickeUdajeFilter, historiaTags } from '@web/features/historicke-udaje/historicke-udaje-filter';
import {
  HISTORICKE_UDAJE_SEARCH_DEFAULTS,
  type HistorickeUdajeSearch,
  isFiltered,
  validateHistorickeUdajeSearch,
} from '@web/features/historicke-udaje/historicke-udaje-search';
import { HistoriaExport, HistoriaSumarBox, HistoriaTable } from '@web/features/historicke-udaje/historicke-udaje-tabulka';
import { assertAnyRight } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { StatistikyTabs } from '@web/features/statistiky/statistiky-tabs';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /is/statistiky/historicke-udaje – 'Hist. údaje' (spec part 1 §2, §3, §4, §6: VYHODNOCOVANIE_HISTORICKYCH_UDAJOV, §7, §8). */
export const Route = createFileRoute('/is/_staff/statistiky/historicke-udaje')({
  validateSearch: validateHistorickeUdajeSearch,
  // defaults (every choice checked, every 'without' on) stay out of the URL
  search: { middlewares: [stripSearchParams(HISTORICKE_UDAJE_SEARCH_DEFAULTS)] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky/historicke-udaje']),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const choices = await context.queryClient.ensureQueryData(historiaCiselnikyQuery);
    return context.queryClient.ensureQueryData(historickeUdajeQuery(deps, choices));
  },
  head: () => pageHead(COMMON_TEXTS.titleHistorickeUdaje),
  component: HistorickeUdajePage,
});

function HistorickeUdajePage() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/statistiky/historicke-udaje' });
  const { data: choices } = useSuspenseQuery(historiaCiselnikyQuery);
  const { data } = useSuspenseQuery(historickeUdajeQuery(search, choices));
  const go = (next: Partial<HistorickeUdajeSearch>) => navigate({ search: (s: HistorickeUdajeSearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: HISTORICKE_UDAJE_SEARCH_DEFAULTS, replace: true });
  const rows = data.historiaSkodovaUdalostList;
  const emptyText = data.totalElements === 0 ? (isFiltered(search) ? STATISTIKY_MSG.prazdneFilter : STATISTIKY_MSG.prazdne) : rows.length === 0 ? STATISTIKY_MSG.prazdnaStrana : null;

  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.titleStatistiky}</h1>
      <StatistikyTabs active="historicke-udaje" profil={profil} />
      <h2 className="govuk-heading-m">{COMMON_TEXTS.titleHistorickeUdaje}</h2>
      <HistorickeUdajeFilter search={search} go={go} reset={reset} choices={choices} />
      <FilterTags tags={historiaTags(search, choices)} onRemove={go} />
      <HistoriaSumarBox summary={data.summary} />
      <HistoriaExport search={search} choices={choices} />
      <HistoriaTable search={search} page={data} emptyText={emptyText} go={go} />
      <Pager page={data.number} size={data.size || HISTORICKE_UDAJE_PAGE_SIZE} total={data.totalElements} shown={rows.length} onPage={(page) => go({ page })} />
    </>
  );
}
