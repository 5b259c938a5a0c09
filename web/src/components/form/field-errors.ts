import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '@web/lib/api-error';

/** A zod error's issues as the server's field errors: path joined with dots ('adresa.obecId'); an empty path is general. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  fieldErrors: FieldError[];
  generalErrors: string[];
} {
  const fieldErrors: FieldError[] = [];
  const generalErrors: string[] = [];
  for (const i of issues) {
    if (i.path.length === 0) generalErrors.push(i.message);
    else fieldErrors.push({ fieldName: i.path.map(String).join('.'), message: i.message });
  }
  return { fieldErrors, generalErrors };
}

/** One message per field, the first (an empty phone number is 'required', not also 'wrong format'). */
export function firstPerField(fields: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.fieldName) && seen.add(f.fieldName));
}

/** 'fotografie.2' belongs to the field 'fotografie'. */
const matches = (fieldName: string, name: string) => fieldName === name || (fieldName.startsWith(`${name}.`) && /^\d+$/.test(fieldName.slice(name.length + 1)));

export interface FormErrors {
  /** Message of a field (first one wins). */
  field: (name: string) => string | undefined;
  general: string[];
  /** All field errors in order, for the error summary. */
  fields: FieldError[];
  set: (e: { fieldErrors?: FieldError[]; generalErrors?: string[] }) => void;
  /** Clears the errors of fields when they are edited (general errors stay until the next submit). */
  clear: (...names: string[]) => void;
  reset: () => void;
  any: boolean;
  /**
   * The props of a field whose value a state holds: the value, the field's error, and a change handler
   * that sets the state and clears the error (spread it into the input: `{...errors.bind('email', email, setEmail)}`).
   */
  bind: <V>(name: string, value: V, setValue: (value: V) => void) => { value: V; error: string | undefined; onChange: (value: V) => void };
}

/**
 * Field and general errors of one form (client zod or server 400). A field's error clears when the
 * field is edited (spec part 1 §5).
 */
export function useFormErrors(): FormErrors {
  const [state, setState] = useState<{ fields: FieldError[]; general: string[] }>({ fields: [], general: [] });
  const set = useCallback(
    (e: { fieldErrors?: FieldError[]; generalErrors?: string[] }) => setState({ fields: firstPerField(e.fieldErrors ?? []), general: [...new Set(e.generalErrors ?? [])] }),
    [],
  );
  const clear = useCallback((...names: string[]) => {
    const hit = (f: FieldError) => names.some((n) => matches(f.fieldName, n));
    setState((s) => (s.fields.some(hit) ? { ...s, fields: s.fields.filter((f) => !hit(f)) } : s));
  }, []);
  const reset = useCallback(() => setState({ fields: [], general: [] }), []);
  return useMemo(() => {
    const field = (name: string) => state.fields.find((f) => matches(f.fieldName, name))?.message;
    return {
      field,
      general: state.general,
      fields: state.fields,
      set,
      clear,
      reset,
      any: state.fields.length > 0 || state.general.length > 0,
      bind: <V,>(name: string, value: V, setValue: (value: V) => void) => ({
        value,
        error: field(name),
        onChange: (v: V) => {
          setValue(v);
          clear(name);
        },
      }),
    };
  }, [state, set, clear, reset]);
}
