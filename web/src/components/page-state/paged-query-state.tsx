import { Title, type PaginationProps } from '@mantine/core';
import type { ListData } from '@portal/shared';
import { ListPagination } from '../pagination/page-pagination';
import { QueryState, type QueryStateProps } from './query-state';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './paged-query-state.module.css';

export interface PagedQueryStateProps<T> extends QueryStateProps<ListData<T>> {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  paginationSize?: PaginationProps['size'];
  /**
   * The list's heading for screen readers (the rows' own titles are third-level headings under
   * it, so the page's outline has no gap after its h1).
   */
  heading?: string;
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
  heading,
  isEmpty = (data) => data.list.length === 0,
  ...state
}: PagedQueryStateProps<T>) {
  const o = useMessageOptions();
  return (
    <>
      <Title order={2} className={classes.heading}>
        {heading ?? m.ui_page_state_list_heading({}, o)}
      </Title>
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
