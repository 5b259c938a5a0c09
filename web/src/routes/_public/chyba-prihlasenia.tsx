import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '@web/lib/page-head';
import { M } from '@web/messages';

/** /chyba-prihlasenia – login error page (spec part 1 §2). */
export const Route = createFileRoute('/_public/chyba-prihlasenia')({
  head: () => pageHead(M.loginErrorTitle),
  component: () => (
    <>
      <h1 className="govuk-heading-l">{M.loginErrorTitle}</h1>
      <p className="govuk-body">
        {M.loginErrorText}{' '}
        <Link className="govuk-link" to="/problem-s-prihlasenim/">
          {M.loginErrorLink}
        </Link>
        .
      </p>
    </>
  ),
});
