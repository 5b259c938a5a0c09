import { isApiError } from '@web/lib/api-client';
import type { FieldError } from '@web/lib/api-error';
import { clearStatusMessages, showApiError } from '@web/lib/status-messages';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { COMMON_TEXTS } from '@web/texts';
import { type FormErrors, useFormErrors } from './field-errors';

export interface SaveOptions {
  /** What the client's own check found (zod issues via issuesToErrors, or hand-made); anything here stops the save. */
  invalid?: { fieldErrors?: FieldError[]; generalErrors?: string[] };
  /** The request and what follows a success (message, reload, navigation). */
  send: () => Promise<void>;
  /** Server field errors under their fields only, without the status message too (default: both). */
  fieldErrorsOnly?: boolean;
}

/**
 * Submit of a form that saves one record (spec part 1 §5): clears the status messages, stops on the
 * client's errors, otherwise sends while 'busy'; a 400's field errors go under their fields, any failure
 * (409 someone else's change, 5xx) to the status message. A second submit while one is sending is
 * ignored (useSingleFlight).
 */
export function useSave(): { errors: FormErrors; busy: boolean; save: (o: SaveOptions) => Promise<void> } {
  const errors = useFormErrors();
  const { pending: busy, run } = useSingleFlight();
  const save = ({ invalid, send, fieldErrorsOnly = false }: SaveOptions) =>
    run(async () => {
      clearStatusMessages();
      if (invalid) {
        errors.set(invalid);
        return;
      }
      errors.reset();
      try {
        await send();
      } catch (err) {
        const fields = isApiError(err) && err.fieldErrors.length > 0;
        if (fields) errors.set(err);
        if (!fields || !fieldErrorsOnly) showApiError(err, COMMON_TEXTS.serverError);
      }
    }).then(() => undefined);
  return { errors, busy, save };
}
