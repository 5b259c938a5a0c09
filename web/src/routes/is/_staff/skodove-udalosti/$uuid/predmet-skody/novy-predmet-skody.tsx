import { createFileRoute } from '@tanstack/react-router';
import { NovyPredmetSkodyPage } from '@web/features/predmet-skody/novy-predmet-skody-page';
import { lokalitaQuery } from '@web/features/predmet-skody/predmet-skody-api';
import { PREDMET_SKODY_TITLES } from '@web/features/predmet-skody/predmet-skody-titles';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/skodove-udalosti/{uuid}/predmet-skody/novy-predmet-skody – a new damaged item (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/predmet-skody/novy-predmet-skody')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.fetchQuery(skodovaUdalostQuery(params.uuid)), context.queryClient.fetchQuery(lokalitaQuery(params.uuid))]),
  head: () => pageHead(PREDMET_SKODY_TITLES.novy),
  component: () => <NovyPredmetSkodyPage uuid={Route.useParams().uuid} />,
});
