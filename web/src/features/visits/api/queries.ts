import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';
import { visitKeys } from './keys';

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
