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

export interface ListPaginationProps {
  page: number;
  /** How many records the list has in all (the `total` of a list response). */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  size?: PaginationProps['size'];
}

/**
 * Pagination under a paged list: nothing while the list fits on one page; a page beyond the last
 * (an old link) marks the last one.
 */
export function ListPagination({ page, total, pageSize, onChange, size }: ListPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <PagePagination size={size} total={pages} value={Math.min(page, pages)} onChange={onChange} />
  );
}
