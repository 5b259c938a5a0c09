import { createFileRoute } from '@tanstack/react-router';
import { SEARCH_MAX_CHARS } from '../../../../../../../../shared/domain/hladanie';
import { z } from '../../../../../../../../shared/api/zod';
import { PoskodenySearch } from '../../../../../../features/poskodeni/poskodeny-search';
import { MP } from '../../../../../../features/poskodeni/poskodeni-messages';
import { PoskodeniPage } from '../../../../../../features/poskodeni/poskodeni-ui';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

const searchSchema = z.object({
  // the router parses a numeric text (an IČO) from the URL as a number
  hladat: z.coerce
    .string()
    .transform((s) => s.trim().slice(0, SEARCH_MAX_CHARS))
    .optional()
    .catch(undefined),
});

/** /is/oznamenia/{uuid}/poskodeny/najst-poskodeneho?hladat – search and pick an injured party. */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/najst-poskodeneho')({
  params: { parse: uuidParams('uuid') },
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  head: () => pageHead(MP.najstTitle),
  component: SearchPage,
});

function SearchPage() {
  const { uuid } = Route.useParams();
  const { hladat } = Route.useSearch();
  const owner = { kind: 'oznamenie' as const, uuid };
  return (
    <PoskodeniPage owner={owner} title={MP.najstTitle}>
      <PoskodenySearch owner={owner} initial={hladat ?? ''} />
    </PoskodeniPage>
  );
}
