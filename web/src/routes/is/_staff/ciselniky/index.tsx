import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { CennikyCiselnikyHeader } from '@web/features/ciselniky/cenniky-ciselniky-header';
import { CiselnikTypyTable } from '@web/features/ciselniky/ciselnik-typy-table';
import { ciselnikTypyQuery } from '@web/features/ciselniky/ciselniky-api';
import { CISELNIKY_TITLES } from '@web/features/ciselniky/ciselniky-titles';
import { pageHead } from '@web/lib/page-head';
import { pageParam, searchValidator } from '@web/lib/search-params';

/** /is/ciselniky – 'Cenníky a číselníky', tab Číselníky: the code-list types, paged (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/ciselniky/')({
  validateSearch: searchValidator({ page: pageParam() }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ciselnikTypyQuery(deps.page)),
  head: () => pageHead(CISELNIKY_TITLES.tabCiselniky),
  component: CiselnikyPage,
});

function CiselnikyPage() {
  const { page } = Route.useSearch();
  const navigate = useNavigate({ from: '/is/ciselniky/' });
  const { data } = useSuspenseQuery(ciselnikTypyQuery(page));
  return (
    <>
      <CennikyCiselnikyHeader active="ciselniky" />
      <CiselnikTypyTable data={data} onPage={(p) => navigate({ search: { page: p } })} />
    </>
  );
}
