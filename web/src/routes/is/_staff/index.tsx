import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { mojProfilQuery } from '@web/features/profil/moj-profil';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { staffNavigation } from '@web/lib/staff-nav';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/**
 * /is – staff home: the notification list, the first screen of every working day (spec part 1 §2).
 * Users who may not see notifications get a greeting and the areas they may open (by rights).
 */
export const Route = createFileRoute('/is/_staff/')({
  beforeLoad: ({ context }) => {
    if (hasAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia'])) throw redirect({ to: '/is/oznamenia', replace: true });
  },
  head: () => pageHead(COMMON_TEXTS.appName),
  component: StaffHome,
});

function StaffHome() {
  const { data: profil } = useSuspenseQuery(mojProfilQuery);
  const items = staffNavigation(profil);
  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.appName}</h1>
      <p className="govuk-body-l">{COMMON_TEXTS.staffHomeGreeting(profil.meno, profil.priezvisko)}</p>
      {items.length > 0 ? (
        <>
          <p className="govuk-body">{COMMON_TEXTS.staffHomeAreas}</p>
          <ul className="govuk-list govuk-list--bullet">
            {items.map((i) => (
              <li key={i.key}>
                <Link className="govuk-link" to={i.to}>
                  {i.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="govuk-body">{COMMON_TEXTS.staffHomeNoAreas}</p>
      )}
    </>
  );
}
