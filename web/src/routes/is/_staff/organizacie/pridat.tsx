import { createFileRoute } from '@tanstack/react-router';
import { NASTAVENIA_TEXTS } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { OrganizaciaForm } from '@web/features/nastavenia/organizacia-form';
import { pageHead } from '@web/lib/page-head';

/** /is/organizacie/pridat – new organisation (spec part 1 §2; SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/organizacie/pridat')({
  head: () => pageHead(NASTAVENIA_TITLES.novaOrganizacia),
  component: () => (
    <>
      <span className="govuk-caption-l">{NASTAVENIA_TEXTS.title}</span>
      <h1 className="govuk-heading-l">{NASTAVENIA_TEXTS.novaOrganizacia}</h1>
      <OrganizaciaForm />
    </>
  ),
});
