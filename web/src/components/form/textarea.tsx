import type { TextareaHTMLAttributes } from 'react';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { describedBy, Field, type FieldProps } from './field';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className' | 'maxLength'>;

export interface TextareaProps extends FieldProps, NativeProps {
  value: string;
  onChange: (value: string) => void;
  /** With a limit the ID-SK character count is shown under the field ('Zostáva N znakov'). */
  maxLength?: number;
}

/**
 * ID-SK textarea, optionally with a character count. The count is not a hard `maxlength` (which
 * would cut pasted text silently): it says how much is left or over, and validation reports it.
 * Screen readers hear the count politely, and only when it is low, so typing is not drowned out.
 */
export function Textarea({ id, label, hint, error, labelSuffix, labelClassName, value, onChange, maxLength, rows = 5, ...rest }: TextareaProps) {
  const left = maxLength === undefined ? 0 : maxLength - value.length;
  const countId = `${id}-info`;
  const textarea = (
    <textarea
      {...rest}
      id={id}
      name={rest.name ?? id}
      rows={rows}
      className={`govuk-textarea${error || left < 0 ? ' govuk-textarea--error' : ''}${maxLength !== undefined ? ' govuk-js-character-count' : ''}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={describedBy(id, hint, error, maxLength !== undefined ? countId : undefined)}
      aria-invalid={error ? true : undefined}
    />
  );
  if (maxLength === undefined) {
    return (
      <Field id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} labelClassName={labelClassName}>
        {textarea}
      </Field>
    );
  }
  const low = left < maxLength * 0.1;
  return (
    <div className="govuk-character-count">
      <Field id={id} label={label} hint={hint} error={error} labelSuffix={labelSuffix} labelClassName={labelClassName}>
        {textarea}
        <div id={countId} className={`govuk-hint govuk-character-count__message${left < 0 ? ' govuk-error-message' : ''}`} aria-live={low ? 'polite' : 'off'}>
          {WIZARD_SCREEN_TEXTS.charsLeft(left)}
        </div>
      </Field>
    </div>
  );
}
