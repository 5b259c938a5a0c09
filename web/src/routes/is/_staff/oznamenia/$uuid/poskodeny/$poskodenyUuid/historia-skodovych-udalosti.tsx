import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { HISTORIA_SORTS } from '../../../../../../../../../shared/api/poskodeni';
import { z } from '../../../../../../../../../shared/api/zod';
import { HistoriaTable } from '../../../../../../../features/poskodeni/historia';
import { historiaQuery, poskodenyQuery } from '../../../../../../../features/poskodeni/poskodeni-api';
import { MP } from '../../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../../features/profil/rights-guard';
import { pageHead } from '../../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../../lib/route-params';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  sortBy: z.enum(HISTORIA_SORTS).default('datumVznikuSkody').catch('datumVznikuSkody'),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC').catch('DESC'),
});

/** /is/oznamenia/{oznamenieUuid}/poskodeny/{poskodenyUuid}/historia-skodovych-udalosti – EVIDENCIA_SKOD only (spec part 1 §6). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/$poskodenyUuid/historia-skodovych-udalosti')({
  params: { parse: uuidParams('uuid', 'poskodenyUuid') },
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'datumVznikuSkody', sortDirection: 'DESC' })] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, ['EVIDENCIA_SKOD']),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(historiaQuery(params.poskodenyUuid, deps)),
      context.queryClient.ensureQueryData(poskodenyQuery(params.poskodenyUuid)),
    ]),
  head: () => pageHead(MP.historiaTitle),
  component: HistoryPage,
});

function HistoryPage() {
  const { uuid, poskodenyUuid } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const owner = { kind: 'oznamenie' as const, uuid };
  const { data } = useSuspenseQuery(historiaQuery(poskodenyUuid, search));
  const poskodeny = useSuspenseQuery(poskodenyQuery(poskodenyUuid)).data;
  return (
    <PoskodeniPage owner={owner} title={MP.historiaTitle}>
      <p className="govuk-body-l">{poskodeny.displayName}</p>
      <HistoriaTable data={data} search={search} onChange={(s) => navigate({ search: (prev) => ({ ...prev, ...s }) })} />
    </PoskodeniPage>
  );
}
