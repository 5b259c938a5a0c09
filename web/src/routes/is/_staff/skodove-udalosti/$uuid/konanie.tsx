import { createFileRoute } from '@tanstack/react-router';
import { konanieQuery } from '../../../../../features/konanie/konanie-api';
import { KonaniePage } from '../../../../../features/konanie/konanie-page';
import { MOP } from '../../../../../features/opatrenia/opatrenia-messages';
import { assertAnyRight } from '../../../../../features/profil/rights-guard';
import { skodovaUdalostQuery } from '../../../../../features/skodove-udalosti/skodove-udalosti-api';
import { AREA_RIGHTS } from '../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../lib/page-head';
import { uuidParams } from '../../../../../lib/route-params';

/** /is/skodove-udalosti/{uuid}/konanie – tab Konanie with 'Žiadosť' and 'Rozhodnutie' (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/konanie')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(konanieQuery(params.uuid))]),
  head: () => pageHead(MOP.titleKonanie),
  component: () => <KonaniePage uuid={Route.useParams().uuid} />,
});
