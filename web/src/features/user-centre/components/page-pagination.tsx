import { Group, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** The current page number from `?page=` (1 when absent or invalid). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next <= 1) out.delete('page');
        else out.set('page', String(next));
        return out;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

interface PagePaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

export function PagePagination({ page, total, pageSize, onChange }: PagePaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        aria-label="分頁"
      />
    </Group>
  );
}
