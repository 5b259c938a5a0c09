import type { ReactNode } from 'react';

export interface CheckboxGroupItem<V extends string> {
  value: V;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends string> {
  id: string;
  legend: ReactNode;
  items: readonly CheckboxGroupItem<V>[];
  checked: readonly V[];
  onChange: (value: V, checked: boolean) => void;
  /** Every box read-only (e.g. the own profile). */
  disabled?: boolean;
  error?: string;
  /** A hint under the legend for the whole group. */
  hint?: ReactNode;
}

/** ID-SK checkboxes in one fieldset; boxes can be disabled one by one or all together. */
export function CheckboxGroup<V extends string>({ id, legend, items, checked, onChange, disabled, error, hint }: CheckboxGroupProps<V>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy || undefined}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{legend}</legend>
        {hint && (
          <div id={`${id}-hint`} className="govuk-hint">
            {hint}
          </div>
        )}
        {error && (
          <p id={`${id}-error`} className="govuk-error-message">
            <span className="govuk-visually-hidden">Chyba:</span> {error}
          </p>
        )}
        <div className="govuk-checkboxes govuk-checkboxes--small" id={id}>
          {items.map((item) => {
            const itemId = `${id}-${item.value}`;
            return (
              <div className="govuk-checkboxes__item" key={item.value}>
                <input
                  className="govuk-checkboxes__input"
                  id={itemId}
                  name={id}
                  type="checkbox"
                  value={item.value}
                  checked={checked.includes(item.value)}
                  disabled={disabled || item.disabled}
                  aria-describedby={item.hint ? `${itemId}-hint` : undefined}
                  onChange={(e) => onChange(item.value, e.target.checked)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={itemId}>
                  {item.label}
                </label>
                {item.hint && (
                  <div id={`${itemId}-hint`} className="govuk-hint govuk-checkboxes__hint">
                    {item.hint}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
