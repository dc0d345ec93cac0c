import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

export const SALES_PAGE_SIZE = 10;

const salesKeys = {
  all: ['salesPoints'] as const,
  list: (pageno: number) => [...salesKeys.all, 'list', pageno] as const,
};

export const salesQueries = {
  list: (pageno: number) =>
    queryOptions({
      queryKey: salesKeys.list(pageno),
      queryFn: () =>
        callApi('getQingYuanSalesPoint', { body: { pageno, pagesize: SALES_PAGE_SIZE } }),
    }),
};
