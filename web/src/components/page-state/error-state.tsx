import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../lib/query/query-client';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './page-state.module.css';

export interface ErrorStateProps {
  /** The error (its message is shown: the upstream's `msg` for ApiError). */
  error?: unknown;
  /** Overrides the message derived from `error`. */
  message?: ReactNode;
  title?: string;
  /** Shows a 「重試」 button that calls this (e.g. a query's `refetch`). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Extra action beside the retry button. */
  action?: ReactNode;
}

/** Shown when loading failed; says what went wrong in plain words and offers a retry. */
export function ErrorState({
  error,
  message,
  title,
  onRetry,
  retrying = false,
  action,
}: ErrorStateProps) {
  const o = useMessageOptions();
  return (
    <Stack align="center" gap="xs" className={classes.state} role="alert" data-testid="error-state">
      <div className={classes.errorIcon} aria-hidden="true">
        <IconAlertTriangle size={48} stroke={1.4} />
      </div>
      <Text fw={600}>{title ?? m.ui_page_state_error_title({}, o)}</Text>
      <Text className={classes.message}>{message ?? errorMessage(error)}</Text>
      {onRetry ? (
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          onClick={onRetry}
          loading={retrying}
        >
          {m.ui_page_state_retry({}, o)}
        </Button>
      ) : null}
      {action}
    </Stack>
  );
}
