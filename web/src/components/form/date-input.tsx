import type { ReactNode } from 'react';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import type { DateParts } from './date-parts';
import { describedBy, ErrorMessage, Hint } from './field';

export interface DateInputProps {
  /** The day input gets this id (error summary links land on it). */
  id: string;
  legend: ReactNode;
  value: DateParts;
  onChange: (value: DateParts) => void;
  hint?: ReactNode;
  error?: string;
  legendSuffix?: ReactNode;
  /** autocomplete tokens for the three inputs, e.g. 'bday' → bday-day, bday-month, bday-year. */
  autoCompletePrefix?: string;
}

const PARTS = [
  { key: 'den', label: WIZARD_SCREEN_TEXTS.den, suffix: '', width: 'govuk-input--width-2', ac: 'day' },
  { key: 'mesiac', label: WIZARD_SCREEN_TEXTS.mesiac, suffix: '-mesiac', width: 'govuk-input--width-2', ac: 'month' },
  { key: 'rok', label: WIZARD_SCREEN_TEXTS.rok, suffix: '-rok', width: 'govuk-input--width-4', ac: 'year' },
] as const;

/**
 * ID-SK date input: day, month and year in the Slovak order, numeric keyboard on phones.
 * Convert with `partsToIso` (date-parts.ts) when the form is submitted.
 */
export function DateInput({ id, legend, value, onChange, hint, error, legendSuffix, autoCompletePrefix }: DateInputProps) {
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
          {legend}
          {legendSuffix ? <> {legendSuffix}</> : null}
        </legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className="govuk-date-input" id={`${id}-group`}>
          {PARTS.map((p) => (
            <div className="govuk-date-input__item" key={p.key}>
              <div className="govuk-form-group">
                <label className="govuk-label govuk-date-input__label" htmlFor={`${id}${p.suffix}`}>
                  {p.label}
                </label>
                <input
                  className={`govuk-input govuk-date-input__input ${p.width}${error ? ' govuk-input--error' : ''}`}
                  id={`${id}${p.suffix}`}
                  name={`${id}${p.suffix || '-den'}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${p.ac}` : 'off'}
                  value={value[p.key]}
                  onChange={(e) => onChange({ ...value, [p.key]: e.target.value })}
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
