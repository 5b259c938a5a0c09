import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useConfirm } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS, WIZARD_SCREEN_TEXTS } from '@web/texts';
import { STEP_ROUTES } from './step-guard';
import { discardDraft } from './offline/device-wizard';
import { createDraft, DRAFT_KEY } from './wizard-api';

/**
 * 'Zrušiť oznámenie' (spec part 1 §7 PUT /webove-oznamenie/zrusit, §8 confirmation): the reporter
 * abandons the draft after confirming; the wizard then starts fresh at step 1 with a new draft. `note`: what
 * is said above the button (where the draft is kept).
 */
export function CancelDraft({ note }: { note?: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const cancel = async () => {
    if (busyRef.current || !(await confirm(WIZARD_SCREEN_TEXTS.cancelConfirm))) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      await discardDraft();
      queryClient.setQueryData(DRAFT_KEY, await createDraft());
      await navigate({ to: STEP_ROUTES.UDAJE_O_SKODE, params: { produkt: PRODUCT_SLUG } });
    } catch (e) {
      setError(isApiError(e) && e.generalErrors.length ? e.generalErrors.join(' ') : COMMON_TEXTS.serverError);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="es-wizard__cancel">
      {dialog}
      {note}
      {error && (
        <p className="govuk-error-message" role="alert">
          <span className="govuk-visually-hidden">Chyba:</span> {error}
        </p>
      )}
      <button type="button" className="govuk-button govuk-button--warning" onClick={cancel} disabled={busy} aria-disabled={busy ? true : undefined}>
        {WIZARD_SCREEN_TEXTS.cancel}
      </button>
    </div>
  );
}
