import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';

export const NEWS_PAGE_SIZE = 10;
const HOT_NEWS_SIZE = 8;

/**
 * Language of the category names. The spec's default is GB (what the
 * upstream assumes when no langcode is sent), and GB answers in Simplified Chinese (养生保健). This
 * portal is written in Traditional Chinese for Hong Kong, and the items themselves carry
 * Traditional category names, so the list page asks for B5 to keep its chips in the same script
 * as the rest of the page.
 */
const NEWS_CATEGORY_LANGCODE: LangCode = 'B5';

export interface NewsListFilter {
  category: string;
  /** Words to look for in titles, tags and articles; '' for all. */
  keyword?: string;
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
            keyword: f.keyword || undefined,
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
    }),
};
