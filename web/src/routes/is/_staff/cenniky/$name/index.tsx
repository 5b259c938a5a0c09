import { createFileRoute } from '@tanstack/react-router';
import { type CennikTyp, cennikNazovFromSlug, cennikTypFromSlug } from '@shared/domain/cennik-typy';
import { CennikDetailPage } from '@web/features/cenniky/cennik-detail-page';
import { cennikDetailQuery } from '@web/features/cenniky/cenniky-api';
import { CennikyCiselnikyHeader } from '@web/features/ciselniky/cenniky-ciselniky-header';
import { pageHead } from '@web/lib/page-head';

/** /is/cenniky/{name} – the version valid today (spec part 2 §2). */
export const Route = createFileRoute('/is/_staff/cenniky/$name/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(cennikDetailQuery(params.name)),
  head: ({ params }) => pageHead(cennikNazovFromSlug(params.name)),
  component: () => {
    const { name } = Route.useParams();
    return (
      <>
        <CennikyCiselnikyHeader active="cenniky" />
        <CennikDetailPage typ={cennikTypFromSlug(name) as CennikTyp} />
      </>
    );
  },
});
