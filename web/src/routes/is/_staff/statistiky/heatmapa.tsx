import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { assertAnyRight } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { HeatmapaPage } from '@web/features/statistiky/heatmap-page';
import { STATISTIKY_SEARCH_DEFAULTS, type StatistikySearch, validateStatistikySearch } from '@web/features/statistiky/statistiky-search';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /is/statistiky/heatmapa – the 'Heatmapa' tab (spec part 1 §2, §9; rights: VYHODNOCOVANIE_UDAJOV); the filter is shared with 'Tabuľka' through the URL. */
export const Route = createFileRoute('/is/_staff/statistiky/heatmapa')({
  validateSearch: validateStatistikySearch,
  search: { middlewares: [stripSearchParams(STATISTIKY_SEARCH_DEFAULTS)] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky/heatmapa']),
  head: () => pageHead(COMMON_TEXTS.titleStatistiky),
  component: HeatmapaRoute,
});

function HeatmapaRoute() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/statistiky/heatmapa' });
  const go = (next: Partial<StatistikySearch>) => navigate({ search: (s: StatistikySearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: STATISTIKY_SEARCH_DEFAULTS, replace: true });
  return <HeatmapaPage title={COMMON_TEXTS.titleStatistiky} search={search} profil={profil} go={go} reset={reset} />;
}
