import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { oznamenieQuery } from '@web/features/oznamenia/oznamenia-api';
import { OznamenieForm } from '@web/features/oznamenia/oznamenie-form';
import { OznamenieHeader } from '@web/features/oznamenia/oznamenie-header';
import { OpakovanyUtokPanel } from '@web/features/opakovane-utoky';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/oznamenia/{uuid} – notification detail, tab Oznámenie (spec part 1 §2, §4). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)),
  head: ({ loaderData }) => pageHead(loaderData ? `Oznámenie ${loaderData.kod}` : 'Oznámenie'),
  component: OznameniePage,
});

function OznameniePage() {
  const { uuid } = Route.useParams();
  const { profil } = Route.useRouteContext();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  return (
    <>
      <OznamenieHeader o={o} active="oznamenie" />
      <OpakovanyUtokPanel zaznam="oznamenie" uuid={uuid} />
      {/* a fresh form per version loaded from the server (e.g. after an action) */}
      <OznamenieForm key={`${o.uuid}-${o.oznamenieStav}`} o={o} mayEdit={hasAnyRight(profil, ['EVIDENCIA_OZNAMENI'])} maySkody={hasAnyRight(profil, ['EVIDENCIA_SKOD'])} />
    </>
  );
}
