import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

export const ASK_PAGE_SIZE = 10;

export interface AskListFilter {
  keyword: string;
  category: string;
  pageNo: number;
}

export const askKeys = {
  all: ['ask'] as const,
  categories: () => [...askKeys.all, 'categories'] as const,
  list: (f: AskListFilter) => [...askKeys.all, 'list', f] as const,
  detail: (id: string) => [...askKeys.all, 'detail', id] as const,
};

export const askQueries = {
  categories: () =>
    queryOptions({
      queryKey: askKeys.categories(),
      queryFn: () => callApi('getIllnessCategory'),
      staleTime: 10 * 60_000,
    }),
  list: (f: AskListFilter) =>
    queryOptions({
      queryKey: askKeys.list(f),
      queryFn: () =>
        callApi('getWebAskList', {
          query: {
            keyword: f.keyword || undefined,
            illnesscategorycode: f.category || undefined,
            pageNo: f.pageNo,
            pageSize: ASK_PAGE_SIZE,
          },
        }),
    }),
  detail: (askid: string) =>
    queryOptions({
      queryKey: askKeys.detail(askid),
      queryFn: () => callApi('getAskDetail', { query: { askid } }),
    }),
};
