import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_NEWS_LANGCODE, type LangCode, type NewsDetail } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';

export const NEWS_PAGE_SIZE = 10;
export const HOT_NEWS_SIZE = 8;

/**
 * Language of the category names. The spec's default is GB, and the upstream answers GB with
 * Simplified Chinese names; this portal is Traditional Chinese, but the default is kept as the spec
 * names it (the category of each item also arrives with its own Traditional `categoryname`).
 */
export const NEWS_CATEGORY_LANGCODE: LangCode = DEFAULT_NEWS_LANGCODE;

export interface NewsListFilter {
  category: string;
  pageNo: number;
}

export const newsKeys = {
  all: ['news'] as const,
  categories: (langcode: LangCode) => [...newsKeys.all, 'categories', langcode] as const,
  list: (f: NewsListFilter) => [...newsKeys.all, 'list', f] as const,
  hot: () => [...newsKeys.all, 'hot'] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};

export const newsQueries = {
  categories: (langcode: LangCode = NEWS_CATEGORY_LANGCODE) =>
    queryOptions({
      queryKey: newsKeys.categories(langcode),
      queryFn: () => callApi('getNewsCategory', { query: { langcode } }),
      staleTime: 10 * 60_000,
    }),
  list: (f: NewsListFilter) =>
    queryOptions({
      queryKey: newsKeys.list(f),
      queryFn: () =>
        callApi('getWebNewsList', {
          query: {
            category: f.category || undefined,
            pageNo: f.pageNo,
            pageSize: NEWS_PAGE_SIZE,
          },
        }),
    }),
  hot: () =>
    queryOptions({
      queryKey: newsKeys.hot(),
      queryFn: () => callApi('getHotNewsList', { query: { size: HOT_NEWS_SIZE } }),
      staleTime: 5 * 60_000,
    }),
  detail: (newsid: string) =>
    queryOptions({
      queryKey: newsKeys.detail(newsid),
      queryFn: () => callApi('getNewsDetail', { query: { newsid } }),
      initialData: () => takeInitialData<NewsDetail>('getNewsDetail', { newsid }),
    }),
};
