import { createFileRoute, notFound } from '@tanstack/react-router';
import { type CennikTyp, cennikNazovFromSlug, cennikTypFromSlug } from '@shared/domain/cennik-typy';
import { CennikDetailPage } from '@web/features/cenniky/cennik-detail-page';
import { cennikDetailQuery } from '@web/features/cenniky/cenniky-api';
import { CennikyCiselnikyHeader } from '@web/features/ciselniky/cenniky-ciselniky-header';
import { pageHead } from '@web/lib/page-head';

const number = (verzia: string) => Number(/^verzia-([1-9]\d{0,6})$/.exec(verzia)?.[1]);

/** /is/cenniky/{name}/verzia-{version} – one version (spec part 2 §2); anything else → 404 page. */
export const Route = createFileRoute('/is/_staff/cenniky/$name/$verzia')({
  params: {
    parse: ({ verzia }) => {
      if (!number(verzia)) throw notFound();
      return { verzia };
    },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(cennikDetailQuery(params.name, number(params.verzia))),
  head: ({ params }) => pageHead(cennikNazovFromSlug(params.name)),
  component: () => {
    const { name, verzia } = Route.useParams();
    return (
      <>
        <CennikyCiselnikyHeader active="cenniky" />
        <CennikDetailPage typ={cennikTypFromSlug(name) as CennikTyp} version={number(verzia)} />
      </>
    );
  },
});
