import { createFileRoute } from '@tanstack/react-router';
import { zaverecneStanoviskoQuery } from '../../../../../features/konanie/konanie-api';
import { ZaverecneStanoviskoPage } from '../../../../../features/konanie/zaverecne-stanovisko-page';
import { MOP } from '../../../../../features/opatrenia/opatrenia-messages';
import { assertAnyRight } from '../../../../../features/profil/rights-guard';
import { skodovaUdalostQuery } from '../../../../../features/skodove-udalosti/skodove-udalosti-api';
import { AREA_RIGHTS } from '../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../lib/page-head';
import { uuidParams } from '../../../../../lib/route-params';

/** /is/skodove-udalosti/{uuid}/zaverecne-stanovisko – tab Stanovisko (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/zaverecne-stanovisko')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(zaverecneStanoviskoQuery(params.uuid))]),
  head: () => pageHead(MOP.titleStanovisko),
  component: () => <ZaverecneStanoviskoPage uuid={Route.useParams().uuid} />,
});
