import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_CENNIK_TYP, cennikSlug } from '@shared/domain/cennik-typy';
import { CennikDetailPage } from '@web/features/cenniky/cennik-detail-page';
import { cennikDetailQuery } from '@web/features/cenniky/cenniky-api';
import { CennikyCiselnikyHeader } from '@web/features/ciselniky/cenniky-ciselniky-header';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /is/cenniky – price lists; cattle's current version by default (spec part 2 §2, §9). */
export const Route = createFileRoute('/is/_staff/cenniky/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cennikDetailQuery(cennikSlug(DEFAULT_CENNIK_TYP))),
  head: () => pageHead(COMMON_TEXTS.titleCenniky),
  component: () => (
    <>
      <CennikyCiselnikyHeader active="cenniky" />
      <CennikDetailPage typ={DEFAULT_CENNIK_TYP} />
    </>
  ),
});
