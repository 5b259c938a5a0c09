import type { ReactNode } from 'react';

/** ids of the hint and error message of a field, for `aria-describedby`. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, hint?: ReactNode, error?: string, extra?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null, extra ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={hintId(id)} className="govuk-hint">
      {children}
    </div>
  );
}

/** ID-SK error message under a field: the visually hidden prefix makes screen readers say 'Chyba:'. */
export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="govuk-error-message">
      <span className="govuk-visually-hidden">Chyba:</span> {error}
    </p>
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown after the label, e.g. '(nepovinné)'. */
  labelSuffix?: ReactNode;
  labelClassName?: string;
}

/** govuk-form-group with label, hint and error message around one control. */
export function Field({ id, label, hint, error, labelSuffix, labelClassName, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <label className={`govuk-label${labelClassName ? ` ${labelClassName}` : ''}`} htmlFor={id}>
        {label}
        {labelSuffix ? <> {labelSuffix}</> : null}
      </label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} error={error} />
      {children}
    </div>
  );
}
