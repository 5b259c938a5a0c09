import { createFileRoute } from '@tanstack/react-router';
import { MN } from '@web/features/nastavenia/nastavenia-messages';
import { OrganizaciaForm } from '@web/features/nastavenia/organizacia-form';
import { pageHead } from '@web/lib/page-head';

/** /is/organizacie/pridat – new organisation (spec part 1 §2; SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/organizacie/pridat')({
  head: () => pageHead(MN.novaOrganizacia),
  component: () => (
    <>
      <span className="govuk-caption-l">{MN.title}</span>
      <h1 className="govuk-heading-l">{MN.novaOrganizacia}</h1>
      <OrganizaciaForm />
    </>
  ),
});
