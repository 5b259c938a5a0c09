import { Link } from '@tanstack/react-router';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS } from '@web/texts';

/** Public home: intro and the 'Nové oznámenie o škode' button (spec part 1 §2). Also prerendered into index.html (web/src/prerender.tsx). */
export function HomePage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-xl">{COMMON_TEXTS.homeTitle}</h1>
        {COMMON_TEXTS.homeIntro.map((p) => (
          <p className="govuk-body-l" key={p}>
            {p}
          </p>
        ))}
        <Link to="/$produkt/"
              params={{ produkt: PRODUCT_SLUG }} className="govuk-button govuk-button--start" role="button" draggable={false}>
          {COMMON_TEXTS.homeStart}
          <svg
            className="govuk-button__start-icon"
            xmlns="http://www.w3.org/2000/svg"
            width="17.5"
            height="19"
            viewBox="0 0 33 40"
            aria-hidden="true"
            focusable="false"
          >
            <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
          </svg>
        </Link>
        <p className="govuk-body">
          {COMMON_TEXTS.homeStavOtazka}{' '}
          <Link to="/stav-hlasenia/" className="govuk-link">
            {COMMON_TEXTS.homeStavOdkaz}
          </Link>
          .
        </p>
        <p className="govuk-body">
          {COMMON_TEXTS.homeSkodyVCislachOtazka}{' '}
          <Link to="/skody-v-cislach/" className="govuk-link">
            {COMMON_TEXTS.homeSkodyVCislachOdkaz}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
