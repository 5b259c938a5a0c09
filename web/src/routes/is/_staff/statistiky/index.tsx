import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { STATISTIKY_MSG, STATISTIKY_PAGE_SIZE } from '@shared/api/statistiky';
import { Pager } from '@web/components/pager';
import { FilterTags } from '@web/components/zoznam/filter-tags';
import { assertAnyRight } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { statistikyQuery, statistikySumarQuery } from '@web/features/statistiky/statistiky-api';
import { StatistikyFilter, statistikyTags } from '@web/features/statistiky/statistiky-filter';
import { GrafySection } from '@web/features/statistiky/statistiky-grafy-section';
import { isFiltered, STATISTIKY_SEARCH_DEFAULTS, type StatistikySearch, validateStatistikySearch } from '@web/features/statistiky/statistiky-search';
import { StatistikyTabs } from '@web/features/statistiky/statistiky-tabs';
import { StatistikyAkcie, StatistikySumarBox, StatistikyTable } from '@web/features/statistiky/statistiky-tabulka';
import { useSkodyChoices } from '@web/components/zoznam/skody-filter';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /is/statistiky – the 'Tabuľka' tab (spec part 1 §2, §3, §6, §7 'Statistics', §8, §9; rights: VYHODNOCOVANIE_UDAJOV). */
export const Route = createFileRoute('/is/_staff/statistiky/')({
  validateSearch: validateStatistikySearch,
  // defaults (from = 1 January) stay out of the URL; a cleared 'from' stays in it as 'from='
  search: { middlewares: [stripSearchParams(STATISTIKY_SEARCH_DEFAULTS)] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky']),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.ensureQueryData(statistikyQuery(deps)), context.queryClient.ensureQueryData(statistikySumarQuery(deps))]),
  head: () => pageHead(COMMON_TEXTS.titleStatistiky),
  component: StatistikyPage,
});

function StatistikyPage() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/statistiky/' });
  const { data } = useSuspenseQuery(statistikyQuery(search));
  const { data: sumar } = useSuspenseQuery(statistikySumarQuery(search));
  const choices = useSkodyChoices();
  const go = (next: Partial<StatistikySearch>) => navigate({ search: (s: StatistikySearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: STATISTIKY_SEARCH_DEFAULTS, replace: true });
  const rows = data.statistics;
  const emptyText = data.totalElements === 0 ? (isFiltered(search) ? STATISTIKY_MSG.prazdneFilter : STATISTIKY_MSG.prazdne) : rows.length === 0 ? STATISTIKY_MSG.prazdnaStrana : null;

  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.titleStatistiky}</h1>
      <StatistikyTabs active="tabulka" profil={profil} search={search} />
      <StatistikyFilter search={search} go={go} reset={reset} choices={choices} />
      <FilterTags tags={statistikyTags(search, choices)} onRemove={go} />
      <StatistikySumarBox sumar={sumar} />
      <StatistikyAkcie search={search} />
      <StatistikyTable search={search} page={data} emptyText={emptyText} profil={profil} go={go} />
      <Pager page={data.number} size={data.size || STATISTIKY_PAGE_SIZE} total={data.totalElements} shown={rows.length} onPage={(page) => go({ page })} />
      <GrafySection search={search} />
    </>
  );
}
