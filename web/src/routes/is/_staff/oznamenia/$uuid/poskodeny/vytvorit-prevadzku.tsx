import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PoskodenyForm } from '../../../../../../features/poskodeni/poskodeny-form';
import { ownerPoskodenyQuery } from '../../../../../../features/poskodeni/poskodeni-api';
import { MP } from '../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

/** /is/oznamenia/{uuid}/poskodeny/vytvorit-prevadzku – new premises under the current party's IČO and business name. */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/vytvorit-prevadzku')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ownerPoskodenyQuery({ kind: 'oznamenie', uuid: params.uuid })),
  head: () => pageHead(MP.vytvoritPrevadzkuTitle),
  component: NewPremisesPage,
});

function NewPremisesPage() {
  const { uuid } = Route.useParams();
  const owner = { kind: 'oznamenie' as const, uuid };
  const { data } = useSuspenseQuery(ownerPoskodenyQuery(owner));
  return (
    <PoskodeniPage owner={owner} title={MP.vytvoritPrevadzkuTitle}>
      <PoskodenyForm owner={owner} prevadzkaOf={data} />
    </PoskodeniPage>
  );
}
