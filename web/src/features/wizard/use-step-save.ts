import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '@shared/api/route';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import type { WizardKrok } from '@shared/domain/wizard';
import { type FormErrors, issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import type { FieldError } from '@web/lib/api-error';
import { isApiError } from '@web/lib/api-client';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS } from '@web/texts';
import { STEP_ROUTES, type StepSearch } from './step-guard';
import type { DataKrok, StepErrors } from './offline/device-draft';
import { useDeviceDraft } from './device-notice';
import { saveStep, StepRefused } from './offline/device-wizard';
import type { LocalLists } from './offline/local-view';
import { ciselnikyQuery, DRAFT_KEY, pracoviskaQuery } from './wizard-api';

export interface StepSave<B> {
  errors: FormErrors;
  /** Grows with each failed submit (the page focuses the error summary). */
  version: number;
  busy: boolean;
  /**
   * Validates `body` with the step's shared zod schema plus `extra` client checks, saves it and
   * goes to `next`. `replaceErrors` fields drop the schema's issue of the same field.
   */
  submit: (body: B, extra?: { fieldErrors?: FieldError[]; generalErrors?: string[] }) => Promise<void>;
}

/** The code lists the wizard already holds (for naming a step saved on the device). */
function heldLists(queryClient: QueryClient): LocalLists {
  const c = queryClient.getQueryData(ciselnikyQuery().queryKey);
  return { OBEC: c?.OBEC ?? [], OKRES: c?.OKRES ?? [], KRAJ: c?.KRAJ ?? [], STAT: c?.STAT ?? [], pracoviska: queryClient.getQueryData(pracoviskaQuery().queryKey) ?? [] };
}

/**
 * Client validation with the server's schema, the save (on the device first, then to the server when there is
 * signal: offline/device-wizard.ts), server errors, the next step. `save` is the direct server call, used where
 * the browser keeps nothing on the device. `photoNames` names the photos of the body (step 1).
 */
export function useStepSave<B>(
  krok: DataKrok,
  schema: Schema,
  save: (body: B) => Promise<WebOznamenie>,
  next: WizardKrok,
  photoNames: () => ReadonlyMap<string, string> = () => new Map(),
): StepSave<B> {
  const errors = useFormErrors();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // opened from the summary's 'Upraviť údaje': saving goes back to the summary (the prerendered step 1 has no route match)
  const naspat = useSearch({ strict: false, shouldThrow: false, select: (s) => (s as StepSearch).naspat });
  const target: WizardKrok = naspat === 'zhrnutie' ? 'ZHRNUTIE' : next;

  const fail = useCallback(
    (e: { fieldErrors?: FieldError[]; generalErrors?: string[] }) => {
      errors.set(e);
      setVersion((v) => v + 1);
    },
    [errors],
  );

  // errors the server gave this step when it was sent from the device (now, or after the signal returned)
  const device = useDeviceDraft();
  const shownRefusal = useRef('');
  useEffect(() => {
    const refused = device?.errors?.krok === krok ? device.errors : null;
    const key = refused ? JSON.stringify(refused) : '';
    if (key && key !== shownRefusal.current) fail(refused as StepErrors);
    shownRefusal.current = key;
  }, [device, krok, fail]);

  const submit = useCallback(
    async (body: B, extra: { fieldErrors?: FieldError[]; generalErrors?: string[] } = {}) => {
      if (busyRef.current) return;
      const parsed = schema.safeParse(body);
      const client = parsed.success ? { fieldErrors: [], generalErrors: [] } : issuesToErrors(parsed.error.issues);
      const own = new Set((extra.fieldErrors ?? []).map((f) => f.fieldName));
      const fieldErrors = [...(extra.fieldErrors ?? []), ...client.fieldErrors.filter((f) => !own.has(f.fieldName))];
      const generalErrors = [...(extra.generalErrors ?? []), ...client.generalErrors];
      if (fieldErrors.length > 0 || generalErrors.length > 0) {
        fail({ fieldErrors, generalErrors });
        return;
      }
      busyRef.current = true;
      setBusy(true);
      try {
        const saved = await saveStep(krok, body, heldLists(queryClient), photoNames(), () => save(body));
        queryClient.setQueryData(DRAFT_KEY, saved.view);
        errors.reset();
        // an earlier step the server refused (sent from the device only now) is opened with its errors
        await navigate({ to: STEP_ROUTES[saved.refused?.krok ?? target], params: { produkt: PRODUCT_SLUG } });
      } catch (e) {
        if (e instanceof StepRefused) {
          shownRefusal.current = JSON.stringify(e.errors);
          fail(e.errors);
        }
        else if (isApiError(e)) fail({ fieldErrors: e.fieldErrors, generalErrors: e.generalErrors });
        else fail({ generalErrors: [COMMON_TEXTS.serverError] });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [krok, schema, save, target, photoNames, queryClient, navigate, errors, fail],
  );

  return { errors, version, busy, submit };
}
