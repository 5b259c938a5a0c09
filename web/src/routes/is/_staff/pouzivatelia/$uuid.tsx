import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { celeMeno, PouzivatelDetail } from '@web/features/nastavenia/pouzivatel-detail';
import { NASTAVENIA_TEXTS } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { platneOrganizacieQuery, pouzivatelQuery } from '@web/features/nastavenia/pouzivatelia-api';
import { mojProfilQuery } from '@web/features/profil/moj-profil';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/pouzivatelia/{uuid} – another user's profile for the administrator (spec part 1 §6; SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/pouzivatelia/$uuid')({
  params: { parse: uuidParams('uuid') },
  loader: async ({ context, params }) => {
    const [pouzivatel] = await Promise.all([
      context.queryClient.ensureQueryData(pouzivatelQuery(params.uuid)),
      context.queryClient.ensureQueryData(platneOrganizacieQuery),
    ]);
    return { title: celeMeno(pouzivatel) };
  },
  head: ({ loaderData }) => pageHead(loaderData?.title ?? NASTAVENIA_TITLES.pouzivatel),
  component: PouzivatelPage,
});

function PouzivatelPage() {
  const { uuid } = Route.useParams();
  const { data } = useSuspenseQuery(pouzivatelQuery(uuid));
  const { data: ja } = useSuspenseQuery(mojProfilQuery);
  return (
    <>
      <span className="govuk-caption-l">{NASTAVENIA_TEXTS.title}</span>
      <h1 className="govuk-heading-l">{celeMeno(data)}</h1>
      {/* key: a fresh form when another user is opened */}
      <PouzivatelDetail key={data.uuid} pouzivatel={data} readOnly={false} jeVlastny={data.uuid === ja.uuid} />
    </>
  );
}
