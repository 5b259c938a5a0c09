import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from '../../../../../../../../shared/api/zod';
import { PrevadzkaSearch } from '../../../../../../features/poskodeni/poskodeny-search';
import { ownerPoskodenyQuery } from '../../../../../../features/poskodeni/poskodeni-api';
import { MP } from '../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

// the router parses a numeric IČO from the URL as a number
const searchSchema = z.object({ hladat: z.coerce.string().trim().max(8).optional().catch(undefined) });

/** /is/oznamenia/{uuid}/poskodeny/zmenit-prevadzku?hladat=<IČO> – pick other premises of the same IČO, or create new ones. */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/zmenit-prevadzku')({
  params: { parse: uuidParams('uuid') },
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  head: () => pageHead(MP.zmenitPrevadzkuTitle),
  component: ChangePremisesPage,
});

function ChangePremisesPage() {
  const { uuid } = Route.useParams();
  const { hladat } = Route.useSearch();
  const owner = { kind: 'oznamenie' as const, uuid };
  const current = useQuery(ownerPoskodenyQuery(owner)).data;
  return (
    <PoskodeniPage owner={owner} title={MP.zmenitPrevadzkuTitle}>
      <PrevadzkaSearch owner={owner} ico={hladat ?? current?.ico ?? ''} currentUuid={current?.uuid} />
    </PoskodeniPage>
  );
}
