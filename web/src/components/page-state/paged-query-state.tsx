import type { PaginationProps } from '@mantine/core';
import type { ListData } from '@portal/shared';
import { ListPagination } from '../pagination/page-pagination';
import { QueryState, type QueryStateProps } from './query-state';

export interface PagedQueryStateProps<T> extends QueryStateProps<ListData<T>> {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  paginationSize?: PaginationProps['size'];
}

/**
 * One page of a paged list: the loading / error / empty / data switch of {@link QueryState}
 * (empty when the page has no rows), then the pagination while the list has more than one page.
 */
export function PagedQueryState<T>({
  page,
  pageSize,
  onPageChange,
  paginationSize,
  isEmpty = (data) => data.list.length === 0,
  ...state
}: PagedQueryStateProps<T>) {
  return (
    <>
      <QueryState {...state} isEmpty={isEmpty} />
      <ListPagination
        size={paginationSize}
        page={page}
        total={state.query.data?.total ?? 0}
        pageSize={pageSize}
        onChange={onPageChange}
      />
    </>
  );
}
