import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const ASSOCIATION_PAGE_SIZE = 10;

export const associationKeys = {
  all: ['associations'] as const,
  associations: (pageNo: number) => [...associationKeys.all, 'list', pageNo] as const,
  activities: (pageNo: number) => [...associationKeys.all, 'activities', pageNo] as const,
};

export const associationQueries = {
  associations: (pageNo: number) =>
    queryOptions({
      queryKey: associationKeys.associations(pageNo),
      queryFn: () =>
        callApi('getAssociationListByReviewd', {
          query: { pageNo, pageSize: ASSOCIATION_PAGE_SIZE },
        }),
    }),
  activities: (pageNo: number) =>
    queryOptions({
      queryKey: associationKeys.activities(pageNo),
      queryFn: () =>
        callApi('getWebActivityList', { query: { pageNo, pageSize: ASSOCIATION_PAGE_SIZE } }),
    }),
};
