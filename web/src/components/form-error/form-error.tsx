import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/**
 * Why a form could not be sent, under its fields: announced as an alert and focusable, so the
 * form's first-error step (`showFirstError`) brings it into view when no field is at fault.
 */
export function FormError({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color="red"
      role="alert"
      title={title}
      tabIndex={-1}
      data-form-error
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
