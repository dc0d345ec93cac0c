import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AVAILABILITY_MAX_DOCTORS,
  type AvailabilityAnswer,
  type DoctorAvailability,
} from '@portal/shared';
import { request } from '../../../lib/api-client';

export const availabilityKeys = {
  all: ['availability'] as const,
  doctors: (ids: readonly string[]) => [...availabilityKeys.all, 'doctors', ids.join(',')] as const,
};

export const availabilityQueries = {
  /** The earliest free section of each doctor (the BFF works it out and keeps it a minute). */
  doctors: (ids: readonly string[]) =>
    queryOptions({
      queryKey: availabilityKeys.doctors(ids),
      queryFn: () =>
        request<AvailabilityAnswer>('/bff/availability', {
          query: { doctorIds: ids.join(',') },
        }),
      enabled: ids.length > 0,
      staleTime: 60_000,
      // A card without a time is fine; the list must not wait on retries.
      retry: false,
    }),
};

export interface DoctorAvailabilityMap {
  get(doctorId: string): DoctorAvailability | undefined;
  /** Still asking the BFF (cards keep a line's room instead of jumping). */
  loading: boolean;
}

/** Availability of the doctors of one list (the first 12: one request). */
export function useDoctorAvailability(doctorIds: readonly string[]): DoctorAvailabilityMap {
  const ids = useMemo(() => doctorIds.slice(0, AVAILABILITY_MAX_DOCTORS), [doctorIds]);
  const query = useQuery(availabilityQueries.doctors(ids));
  return useMemo(() => {
    const byId = new Map(query.data?.list.map((a) => [a.doctorId, a]));
    return { get: (id: string) => byId.get(id), loading: ids.length > 0 && query.isPending };
  }, [query.data, query.isPending, ids.length]);
}
