import { createFileRoute } from '@tanstack/react-router';
import { CENNIK_DEFS, type CennikTyp, cennikTypFromSlug } from '@shared/domain/cennik';
import { cennikDetailQuery } from '@web/features/cenniky/cenniky-api';
import { CENNIKY_TEXTS } from '@web/features/cenniky/cenniky-texts';
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
  head: ({ params }) => pageHead(CENNIKY_TEXTS.novaVerziaNadpis(CENNIK_DEFS[cennikTypFromSlug(params.name) as CennikTyp]?.label ?? '')),
  component: () => {
    const { name } = Route.useParams();
    const { base } = Route.useLoaderData();
    return <NovaVerziaPage typ={cennikTypFromSlug(name) as CennikTyp} base={base} />;
  },
});
