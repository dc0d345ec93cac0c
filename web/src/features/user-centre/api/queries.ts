import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

/**
 * Keys of the client's own records start with `'private'` in every personal-centre feature, so they
 * are easy to tell apart from public data (logout clears the whole cache anyway).
 */
export const userCentreKeys = {
  all: ['private', 'user-centre'] as const,
  profile: () => [...userCentreKeys.all, 'profile'] as const,
  myAsks: (pageNo: number, pageSize: number) =>
    [...userCentreKeys.all, 'my-asks', { pageNo, pageSize }] as const,
};

export const userCentreQueries = {
  profile: () =>
    queryOptions({
      queryKey: userCentreKeys.profile(),
      queryFn: ({ signal }) => callApi('getClientById', { query: {}, signal }),
    }),
  myAsks: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: userCentreKeys.myAsks(pageNo, pageSize),
      queryFn: ({ signal }) => callApi('getMyAskList', { query: { pageNo, pageSize }, signal }),
      // Asked again on every visit: a question just posted must be there.
      staleTime: 0,
    }),
};
