import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CISELNIK_POLOZKA_SORT } from '@shared/api/staff-lists';
import { CISELNIK_DEFS, ciselnikTypFromSlug, type CiselnikTyp } from '@shared/domain/ciselnik';
import { CiselnikDetailPage } from '@web/features/ciselniky/ciselnik-detail-page';
import { ciselnikDetailQuery } from '@web/features/ciselniky/ciselniky-api';
import { pageHead } from '@web/lib/page-head';
import { enumParam, pageParam, searchValidator, sortDirectionParam } from '@web/lib/search-params';

const searchSchema = searchValidator({
  page: pageParam(),
  sortBy: enumParam(CISELNIK_POLOZKA_SORT, 'poradie'),
  sortDirection: sortDirectionParam('ASC'),
});

/** /is/ciselniky/{name} – a code list's items, sortable and paged, CSV export (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/ciselniky/$name/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'poradie', sortDirection: 'ASC' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(ciselnikDetailQuery(ciselnikTypFromSlug(params.name), deps)),
  head: ({ params }) => pageHead(CISELNIK_DEFS[ciselnikTypFromSlug(params.name) as CiselnikTyp]?.label ?? ''),
  component: () => <CiselnikDetailPage from={Route.fullPath} />,
});
