import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

const applicationKeys = {
  all: ['private', 'applications'] as const,
  page: (pageno: number, pagesize: number) =>
    [...applicationKeys.all, { pageno, pagesize }] as const,
};

export const applicationQueries = {
  page: (pageno: number, pagesize: number) =>
    queryOptions({
      queryKey: applicationKeys.page(pageno, pagesize),
      queryFn: ({ signal }) =>
        callApi('queryDeliveries', { body: { pageno, pagesize, sortdesc: true }, signal }),
      placeholderData: keepPreviousData,
    }),
};
