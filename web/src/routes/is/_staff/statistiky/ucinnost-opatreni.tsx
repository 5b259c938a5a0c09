import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
// search validation and its default are eager (main chunk): they come from modules without schemas or components
import { UCINNOST_MESIACE } from '@shared/api/staff-lists';
import { ucinnostOpatreniQuery } from '@web/features/statistiky/analyzy-api';
import { validateUcinnostSearch } from '@web/features/statistiky/statistiky-search';
import { StatistikyTabs } from '@web/features/statistiky/statistiky-tabs';
import { UcinnostOpatreni } from '@web/features/statistiky/ucinnost-opatreni';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { COMMON_TEXTS } from '@web/texts';

/** /is/statistiky/ucinnost-opatreni – 'Účinnosť opatrení' (beyond the spec; rights: VYHODNOCOVANIE_UDAJOV). */
export const Route = createFileRoute('/is/_staff/statistiky/ucinnost-opatreni')({
  validateSearch: validateUcinnostSearch,
  // the default window stays out of the URL
  search: { middlewares: [stripSearchParams({ mesiace: UCINNOST_MESIACE.predvolene })] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky/ucinnost-opatreni']),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ucinnostOpatreniQuery(deps.mesiace)),
  head: () => pageHead(COMMON_TEXTS.titleStatistiky),
  component: UcinnostOpatreniRoute,
});

function UcinnostOpatreniRoute() {
  const { mesiace } = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/statistiky/ucinnost-opatreni' });
  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.titleStatistiky}</h1>
      <StatistikyTabs active="ucinnost-opatreni" profil={profil} />
      <UcinnostOpatreni mesiace={mesiace} onMesiace={(m) => navigate({ search: { mesiace: m } })} />
    </>
  );
}
