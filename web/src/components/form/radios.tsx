import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, Hint } from './field';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadiosProps {
  id: string;
  legend: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  inline?: boolean;
  legendClassName?: string;
}

/** ID-SK radios in a fieldset. The first radio carries `id`, so an error summary link lands on it. */
export function Radios({ id, legend, value, onChange, options, hint, error, inline, legendClassName = 'govuk-fieldset__legend--s' }: RadiosProps) {
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className={`govuk-fieldset__legend ${legendClassName}`}>{legend}</legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className={`govuk-radios${inline ? ' govuk-radios--inline' : ''}`}>
          {options.map((o, i) => {
            const optionId = i === 0 ? id : `${id}-${o.value}`;
            return (
              <div className="govuk-radios__item" key={o.value}>
                <input
                  className="govuk-radios__input"
                  id={optionId}
                  name={id}
                  type="radio"
                  value={o.value}
                  checked={value === o.value}
                  onChange={() => onChange(o.value)}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={optionId}>
                  {o.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
