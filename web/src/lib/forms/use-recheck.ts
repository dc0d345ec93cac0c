import { useEffect, useRef } from 'react';

/** The parts of a Mantine form that {@link useRecheck} uses. */
interface RecheckForm<K extends string> {
  values: Record<K, unknown>;
  errors: Record<string, unknown>;
  validateField: (path: K) => unknown;
}

/**
 * Checks `target` again whenever `source` changes while `target` shows an error. Mantine clears a
 * field's error only when that field itself changes, so "兩次輸入的密碼不一致" would stay on the
 * confirmation after the person fixed the password above it to match.
 */
export function useRecheck<K extends string>(form: RecheckForm<K>, source: K, target: K): void {
  const value = form.values[source];
  const hasError = Boolean(form.errors[target]);
  // The form's validateField changes with its rules object, which callers often write inline.
  const validate = useRef(form.validateField);
  useEffect(() => {
    validate.current = form.validateField;
  });
  useEffect(() => {
    if (hasError) validate.current(target);
  }, [value, hasError, target]);
}
