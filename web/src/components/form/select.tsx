import type { SelectHTMLAttributes } from 'react';
import { describedBy, Field, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'>;

export interface SelectProps extends FieldProps, NativeProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option; without it there is no empty option. */
  placeholder?: string;
  widthClass?: string;
}

/**
 * ID-SK select. Native on purpose: fast with thousands of options, keyboard type-ahead, and the
 * phone's own picker.
 */
export function Select({ id, label, hint, error, labelSuffix, labelClassName, value, onChange, options, placeholder, widthClass, ...rest }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} labelClassName={labelClassName}>
      <select
        {...rest}
        id={id}
        name={rest.name ?? id}
        className={`govuk-select${widthClass ? ` ${widthClass}` : ''}${error ? ' govuk-select--error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
