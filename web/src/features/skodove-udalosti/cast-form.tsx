/**
 * The form of one part of a damage event (tabs Opatrenia, Konanie, Stanovisko; spec part 2 §3, §5):
 * saved with the event's version (the write's hook reads the event and its parts again), then the success message.
 */
import type { ReactNode } from 'react';
import { ErrorSummary } from '@web/components/error-summary';
import type { FormErrors } from '@web/components/form/field-errors';
import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { type SaveOptions, useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';
import './skodove-udalosti.css';

/** useSave for a part of the event: `request` sends (a mutation of useSkodovaUdalostZmena), `message` is shown on success. */
export function useSaveCast() {
  const { errors, busy, save } = useSave();
  const saveCast = ({ invalid, request, message }: Pick<SaveOptions, 'invalid'> & { request: () => Promise<unknown>; message: string }) =>
    save({
      invalid,
      send: async () => {
        await request();
        showSuccess(message);
      },
    });
  return { errors, busy, saveCast };
}

/**
 * Error summary, the fields (disabled together when the state does not allow a change) and 'Uložiť'
 * (only when it does); `dirty` (the fields differ from the saved values) guards leaving the tab.
 */
export function TabForm({
  errors,
  busy,
  moze,
  dirty,
  onSubmit,
  children,
}: { errors: FormErrors; busy: boolean; moze: boolean; dirty: boolean; onSubmit: (e: React.FormEvent) => unknown; children: ReactNode }) {
  const guard = useUnsavedChangesGuard(moze && dirty);
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <fieldset className="es-fieldset-plain" disabled={!moze}>
        {children}
      </fieldset>
      {moze && (
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {SKODOVA_UDALOST_DETAIL_TEXTS.ulozit}
        </button>
      )}
      {guard}
    </form>
  );
}
