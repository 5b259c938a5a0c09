import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, type FieldProps } from './field';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export interface TextInputProps extends FieldProps, NativeProps {
  value: string;
  onChange: (value: string) => void;
  /** ID-SK width class, e.g. 'govuk-input--width-10'. */
  widthClass?: string;
  /** Extra id for aria-describedby (e.g. a live search status). */
  describedById?: string;
}

/** ID-SK text input with label, hint and error message. */
export function TextInput({
  id,
  label,
  hint,
  error,
  labelSuffix,
  labelClassName,
  value,
  onChange,
  widthClass,
  describedById,
  type = 'text',
  ...rest
}: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} labelClassName={labelClassName}>
      <input
        {...rest}
        id={id}
        name={rest.name ?? id}
        type={type}
        className={`govuk-input${widthClass ? ` ${widthClass}` : ''}${error ? ' govuk-input--error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy(id, hint, error, describedById)}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}
