import { createFileRoute } from '@tanstack/react-router';
import { PoskodenyForm } from '../../../../../../features/poskodeni/poskodeny-form';
import { MP } from '../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

/** /is/oznamenia/{uuid}/poskodeny/vytvorit-poskodeneho – new injured party, created and assigned in one step. */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/vytvorit-poskodeneho')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  head: () => pageHead(MP.vytvoritTitle),
  component: CreatePage,
});

function CreatePage() {
  const { uuid } = Route.useParams();
  const owner = { kind: 'oznamenie' as const, uuid };
  return (
    <PoskodeniPage owner={owner} title={MP.vytvoritTitle}>
      <PoskodenyForm owner={owner} />
    </PoskodeniPage>
  );
}
