import { Link, useLocation } from '@tanstack/react-router';
import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { organizacieDisplay } from '@shared/domain/organizacia';
import { isInSection, staffNavigation } from '@web/lib/staff-nav';
import { COMMON_TEXTS } from '@web/texts';
import { HeaderShell, NavList } from './header-shell';

/** Logout is a form submit to the logout path (spec part 1 §1). */
export function LogoutForm() {
  return (
    <form method="post" action="/logout" className="es-userbar__form">
      <button type="submit" className="govuk-button govuk-button--secondary">
        {COMMON_TEXTS.logout}
      </button>
    </form>
  );
}

/** Staff header: navigation by rights and the user bar (name, organisations, logout). */
export function StaffHeader({ profil }: { profil: Pouzivatel | null }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const items = staffNavigation(profil);
  return (
    <HeaderShell
      homeTo="/is"
      stickyOnPhone={false}
      actions={
        <div className="es-userbar">
          {profil && (
            <>
              <span className="govuk-body-s govuk-!-margin-bottom-0 govuk-!-font-weight-bold">
                <span className="govuk-visually-hidden">{COMMON_TEXTS.userBar}: </span>
                <Link className="govuk-link govuk-link--no-visited-state" to="/is/moj-profil">
                  {profil.meno} {profil.priezvisko}
                </Link>
              </span>
              <span className="govuk-body-s govuk-!-margin-bottom-0" title={COMMON_TEXTS.organizacieLabel}>
                <span className="govuk-visually-hidden">{COMMON_TEXTS.organizacieLabel}: </span>
                {organizacieDisplay(profil.organizacie.map((o) => o.kod))}
              </span>
            </>
          )}
          <LogoutForm />
        </div>
      }
      nav={
        items.length > 0 ? (
          <NavList>
            {items.map((item) => {
              const active = isInSection(pathname, item);
              return (
                <li key={item.key} className="idsk-header-web__nav-list-item">
                  <Link
                    className={`govuk-link idsk-header-web__nav-list-item-link${active ? ' es-nav-link--active' : ''}`}
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </NavList>
        ) : undefined
      }
    />
  );
}
