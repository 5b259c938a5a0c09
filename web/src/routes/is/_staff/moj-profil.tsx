import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NASTAVENIA_TEXTS } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { celeMeno, PouzivatelDetail } from '@web/features/nastavenia/pouzivatel-detail';
import { mojProfilQuery } from '@web/features/profil/moj-profil';
import { pageHead } from '@web/lib/page-head';

/** /is/moj-profil – own data, rights and organisations, read-only; any signed-in user (spec part 1 §6). */
export const Route = createFileRoute('/is/_staff/moj-profil')({
  head: () => pageHead(NASTAVENIA_TITLES.mojProfil),
  component: MojProfilPage,
});

function MojProfilPage() {
  const { data } = useSuspenseQuery(mojProfilQuery);
  return (
    <>
      <span className="govuk-caption-l">{NASTAVENIA_TEXTS.mojProfil}</span>
      <h1 className="govuk-heading-l">{celeMeno(data)}</h1>
      <PouzivatelDetail key={data.uuid} pouzivatel={data} readOnly jeVlastny />
    </>
  );
}
