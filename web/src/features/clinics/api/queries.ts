import { queryOptions } from '@tanstack/react-query';
import type { CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';

const clinicKeys = {
  all: ['clinics'] as const,
  list: (body: CallBody<'searchClinic'>) => [...clinicKeys.all, 'list', body] as const,
  detail: (id: string) => [...clinicKeys.all, 'detail', id] as const,
};

export const clinicQueries = {
  list: (body: CallBody<'searchClinic'>) =>
    queryOptions({
      queryKey: clinicKeys.list(body),
      queryFn: () => callApi('searchClinic', { body }),
    }),
  detail: (clinicid: string) =>
    queryOptions({
      queryKey: clinicKeys.detail(clinicid),
      queryFn: () => callApi('getClinicDetailByClinicId', { query: { clinicid } }),
      retry: false,
    }),
};
