import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { CENNIK_VERSION_SORT } from '@shared/api/staff-lists';
import { type CennikTyp, cennikNazovFromSlug, cennikTypFromSlug } from '@shared/domain/cennik-typy';
import { CennikVersionsPage } from '@web/features/cenniky/cennik-versions-page';
import { cennikVersionsQuery } from '@web/features/cenniky/cenniky-api';
import { CENNIKY_TITLES } from '@web/features/cenniky/cenniky-titles';
import { pageHead } from '@web/lib/page-head';
import { enumParam, pageParam, searchValidator, sortDirectionParam } from '@web/lib/search-params';

const searchSchema = searchValidator({
  page: pageParam(),
  sortBy: enumParam(CENNIK_VERSION_SORT, 'cisloVerzie'),
  sortDirection: sortDirectionParam('ASC'),
});

/** /is/cenniky/{name}/vsetky-verzie – '<name> | Iné verzie' (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/cenniky/$name/vsetky-verzie')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'cisloVerzie', sortDirection: 'ASC' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(cennikVersionsQuery(params.name, deps)),
  head: ({ params }) => pageHead(CENNIKY_TITLES.nadpisVerzie(cennikNazovFromSlug(params.name))),
  component: () => {
    const { name } = Route.useParams();
    const search = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return <CennikVersionsPage typ={cennikTypFromSlug(name) as CennikTyp} search={search} onSearch={(s) => navigate({ search: (x) => ({ ...x, ...s }) })} />;
  },
});
