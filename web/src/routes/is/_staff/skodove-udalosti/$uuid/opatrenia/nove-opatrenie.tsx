import { createFileRoute } from '@tanstack/react-router';
import { OPATRENIA_TEXTS } from '@web/features/opatrenia/opatrenia-texts';
import { NoveOpatreniePage } from '@web/features/opatrenia/nove-opatrenie-page';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/skodove-udalosti/{uuid}/opatrenia/nove-opatrenie – a new preventive measure (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/opatrenia/nove-opatrenie')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) => context.queryClient.fetchQuery(skodovaUdalostQuery(params.uuid)),
  head: () => pageHead(OPATRENIA_TEXTS.titleNoveOpatrenie),
  component: () => <NoveOpatreniePage uuid={Route.useParams().uuid} />,
});
