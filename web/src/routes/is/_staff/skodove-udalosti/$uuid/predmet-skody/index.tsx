import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { PREDMET_SKODY_TITLES } from '@web/features/predmet-skody/predmet-skody-titles';
import { predmetySkodyQuery } from '@web/features/predmet-skody/predmet-skody-api';
import { PredmetSkodyPage } from '@web/features/predmet-skody/predmet-skody-page';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { pageParam, searchValidator } from '@web/lib/search-params';
import { uuidParams } from '@web/lib/route-params';

/**
 * /is/skodove-udalosti/{uuid}/predmet-skody – tab 'Predmet škody' (spec part 2 §2, §3): the damaged items,
 * paged (?page=N, an invalid page → the first). Read on every visit: items change with the event.
 */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/predmet-skody/')({
  params: { parse: uuidParams('uuid') },
  validateSearch: searchValidator({ page: pageParam() }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
      context.queryClient.fetchQuery(predmetySkodyQuery(params.uuid, deps.page)),
    ]),
  head: () => pageHead(PREDMET_SKODY_TITLES.title),
  component: Tab,
});

function Tab() {
  const { uuid } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = useNavigate({ from: '/is/skodove-udalosti/$uuid/predmet-skody/' });
  return <PredmetSkodyPage uuid={uuid} page={page} onPage={(p) => navigate({ search: { page: p } })} />;
}
