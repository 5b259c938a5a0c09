import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '@web/components/error-summary';
import { StaticPage } from '../stranky';
import { isApiError } from '@web/lib/api-client';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS, WIZARD_SCREEN_TEXTS } from '@web/texts';
import { STEP_ROUTES } from './step-guard';
import { markSentShown } from './offline/device-wizard';
import { createDraft, DRAFT_KEY } from './wizard-api';
import './wizard.css';

/** The sent page: the reference code prominently, the page content, and a fresh notification at step 1. */
export function SentPage({ kod }: { kod?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [errors, setErrors] = useState<string[]>([]);
  // a report sent from the device queue is shown once; the next opening of the wizard starts anew
  useEffect(() => {
    if (kod) void markSentShown(kod).catch(() => undefined);
  }, [kod]);

  const startNew = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const draft = await createDraft();
      queryClient.setQueryData(DRAFT_KEY, draft);
      await navigate({ to: STEP_ROUTES.UDAJE_O_SKODE, params: { produkt: PRODUCT_SLUG } });
    } catch (e) {
      setErrors(isApiError(e) ? e.generalErrors : [COMMON_TEXTS.serverError]);
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <ErrorSummary errors={errors} />
      {kod && (
        <div className="govuk-grid-row">
          <div className="govuk-grid-column-two-thirds">
            <div className="govuk-panel govuk-panel--confirmation es-sent-panel">
              <p className="govuk-panel__body">
                {WIZARD_SCREEN_TEXTS.sentCode} <strong className="es-sent-code">{kod}</strong>
              </p>
            </div>
            <p className="govuk-body">
              {WIZARD_SCREEN_TEXTS.sentStav}{' '}
              <Link to="/stav-hlasenia/" className="govuk-link">
                {WIZARD_SCREEN_TEXTS.sentStavOdkaz}
              </Link>
              .
            </p>
          </div>
        </div>
      )}
      <StaticPage kod="oznamenie-odoslane-public" />
      <button type="button" className="govuk-button" disabled={busy} aria-disabled={busy ? true : undefined} onClick={() => void startNew()}>
        {WIZARD_SCREEN_TEXTS.sentNew}
      </button>
    </>
  );
}
