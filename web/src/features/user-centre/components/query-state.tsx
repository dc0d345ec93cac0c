import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  /** Shown when the data is empty. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed" ml="sm">
          載入中…
        </Text>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title="未能載入" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message || '請稍後再試。'}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            重試
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return <>{empty ?? <EmptyState message="暫時沒有記錄。" />}</>;
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" c="dimmed">
      <IconInbox size={40} stroke={1.2} />
      <Text>{message}</Text>
      {action}
    </Stack>
  );
}
