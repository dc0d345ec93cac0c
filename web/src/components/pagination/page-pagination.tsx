import { Group, Pagination, type PaginationProps } from '@mantine/core';

const CONTROL_LABELS = {
  first: '第一頁',
  previous: '上一頁',
  next: '下一頁',
  last: '最後一頁',
} as const;

/** Centred pagination whose arrow buttons have names screen readers can read. */
export function PagePagination(props: Omit<PaginationProps, 'getControlProps'>) {
  return (
    <Group justify="center" mt="md">
      <Pagination
        siblings={1}
        boundaries={1}
        aria-label="分頁"
        {...props}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
