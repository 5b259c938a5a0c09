import { createFileRoute } from '@tanstack/react-router';
import { konanieQuery } from '@web/features/konanie/konanie-api';
import { KonaniePage } from '@web/features/konanie/konanie-page';
import { KONANIE_TEXTS } from '@web/features/konanie/konanie-texts';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/skodove-udalosti/{uuid}/konanie – tab Konanie with 'Žiadosť' and 'Rozhodnutie' (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/konanie')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(konanieQuery(params.uuid))]),
  head: () => pageHead(KONANIE_TEXTS.titleKonanie),
  component: () => <KonaniePage uuid={Route.useParams().uuid} />,
});
