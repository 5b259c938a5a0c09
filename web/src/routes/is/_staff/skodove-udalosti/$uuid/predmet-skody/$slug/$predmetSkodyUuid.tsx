import { createFileRoute, notFound } from '@tanstack/react-router';
import { kategoriaFromSlug } from '@shared/domain/predmet-skody';
import { PredmetSkodyDetailPage } from '@web/features/predmet-skody/predmet-skody-detail-page';
import { predmetSkodyQuery } from '@web/features/predmet-skody/predmet-skody-api';
import { PREDMET_SKODY_TITLES } from '@web/features/predmet-skody/predmet-skody-titles';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { pageHead } from '@web/lib/page-head';
import { parseUuidParam } from '@web/lib/route-params';

/**
 * /is/skodove-udalosti/{uuid}/predmet-skody/{slug}/{predmetSkodyUuid} – a damaged item's detail and edit
 * (spec part 2 §2); {slug} is a category or sub-kind slug, anything else → the not-found page.
 */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/predmet-skody/$slug/$predmetSkodyUuid')({
  params: {
    parse: ({ uuid, slug, predmetSkodyUuid }) => {
      if (!kategoriaFromSlug(slug)) throw notFound();
      return { uuid: parseUuidParam(uuid), slug, predmetSkodyUuid: parseUuidParam(predmetSkodyUuid) };
    },
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.fetchQuery(skodovaUdalostQuery(params.uuid)),
      context.queryClient.fetchQuery(predmetSkodyQuery(params.uuid, params.slug, params.predmetSkodyUuid)),
    ]),
  head: () => pageHead(PREDMET_SKODY_TITLES.detail),
  component: () => {
    const { uuid, slug, predmetSkodyUuid } = Route.useParams();
    return <PredmetSkodyDetailPage uuid={uuid} slug={slug} predmetSkodyUuid={predmetSkodyUuid} />;
  },
});
