import { Link } from '@tanstack/react-router';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS } from '@web/texts';
import { HeaderShell, NavList } from './header-shell';

/** Public header (spec part 1 §1): 'Hlásenie škody' and 'Prihlásenie' (full navigation to /auth). */
export function PublicHeader() {
  return (
    <HeaderShell
      homeTo="/"
      nav={
        <NavList>
          <li className="idsk-header-web__nav-list-item">
            <Link
              className="govuk-link idsk-header-web__nav-list-item-link"
              to="/$produkt/"
              params={{ produkt: PRODUCT_SLUG }}
              activeProps={{ 'aria-current': 'page', className: 'es-nav-link--active' }}
            >
              {COMMON_TEXTS.headerHlasenie}
            </Link>
          </li>
          <li className="idsk-header-web__nav-list-item">
            <a className="govuk-link idsk-header-web__nav-list-item-link" href="/auth">
              {COMMON_TEXTS.headerPrihlasenie}
            </a>
          </li>
        </NavList>
      }
    />
  );
}
