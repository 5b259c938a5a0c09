import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NASTAVENIA_TEXTS } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { organizaciaQuery } from '@web/features/nastavenia/organizacie-api';
import { OrganizaciaForm } from '@web/features/nastavenia/organizacia-form';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';

/** /is/organizacie/{uuid} – edit or delete an organisation (spec part 1 §2; SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/organizacie/$uuid')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(organizaciaQuery(params.uuid)),
  head: () => pageHead(NASTAVENIA_TITLES.upravaOrganizacie),
  component: OrganizaciaPage,
});

function OrganizaciaPage() {
  const { uuid } = Route.useParams();
  const { data } = useSuspenseQuery(organizaciaQuery(uuid));
  return (
    <>
      <span className="govuk-caption-l">{NASTAVENIA_TEXTS.title}</span>
      <h1 className="govuk-heading-l">{NASTAVENIA_TEXTS.upravaOrganizacie}</h1>
      <OrganizaciaForm key={data.uuid} organizacia={data} />
    </>
  );
}
