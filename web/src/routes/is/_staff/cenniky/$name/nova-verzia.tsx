import { createFileRoute } from '@tanstack/react-router';
import { type CennikTyp, cennikNazovFromSlug, cennikTypFromSlug } from '@shared/domain/cennik-typy';
import { cennikDetailQuery } from '@web/features/cenniky/cenniky-api';
import { CENNIKY_TITLES } from '@web/features/cenniky/cenniky-titles';
import { NovaVerziaPage } from '@web/features/cenniky/nova-verzia-page';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';

/** /is/cenniky/{name}/nova-verzia – SPRAVA_CENNIKOV only (spec part 2 §6); prefilled from the newest version. */
export const Route = createFileRoute('/is/_staff/cenniky/$name/nova-verzia')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, ['SPRAVA_CENNIKOV']),
  loader: async ({ context, params }) => {
    const current = await context.queryClient.ensureQueryData(cennikDetailQuery(params.name));
    await context.queryClient.ensureQueryData(cennikDetailQuery(params.name, current.najnovsiaVerzia));
    return { base: current.najnovsiaVerzia };
  },
  head: ({ params }) => pageHead(CENNIKY_TITLES.novaVerziaNadpis(cennikNazovFromSlug(params.name))),
  component: () => {
    const { name } = Route.useParams();
    const { base } = Route.useLoaderData();
    return <NovaVerziaPage typ={cennikTypFromSlug(name) as CennikTyp} base={base} />;
  },
});
