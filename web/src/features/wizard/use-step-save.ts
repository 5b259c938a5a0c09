import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { Schema } from '@shared/api/route';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import type { WizardKrok } from '@shared/domain/wizard';
import { type FormErrors, issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import type { FieldError } from '@web/lib/api-error';
import { isApiError } from '@web/lib/api-client';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS } from '@web/texts';
import { STEP_ROUTES, type StepSearch } from './step-guard';
import { DRAFT_KEY } from './wizard-api';

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

/** Client validation with the server's schema, the save call, server errors, the next step. */
export function useStepSave<B>(schema: Schema, save: (body: B) => Promise<WebOznamenie>, next: WizardKrok): StepSave<B> {
  const errors = useFormErrors();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // opened from the summary's 'Upraviť údaje': saving goes back to the summary
  const naspat = useSearch({ strict: false, select: (s) => (s as StepSearch).naspat });
  const target: WizardKrok = naspat === 'zhrnutie' ? 'ZHRNUTIE' : next;

  const fail = useCallback(
    (e: { fieldErrors?: FieldError[]; generalErrors?: string[] }) => {
      errors.set(e);
      setVersion((v) => v + 1);
    },
    [errors],
  );

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
        const draft = await save(body);
        queryClient.setQueryData(DRAFT_KEY, draft);
        errors.reset();
        await navigate({ to: STEP_ROUTES[target], params: { produkt: PRODUCT_SLUG } });
      } catch (e) {
        if (isApiError(e)) fail({ fieldErrors: e.fieldErrors, generalErrors: e.generalErrors });
        else fail({ generalErrors: [COMMON_TEXTS.serverError] });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [schema, save, target, queryClient, navigate, errors, fail],
  );

  return { errors, version, busy, submit };
}
