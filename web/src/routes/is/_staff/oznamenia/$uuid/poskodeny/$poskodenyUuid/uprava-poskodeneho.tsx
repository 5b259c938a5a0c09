import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PoskodenyForm } from '../../../../../../../features/poskodeni/poskodeny-form';
import { poskodenyQuery } from '../../../../../../../features/poskodeni/poskodeni-api';
import { MP } from '../../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../../lib/route-params';

/** /is/oznamenia/{oznamenieUuid}/poskodeny/{poskodenyUuid}/uprava-poskodeneho – edit (warning: affects every linked damage event). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/$poskodenyUuid/uprava-poskodeneho')({
  params: { parse: uuidParams('uuid', 'poskodenyUuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(poskodenyQuery(params.poskodenyUuid)),
  head: () => pageHead(MP.upravaTitle),
  component: EditPage,
});

function EditPage() {
  const { uuid, poskodenyUuid } = Route.useParams();
  const owner = { kind: 'oznamenie' as const, uuid };
  const { data } = useSuspenseQuery(poskodenyQuery(poskodenyUuid));
  return (
    <PoskodeniPage owner={owner} title={MP.upravaTitle}>
      <PoskodenyForm key={`${data.uuid}-${data.version}`} owner={owner} poskodeny={data} />
    </PoskodeniPage>
  );
}
