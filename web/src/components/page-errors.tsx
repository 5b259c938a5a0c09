import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../lib/api-error';
import { COMMON_TEXTS } from '../texts';

/** 404 of the public area (spec part 1 §2, exact text). */
/** Title of pages rendered outside a route's `head` (not-found and error components). */
function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = COMMON_TEXTS.pageTitle(title);
  }, [title]);
}

export function NotFoundPublic() {
  useDocumentTitle(COMMON_TEXTS.notFoundTitle);
  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.notFoundTitle}</h1>
      <p className="govuk-body">{COMMON_TEXTS.notFoundPublic}</p>
    </>
  );
}

/** 404 inside the staff area (spec part 1 §2 'Page errors'). */
export function NotFoundStaff() {
  useDocumentTitle(COMMON_TEXTS.notFoundTitle);
  return <h1 className="govuk-heading-l">{COMMON_TEXTS.notFoundStaff}</h1>;
}

/**
 * 500 page. Errors the API client already turned into a navigation (401 → login, 403 → the
 * forbidden or unsynchronised page) render only a short note while the browser moves on; a
 * lost connection shows its own message.
 */
export function RouteErrorContent({ error }: { error: unknown }) {
  // a record that does not exist (an API 404 in a loader, e.g. a discarded notification) → the 404 page (spec part 1 §2 'Page errors')
  if (isApiError(error) && error.status === 404) return <NotFoundOfArea />;
  return <ServerErrorContent error={error} />;
}

function NotFoundOfArea() {
  const staff = useLocation({ select: (l) => l.pathname.startsWith('/is/') });
  return staff ? <NotFoundStaff /> : <NotFoundPublic />;
}

function ServerErrorContent({ error }: { error: unknown }) {
  useDocumentTitle(COMMON_TEXTS.serverErrorTitle);
  if (isApiError(error) && error.redirected) {
    return <p className="govuk-body">{COMMON_TEXTS.redirecting}</p>;
  }
  const text = isApiError(error) && error.status === 0 ? COMMON_TEXTS.connectionLost : COMMON_TEXTS.serverErrorPage;
  return (
    <>
      <h1 className="govuk-heading-l">{COMMON_TEXTS.serverErrorTitle}</h1>
      <p className="govuk-body">{text}</p>
    </>
  );
}
