import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { zaverecneStanoviskoQuery } from '@web/features/konanie/konanie-api';
import { Komisia } from '@web/features/skodove-udalosti/komisia';
import { SkodovaUdalostAkcie } from '@web/features/skodove-udalosti/skodova-udalost-akcie';
import { SkodovaUdalostForm } from '@web/features/skodove-udalosti/skodova-udalost-form';
import { SkodovaUdalostHeader } from '@web/features/skodove-udalosti/skodova-udalost-header';
import { SkodovaUdalostLehoty } from '@web/features/skodove-udalosti/skodova-udalost-lehoty';
import { skodovaUdalostQuery } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { SKODOVE_UDALOSTI_TITLES } from '@web/features/skodove-udalosti/skodove-udalosti-titles';
import { OpakovanyUtokPanel } from '@web/features/opakovane-utoky';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/**
 * /is/skodove-udalosti/{uuid} – damage event detail, tab ŠK. UDALOSŤ (spec part 2 §2, §3, §4): the
 * state buttons, the deadlines, the edit form and the commission; an unknown event → the not-found page.
 */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/')({
  params: { parse: uuidParams('uuid') },
  // an unknown event (API 404) → the staff not-found page (RouteErrorContent)
  loader: ({ context, params }) => context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
  head: ({ loaderData }) => pageHead(loaderData ? SKODOVE_UDALOSTI_TITLES.heading(loaderData.kod) : SKODOVE_UDALOSTI_TITLES.detail),
  component: SkodovaUdalostPage,
});

function SkodovaUdalostPage() {
  const { uuid } = Route.useParams();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const queryClient = useQueryClient();
  const [zmenene, setZmenene] = useState(false);
  return (
    <>
      <SkodovaUdalostHeader su={su} active="skodova-udalost" />
      <SkodovaUdalostAkcie su={su} nacitajStanovisko={() => queryClient.fetchQuery(zaverecneStanoviskoQuery(uuid))} neulozeneZmeny={zmenene} />
      <SkodovaUdalostLehoty su={su} />
      <OpakovanyUtokPanel zaznam="skodova-udalost" uuid={uuid} />
      {/* a new state locks other fields: the form starts again from the stored values */}
      <SkodovaUdalostForm key={su.stav} su={su} onZmenene={setZmenene} />
      <Komisia su={su} />
    </>
  );
}
