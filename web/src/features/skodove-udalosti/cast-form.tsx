/**
 * The form of one part of a damage event (tabs Opatrenia, Konanie, Stanovisko; spec part 2 §3, §5):
 * saved with the event's version, then the success message and the event with all its parts read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorSummary } from '@web/components/error-summary';
import type { FormErrors } from '@web/components/form/field-errors';
import { type SaveOptions, useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { reloadSkodovaUdalost } from './skodove-udalosti-api';
import { MSUD } from './skodova-udalost-texts';
import './skodove-udalosti.css';

/** useSave for a part of the event `skodovaUdalostId`: `request` sends, `message` is shown on success. */
export function useSaveCast(skodovaUdalostId: string) {
  const queryClient = useQueryClient();
  const { errors, busy, save } = useSave();
  const saveCast = ({ invalid, request, message }: Pick<SaveOptions, 'invalid'> & { request: () => Promise<unknown>; message: string }) =>
    save({
      invalid,
      send: async () => {
        await request();
        showSuccess(message);
        await reloadSkodovaUdalost(queryClient, skodovaUdalostId);
      },
    });
  return { errors, busy, saveCast };
}

/** Error summary, the fields (disabled together when the state does not allow a change) and 'Uložiť' (only when it does). */
export function TabForm({ errors, busy, moze, onSubmit, children }: { errors: FormErrors; busy: boolean; moze: boolean; onSubmit: (e: React.FormEvent) => unknown; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <fieldset className="es-fieldset-plain" disabled={!moze}>
        {children}
      </fieldset>
      {moze && (
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {MSUD.ulozit}
        </button>
      )}
    </form>
  );
}
