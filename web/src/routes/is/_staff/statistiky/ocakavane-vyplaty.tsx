import { createFileRoute } from '@tanstack/react-router';
import { ocakavaneVyplatyQuery } from '@web/features/statistiky/analyzy-api';
import { OcakavaneVyplaty } from '@web/features/statistiky/ocakavane-vyplaty';
import { StatistikyTabs } from '@web/features/statistiky/statistiky-tabs';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { COMMON_TEXTS } from '@web/texts';

/** /is/statistiky/ocakavane-vyplaty – 'Očakávané výplaty' (beyond the spec; rights: VYHODNOCOVANIE_UDAJOV). */
export const Route = createFileRoute('/is/_staff/statistiky/ocakavane-vyplaty')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky/ocakavane-vyplaty']),
  loader: ({ context }) => context.queryClient.ensureQueryData(ocakavaneVyplatyQuery),
  head: () => pageHead(COMMON_TEXTS.titleStatistiky),
  component: OcakavaneVyplatyRoute,
});

function OcakavaneVyplatyRoute() {
  const { profil } = Route.useRouteContext();
  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.titleStatistiky}</h1>
      <StatistikyTabs active="ocakavane-vyplaty" profil={profil} />
      <OcakavaneVyplaty />
    </>
  );
}
