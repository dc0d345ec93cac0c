import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';

/** A request whose failure a page shows until it is dealt with (a TanStack Query mutation). */
export interface Failable {
  isError: boolean;
  reset: () => void;
}

/**
 * What to do when the user edits a form after a request failed: forget the failure. Its message
 * ("wrong password", "could not save") was about values the user is now changing. A retry needs
 * nothing of this: sending again starts the request afresh and drops the old failure.
 */
export function resetFailed(...requests: Failable[]): () => void {
  return () => {
    for (const request of requests) if (request.isError) request.reset();
  };
}

/**
 * Mantine's useForm, where an error goes as soon as its field is valid again. Mantine clears
 * only the edited field's own error on change; an error that another field fixes (a BMI's
 * weight, fixed by the height; an age in years, fixed by the months) would stay on screen after
 * the mistake is gone. Every edit also calls `onEdit` (see {@link resetFailed}). New errors are
 * never added while the user types: those come when the form is sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint of Mantine's useForm
export function useClearingForm<Values extends Record<string, any>>(
  input: UseFormInput<Values>,
  onEdit?: () => void,
): UseFormReturnType<Values> {
  const form: UseFormReturnType<Values> = useForm<Values>({
    ...input,
    onValuesChange: (values, previous): void => {
      input.onValuesChange?.(values, previous);
      onEdit?.();
      for (const path of Object.keys(form.errors)) {
        if (form.isValid(path) === true) form.clearFieldError(path);
      }
    },
  });
  return form;
}
