import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAnyRight } from '../../../../../../../../shared/domain/opravnenia';
import { PoskodenyDetailView } from '../../../../../../features/poskodeni/poskodeny-detail';
import { ownerBase } from '../../../../../../features/poskodeni/owner';
import { ownerPoskodenyQuery } from '../../../../../../features/poskodeni/poskodeni-api';
import { MP } from '../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { isApiError } from '../../../../../../lib/api-client';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

/** /is/oznamenia/{uuid}/poskodeny – the notification's injured party; none assigned (404) → the search screen (spec part 1 §8). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: async ({ context, params }) => {
    const owner = { kind: 'oznamenie' as const, uuid: params.uuid };
    try {
      await context.queryClient.ensureQueryData(ownerPoskodenyQuery(owner));
    } catch (err) {
      if (isApiError(err) && err.status === 404) throw redirect({ href: `${ownerBase(owner)}/najst-poskodeneho`, replace: true });
      throw err;
    }
  },
  head: () => pageHead(MP.detailTitle),
  component: DetailPage,
});

function DetailPage() {
  const { uuid } = Route.useParams();
  const { profil } = Route.useRouteContext();
  const owner = { kind: 'oznamenie' as const, uuid };
  const { data } = useSuspenseQuery(ownerPoskodenyQuery(owner));
  return (
    <PoskodeniPage owner={owner} title={MP.detailTitle}>
      <PoskodenyDetailView owner={owner} poskodeny={data} canHistory={hasAnyRight(profil, ['EVIDENCIA_SKOD'])} />
    </PoskodeniPage>
  );
}
