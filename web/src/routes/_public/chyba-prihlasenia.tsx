import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '@web/lib/page-head';
import { COMMON_TEXTS } from '@web/texts';

/** /chyba-prihlasenia – login error page (spec part 1 §2). */
export const Route = createFileRoute('/_public/chyba-prihlasenia')({
  head: () => pageHead(COMMON_TEXTS.loginErrorTitle),
  component: () => (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.loginErrorTitle}</h1>
      <p className="govuk-body">
        {COMMON_TEXTS.loginErrorText}{' '}
        <Link className="govuk-link" to="/problem-s-prihlasenim/">
          {COMMON_TEXTS.loginErrorLink}
        </Link>
        .
      </p>
    </>
  ),
});
