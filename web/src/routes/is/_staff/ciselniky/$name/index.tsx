import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CISELNIK_POLOZKA_SORT } from '../../../../../../../shared/api/ciselniky';
import { z } from '../../../../../../../shared/api/zod';
import { CISELNIK_DEFS, ciselnikTypFromSlug, type CiselnikTyp } from '../../../../../../../shared/domain/ciselnik';
import { CiselnikDetailPage } from '../../../../../features/ciselniky/ciselnik-detail-page';
import { ciselnikDetailQuery } from '../../../../../features/ciselniky/ciselniky-api';
import { pageHead } from '../../../../../lib/page-head';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  sortBy: z.enum(CISELNIK_POLOZKA_SORT).default('label').catch('label'),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC').catch('ASC'),
});

/** /is/ciselniky/{name} – a code list's items, sortable and paged, CSV export (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/ciselniky/$name/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'label', sortDirection: 'ASC' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(ciselnikDetailQuery(ciselnikTypFromSlug(params.name), deps)),
  head: ({ params }) => pageHead(CISELNIK_DEFS[ciselnikTypFromSlug(params.name) as CiselnikTyp]?.label ?? ''),
  component: () => <CiselnikDetailPage from={Route.fullPath} />,
});
