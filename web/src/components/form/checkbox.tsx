import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, Hint } from './field';

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  /** Content outside the label (e.g. a link), so that clicking it does not toggle the box. */
  after?: ReactNode;
}

/** One ID-SK checkbox with its own form group (e.g. a consent). */
export function Checkbox({ id, label, checked, onChange, hint, error, after }: CheckboxProps) {
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <ErrorMessage id={id} error={error} />
      <div className="govuk-checkboxes govuk-checkboxes--small">
        <div className="govuk-checkboxes__item">
          <input
            className="govuk-checkboxes__input"
            id={id}
            name={id}
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy(id, hint, error)}
            aria-invalid={error ? true : undefined}
          />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
            {label}
          </label>
          <Hint id={id}>{hint}</Hint>
        </div>
      </div>
      {after}
    </div>
  );
}
