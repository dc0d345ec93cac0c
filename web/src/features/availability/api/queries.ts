import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AVAILABILITY_MAX_DOCTORS,
  type AvailabilityAnswer,
  type DoctorAvailability,
} from '@portal/shared';
import { request } from '../../../lib/http/api-client';

const availabilityKeys = {
  all: ['availability'] as const,
  doctors: (ids: readonly string[]) => [...availabilityKeys.all, 'doctors', ids.join(',')] as const,
};

const availabilityQueries = {
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

/** The read of a list's doctors' times: the first 12 (one request), as the list shows them. */
export function availabilityOf(doctorIds: readonly string[]) {
  return availabilityQueries.doctors(doctorIds.slice(0, AVAILABILITY_MAX_DOCTORS));
}

export interface DoctorAvailabilityMap {
  get(doctorId: string): DoctorAvailability | undefined;
  /** Still asking the BFF (cards keep a line's room instead of jumping). */
  loading: boolean;
}

/** Availability of the doctors of one list (the first 12: one request). */
export function useDoctorAvailability(doctorIds: readonly string[]): DoctorAvailabilityMap {
  const options = useMemo(() => availabilityOf(doctorIds), [doctorIds]);
  const query = useQuery(options);
  const asked = doctorIds.length > 0;
  return useMemo(() => {
    const byId = new Map(query.data?.list.map((a) => [a.doctorId, a]));
    return { get: (id: string) => byId.get(id), loading: asked && query.isPending };
  }, [query.data, query.isPending, asked]);
}
