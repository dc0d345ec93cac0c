import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const visitKeys = {
  all: ['private', 'visits'] as const,
  bookings: () => [...visitKeys.all, 'bookings'] as const,
  bookingPage: (pageNo: number, pageSize: number) =>
    [...visitKeys.bookings(), { pageNo, pageSize }] as const,
  records: (pageNo: number, pageSize: number) =>
    [...visitKeys.all, 'records', { pageNo, pageSize }] as const,
  detail: (id: string) => [...visitKeys.all, 'detail', id] as const,
  prescription: (id: string) => [...visitKeys.all, 'prescription', id] as const,
};

export const visitQueries = {
  bookings: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: visitKeys.bookingPage(pageNo, pageSize),
      queryFn: ({ signal }) =>
        callApi('getScheduleListByClientId', { query: { pageNo, pageSize }, signal }),
      placeholderData: keepPreviousData,
    }),
  records: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: visitKeys.records(pageNo, pageSize),
      queryFn: ({ signal }) =>
        callApi('getUserVisitRecord', { query: { pageNo, pageSize }, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (clientRegisterID: string) =>
    queryOptions({
      queryKey: visitKeys.detail(clientRegisterID),
      queryFn: ({ signal }) => callApi('getVisitDetail', { query: { clientRegisterID }, signal }),
    }),
  prescription: (clientRegisterID: string) =>
    queryOptions({
      queryKey: visitKeys.prescription(clientRegisterID),
      queryFn: ({ signal }) =>
        callApi('getPrecriptiontByClientRegisterId', { query: { clientRegisterID }, signal }),
    }),
};
