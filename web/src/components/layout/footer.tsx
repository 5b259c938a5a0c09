import { Link } from '@tanstack/react-router';
import { COMMON_TEXTS } from '@web/texts';

export const PRIRUCKA_PDF = '/dokumenty/pouzivatelska-prirucka.pdf';

/** Footer of both areas (spec part 1 §1): operator and the four links; staff variants inside /is; the public one also links the public statistics. */
export function Footer({ variant }: { variant: 'public' | 'staff' }) {
  const staff = variant === 'staff';
  return (
    <footer className="idsk-footer-extended" role="contentinfo">
      <div className="idsk-footer-extended-main-content">
        <div className="govuk-width-container">
          <div className="govuk-grid-column-full">
            <div className="idsk-footer-extended-description-panel">
              <nav className="idsk-footer-extended-meta-item" aria-label={COMMON_TEXTS.footerNavigation}>
                <ul className="idsk-footer-extended-inline-list">
                  <li className="idsk-footer-extended-inline-list-item">
                    <Link className="govuk-link" to={staff ? '/is/kontakt/' : '/kontakt/'}>
                      {COMMON_TEXTS.footerKontakt}
                    </Link>
                  </li>
                  <li className="idsk-footer-extended-inline-list-item">
                    <a className="govuk-link" href={PRIRUCKA_PDF} type="application/pdf">
                      {COMMON_TEXTS.footerPrirucka} <span className="govuk-visually-hidden">{COMMON_TEXTS.footerPriruckaHint}</span>
                    </a>
                  </li>
                  <li className="idsk-footer-extended-inline-list-item">
                    <Link className="govuk-link" to={staff ? '/is/ochrana-osobnych-udajov/' : '/ochrana-osobnych-udajov/'}>
                      {COMMON_TEXTS.footerOchrana}
                    </Link>
                  </li>
                  <li className="idsk-footer-extended-inline-list-item">
                    <Link className="govuk-link" to={staff ? '/is/nahlasit-problem/' : '/nahlasit-problem/'}>
                      {COMMON_TEXTS.footerProblem}
                    </Link>
                  </li>
                  {!staff && (
                    <li className="idsk-footer-extended-inline-list-item">
                      <Link className="govuk-link" to="/skody-v-cislach/">
                        {COMMON_TEXTS.footerSkodyVCislach}
                      </Link>
                    </li>
                  )}
                </ul>
              </nav>
              <div className="idsk-footer-extended-info-links">
                <p className="idsk-footer-extended-frame govuk-body-s">
                  {COMMON_TEXTS.footerOperator} {COMMON_TEXTS.operator}
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
