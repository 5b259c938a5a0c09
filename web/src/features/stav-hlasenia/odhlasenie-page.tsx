import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { ODKAZ_CHYBA } from '@shared/api/stav-hlasenia';
import { STAV_HLASENIA_TEXTS as T } from '@shared/api/stav-hlasenia-texts';
import { ErrorSummary } from '@web/components/error-summary';
import { callApi, isApiError } from '@web/lib/api-client';
import { COMMON_TEXTS } from '@web/texts';
import { takeOdkaz } from './odkaz';

/**
 * The opt-out link of the reporter's e-mails. It asks for a click: mail scanners that open every
 * link of a message must not stop the reporter's e-mails.
 */
export function OdhlaseniePage() {
  const [token] = useState(takeOdkaz);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>(token ? [] : [ODKAZ_CHYBA]);

  const odhlasit = async () => {
    if (!token || busy) return;
    setBusy(true);
    try {
      await callApi(routes.webStavHlaseniaOdhlasit, { body: { token } });
      setDone(true);
    } catch (e) {
      setErrors(isApiError(e) ? [...e.generalErrors, ...e.fieldErrors.map((f) => f.message)] : [COMMON_TEXTS.serverError]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <h1 className="govuk-heading-xl">{COMMON_TEXTS.odhlasenieSpravTitle}</h1>
        {done ? (
          <div className="govuk-panel govuk-panel--confirmation" role="status">
            <p className="govuk-panel__body">{T.odhlasene}</p>
          </div>
        ) : (
          <>
            <p className="govuk-body">{T.odhlasenieIntro}</p>
            {token && (
              <button type="button" className="govuk-button" disabled={busy} aria-disabled={busy ? true : undefined} onClick={() => void odhlasit()}>
                {T.odhlasit}
              </button>
            )}
          </>
        )}
        <p className="govuk-body">
          <Link to="/stav-hlasenia/" className="govuk-link">
            {COMMON_TEXTS.stavHlaseniaTitle}
          </Link>
        </p>
      </div>
    </div>
  );
}
