import { createFileRoute } from '@tanstack/react-router';
import { zaverecneStanoviskoQuery } from '@web/features/konanie/konanie-api';
import { ZaverecneStanoviskoPage } from '@web/features/konanie/zaverecne-stanovisko-page';
import { KONANIE_TEXTS } from '@web/features/konanie/konanie-texts';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/skodove-udalosti/{uuid}/zaverecne-stanovisko – tab Stanovisko (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/zaverecne-stanovisko')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(zaverecneStanoviskoQuery(params.uuid))]),
  head: () => pageHead(KONANIE_TEXTS.titleStanovisko),
  component: () => <ZaverecneStanoviskoPage uuid={Route.useParams().uuid} />,
});
