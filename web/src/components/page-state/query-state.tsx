import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Renders the data once loaded. */
  children: (data: T) => ReactNode;
  /** When true for the data, the empty state is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyStateProps;
  loader?: ReactNode;
}

/**
 * The usual loading / error-with-retry / empty / data switch for one query.
 *
 * ```tsx
 * <QueryState query={useQuery(newsQueries.list(f))} isEmpty={(d) => d.list.length === 0}>
 *   {(data) => <NewsList items={data.list} />}
 * </QueryState>
 * ```
 */
export function QueryState<T>({ query, children, isEmpty, empty, loader }: QueryStateProps<T>) {
  if (query.isPending) return <>{loader ?? <PageLoader />}</>;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined || query.data === null || isEmpty?.(query.data)) {
    return <EmptyState {...empty} />;
  }
  return <>{children(query.data)}</>;
}
