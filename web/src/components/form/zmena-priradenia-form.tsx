import { useUnsavedChangesGuard } from './unsaved-changes';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { useState } from 'react';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { Select, type SelectOption } from './select';

export interface ZmenaPriradeniaFormProps {
  /** The select's id (the payload's field name). */
  id: string;
  label: string;
  placeholder: string;
  /** The organisation assigned now ('' none). */
  initial: string;
  options: readonly SelectOption[];
  /** Field error when nothing is chosen. */
  required: string;
  submitLabel: string;
  /** The owner's state does not allow the change: select and button disabled. */
  disabled?: boolean;
  /** Saves the choice, then the success message and the way back to the owner's detail. */
  send: (organizaciaId: string) => Promise<void>;
}

/**
 * 'Change the assigned organisation' of a notification (pracovisko) or a damage event (OÚ): one select,
 * nothing chosen → its field error, a 400's first field error under the select, anything else the
 * status message.
 */
export function ZmenaPriradeniaForm({ id, label, placeholder, initial, options, required, submitLabel, disabled = false, send }: ZmenaPriradeniaFormProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const { pending: busy, run } = useSingleFlight();
  // while the save runs, leaving is the save's own step (back to the detail); before it, the guard asks
  const guard = useUnsavedChangesGuard(value !== initial && !busy);

  const submit = () =>
    run(async () => {
      clearStatusMessages();
      if (!value) {
        setError(required);
        return;
      }
      try {
        await send(value);
      } catch (e) {
        if (isApiError(e) && e.fieldErrors[0]) setError(e.fieldErrors[0].message);
        else showApiError(e, COMMON_TEXTS.serverError);
      }
    });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Select
        id={id}
        label={label}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        error={error}
      />
      <button type="submit" className="govuk-button" disabled={busy || disabled} aria-disabled={busy || disabled}>
        {submitLabel}
      </button>
      {guard}
    </form>
  );
}
