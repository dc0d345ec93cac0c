import { queryOptions } from '@tanstack/react-query';
import type { AvailableDoctorsAnswer, AvailableDoctorsQuery, CallBody } from '@portal/shared';
import { callApi, request } from '../../../lib/http/api-client';

export const DOCTOR_TAB_PAGE_SIZE = 10;

const doctorKeys = {
  all: ['doctors'] as const,
  list: (body: CallBody<'searchDoctor'>) => [...doctorKeys.all, 'list', body] as const,
  available: (q: AvailableDoctorsQuery) => [...doctorKeys.all, 'available', q] as const,
  detail: (id: string) => [...doctorKeys.all, 'detail', id] as const,
  asks: (id: string, page: number) => [...doctorKeys.all, 'asks', id, page] as const,
  news: (id: string, page: number) => [...doctorKeys.all, 'news', id, page] as const,
  clinicOptions: () => [...doctorKeys.all, 'clinic-options'] as const,
  clinics: (id: string) => [...doctorKeys.all, 'clinics', id] as const,
  byClinic: (clinicid: string) => [...doctorKeys.all, 'by-clinic', clinicid] as const,
};

export const doctorQueries = {
  list: (body: CallBody<'searchDoctor'>) =>
    queryOptions({
      queryKey: doctorKeys.list(body),
      queryFn: () => callApi('searchDoctor', { body }),
    }),
  /**
   * The search with a free-when filter or the 最快可約 order, which the BFF applies over every
   * matching doctor before cutting the page. Doctors it had not finished checking (`pending`) are
   * asked about again shortly, a few times.
   */
  available: (q: AvailableDoctorsQuery) =>
    queryOptions({
      queryKey: doctorKeys.available(q),
      queryFn: () =>
        request<AvailableDoctorsAnswer>('/bff/doctors', {
          query: { ...q },
        }),
      staleTime: 30_000,
      refetchInterval: (query) =>
        query.state.data?.pending && query.state.dataUpdateCount < 5 ? 1500 : false,
    }),
  detail: (globaluserid: string) =>
    queryOptions({
      queryKey: doctorKeys.detail(globaluserid),
      queryFn: () => callApi('getDocDetailByGlobalUserID', { query: { globaluserid } }),
      retry: false,
    }),
  asks: (doctorglobaluserid: string, pageNo: number) =>
    queryOptions({
      queryKey: doctorKeys.asks(doctorglobaluserid, pageNo),
      queryFn: () =>
        callApi('getWebAskListByDocGlobalID', {
          query: { doctorglobaluserid, pageNo, pageSize: DOCTOR_TAB_PAGE_SIZE },
        }),
    }),
  news: (globaluserid: string, pageNo: number) =>
    queryOptions({
      queryKey: doctorKeys.news(globaluserid, pageNo),
      queryFn: () =>
        callApi('getNewsListByGlobalUserId', {
          query: { globaluserid, pageNo, pageSize: DOCTOR_TAB_PAGE_SIZE },
        }),
    }),
  /** The doctor's clinics with opening hours. */
  clinics: (doctorglobaluserid: string) =>
    queryOptions({
      queryKey: doctorKeys.clinics(doctorglobaluserid),
      queryFn: () => callApi('getClinicListByDocGlobalId', { query: { doctorglobaluserid } }),
    }),
  /** The doctors who practise at a clinic (its page lists them). */
  byClinic: (clinicid: string) =>
    queryOptions({
      queryKey: doctorKeys.byClinic(clinicid),
      queryFn: () => callApi('getDoctorByClinicID', { query: { clinicid } }),
    }),
  /** Clinics for the clinic filter. */
  clinicOptions: () =>
    queryOptions({
      queryKey: doctorKeys.clinicOptions(),
      queryFn: async () => {
        const data = await callApi('searchClinic', { body: { pageno: 1, pagesize: 100 } });
        // A clinic without its id (a portal extension) cannot be searched by: left out.
        return data.list.flatMap((c) =>
          c.clinicid ? [{ value: c.clinicid, label: c.clinicname }] : [],
        );
      },
      staleTime: 10 * 60_000,
    }),
};
