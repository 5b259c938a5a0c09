import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { COMMON_TEXTS } from '@web/texts';

/**
 * ID-SK 'header-web' markup (tricolour, gov.sk brand bar, title, actions, navigation) written
 * as React; the mobile menu toggles the same classes the ID-SK script would.
 */
export function HeaderShell({
  homeTo,
  actions,
  nav,
  below,
  stickyOnPhone = true,
}: {
  homeTo: '/' | '/is';
  /**
   * ID-SK keeps the header on top of the page below the desktop breakpoint. The staff header, with
   * its user bar and menu, would take a fifth of a phone's screen for good: it scrolls away instead.
   */
  stickyOnPhone?: boolean;
  actions?: ReactNode;
  nav?: ReactNode;
  below?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderHeight(ref);
  return (
    <header className={`idsk-header-web${stickyOnPhone ? '' : ' es-header--scrolls'}`} ref={ref}>
      <div className="idsk-header-web__scrolling-wrapper">
        <div className="idsk-header-web__tricolor" />
        <div className="idsk-header-web__brand">
          <div className="govuk-width-container">
            <div className="govuk-grid-row">
              <div className="govuk-grid-column-full">
                <div className="idsk-header-web__brand-gestor">
                  <div className="idsk-header-web__flag" />
                  <span className="govuk-body-s idsk-header-web__brand-gestor-text">{COMMON_TEXTS.officialSite}</span>
                </div>
              </div>
            </div>
          </div>
        </div>
        <div className="idsk-header-web__main">
          <div className="govuk-width-container">
            <div className="govuk-grid-row">
              <div className="govuk-grid-column-full govuk-grid-column-one-third-from-desktop">
                <div className="idsk-header-web__main-headline es-header-title">
                  <Link to={homeTo} title={COMMON_TEXTS.homeLinkTitle}>
                    <span className="govuk-heading-m">{COMMON_TEXTS.appName}</span>
                  </Link>
                  {nav && (
                    <button
                      type="button"
                      className={`idsk-button idsk-header-web__main-headline-menu-button${menuOpen ? ' idsk-header-web__main-headline-menu-button--active' : ''}`}
                      aria-expanded={menuOpen}
                      aria-controls="hlavna-navigacia"
                      onClick={() => setMenuOpen((o) => !o)}
                    >
                      {menuOpen ? COMMON_TEXTS.menuClose : COMMON_TEXTS.menuOpen}
                      <span className="idsk-header-web__menu-open" />
                      <span className="idsk-header-web__menu-close" />
                    </button>
                  )}
                </div>
              </div>
              <div className="govuk-grid-column-full govuk-grid-column-two-thirds-from-desktop">
                <div className="idsk-header-web__main-action">{actions}</div>
              </div>
            </div>
          </div>
        </div>
        {nav && (
          <>
            <div className="idsk-header-web__nav--divider" />
            <div
              id="hlavna-navigacia"
              className={`idsk-header-web__nav${menuOpen ? '' : ' idsk-header-web__nav--mobile'}`}
            >
              <div className="govuk-width-container">
                <div className="govuk-grid-row">
                  <div className="govuk-grid-column-full">
                    <nav aria-label={COMMON_TEXTS.mainNavigation}>{nav}</nav>
                  </div>
                </div>
              </div>
            </div>
          </>
        )}
        {below}
      </div>
    </header>
  );
}

export function NavList({ children }: { children: ReactNode }) {
  return <ul className="idsk-header-web__nav-list">{children}</ul>;
}

/**
 * Below the desktop breakpoint ID-SK makes this header sticky: its height goes into the CSS
 * variable `--es-sticky-header` (0 when it does not stick), which `scroll-padding-top` uses so
 * that anchor jumps and keyboard focus are never hidden under it (WCAG 2.2 SC 2.4.11).
 */
function useStickyHeaderHeight(ref: { current: HTMLElement | null }): void {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const update = () => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.style.setProperty('--es-sticky-header', `${sticky ? header.offsetHeight : 0}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--es-sticky-header');
    };
  }, [ref]);
}
