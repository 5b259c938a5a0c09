import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { mojProfilQuery } from '../../../features/profil/moj-profil';
import { staffNavigation } from '../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../lib/page-head';
import { M } from '../../../messages';

/**
 * /is – staff home. The spec shows the notification list here; that list comes with its issue.
 * Until then: a greeting and the areas the user may open (by rights).
 */
export const Route = createFileRoute('/is/_staff/')({
  head: () => pageHead(M.appName),
  component: StaffHome,
});

function StaffHome() {
  const { data: profil } = useSuspenseQuery(mojProfilQuery);
  const items = staffNavigation(profil);
  return (
    <>
      <h1 className="govuk-heading-l">{M.appName}</h1>
      <p className="govuk-body-l">{M.staffHomeGreeting(profil.meno, profil.priezvisko)}</p>
      {items.length > 0 ? (
        <>
          <p className="govuk-body">{M.staffHomeAreas}</p>
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
        <p className="govuk-body">{M.staffHomeNoAreas}</p>
      )}
    </>
  );
}
