import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { assertAnyRight } from '../../../../../features/profil/rights-guard';
import { SkodovaUdalostSummary } from '../../../../../features/skodove-udalosti/skodova-udalost-detail';
import { SkodovaUdalostHeader } from '../../../../../features/skodove-udalosti/skodova-udalost-header';
import { skodovaUdalostQuery } from '../../../../../features/skodove-udalosti/skodove-udalosti-api';
import { MSU } from '../../../../../features/skodove-udalosti/skodove-udalosti-messages';
import { AREA_RIGHTS } from '../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../lib/page-head';
import { uuidParams } from '../../../../../lib/route-params';

/** /is/skodove-udalosti/{uuid} – damage event detail, tab ŠK. UDALOSŤ (spec part 2 §2, §3); an unknown event → the not-found page. */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  // an unknown event (API 404) → the staff not-found page (RouteErrorContent)
  loader: ({ context, params }) => context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
  head: ({ loaderData }) => pageHead(loaderData ? MSU.heading(loaderData.kod) : MSU.detail),
  component: SkodovaUdalostPage,
});

function SkodovaUdalostPage() {
  const { uuid } = Route.useParams();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  return (
    <>
      <SkodovaUdalostHeader su={su} active="skodova-udalost" />
      <SkodovaUdalostSummary su={su} />
      <div className="govuk-button-group">
        <Link className="govuk-button govuk-button--secondary" to="/is/skodove-udalosti">
          {MSU.spatNaZoznam}
        </Link>
      </div>
    </>
  );
}
