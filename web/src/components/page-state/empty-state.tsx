import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './page-state.module.css';

export interface EmptyStateProps {
  /** What is missing, e.g. 「暫時未有預約」. */
  title?: string;
  /** A kind hint about what to do next. */
  message?: ReactNode;
  /** Optional action (a button or link). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Shown when a list or search has no results. */
export function EmptyState({ title, message, action, icon }: EmptyStateProps) {
  const o = useMessageOptions();
  return (
    <Stack align="center" gap="xs" className={classes.state} data-testid="empty-state">
      <div className={classes.icon} aria-hidden="true">
        {icon ?? <IconInbox size={48} stroke={1.4} />}
      </div>
      <Text fw={600}>{title ?? m.ui_page_state_empty_title({}, o)}</Text>
      {message ? <Text className={classes.message}>{message}</Text> : null}
      {action}
    </Stack>
  );
}
