import { createFileRoute } from '@tanstack/react-router';
import { StaffLayout } from '@web/components/layout/staff-layout';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/**
 * /is/nezosynchronizovany-pouzivatel – signed in, but no product user record (moj-profil → 403).
 * Outside the guarded layout (which would send it here again); header without navigation.
 */
export const Route = createFileRoute('/is/nezosynchronizovany-pouzivatel')({
  head: () => pageHead(COMMON_TEXTS.nesyncTitle),
  component: () => (
    <StaffLayout profil={null}>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.nesyncTitle}</h1>
      <p className="govuk-body">{COMMON_TEXTS.nesyncText}</p>
      {/* full navigation to the sign-in flow; ID-SK link-as-button pattern */}
      {/* biome-ignore lint/a11y/useSemanticElements: an ID-SK start link keeps role=button */}
      <a href="/auth" className="govuk-button" role="button" draggable={false}>
        {COMMON_TEXTS.nesyncBackToLogin}
      </a>
    </StaffLayout>
  ),
});
