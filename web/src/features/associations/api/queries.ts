import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

export const ASSOCIATION_PAGE_SIZE = 10;

const associationKeys = {
  all: ['associations'] as const,
  associations: (pageNo: number) => [...associationKeys.all, 'list', pageNo] as const,
  activities: (pageNo: number) => [...associationKeys.all, 'activities', pageNo] as const,
  organisers: () => [...associationKeys.all, 'organisers'] as const,
};

/** How many associations the activity details look through for an organiser's contact. */
const ORGANISER_LOOKUP_SIZE = 100;

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
  /** The reviewed associations at once, for the contact shown in an activity's details. */
  organisers: () =>
    queryOptions({
      queryKey: associationKeys.organisers(),
      queryFn: () =>
        callApi('getAssociationListByReviewd', {
          query: { pageNo: 1, pageSize: ORGANISER_LOOKUP_SIZE },
        }),
      staleTime: 5 * 60_000,
    }),
};
