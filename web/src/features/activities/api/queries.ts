import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

export const activityKeys = {
  all: ['private', 'activities'] as const,
  joined: (pageNo: number, pageSize: number) =>
    [...activityKeys.all, 'joined', { pageNo, pageSize }] as const,
};

export const activityQueries = {
  joined: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: activityKeys.joined(pageNo, pageSize),
      queryFn: ({ signal }) => callApi('getMyJoined', { query: { pageNo, pageSize }, signal }),
      placeholderData: keepPreviousData,
    }),
};
