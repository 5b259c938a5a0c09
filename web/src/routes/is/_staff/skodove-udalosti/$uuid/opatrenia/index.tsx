import { createFileRoute } from '@tanstack/react-router';
import { opatreniaQuery } from '@web/features/opatrenia/opatrenia-api';
import { OPATRENIA_TEXTS } from '@web/features/opatrenia/opatrenia-texts';
import { OpatreniaPage } from '@web/features/opatrenia/opatrenia-page';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/**
 * /is/skodove-udalosti/{uuid}/opatrenia – tab Opatrenia (spec part 2 §2); an unknown event → the not-found page.
 * The part is read on every visit (fetchQuery): the event may have changed state since (suspense keeps data fresh for 1 s).
 */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/opatrenia/')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(opatreniaQuery(params.uuid))]),
  head: () => pageHead(OPATRENIA_TEXTS.titleOpatrenia),
  component: () => <OpatreniaPage uuid={Route.useParams().uuid} />,
});
