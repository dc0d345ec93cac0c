import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const bookingKeys = {
  all: ['booking'] as const,
  workDates: (doctorId: string) => [...bookingKeys.all, 'work-dates', doctorId] as const,
  sections: (doctorId: string, workDate: string, clinicId: string) =>
    [...bookingKeys.all, 'sections', doctorId, workDate, clinicId] as const,
};

export const bookingQueries = {
  /** The doctor's coming work days (one entry per day and clinic). */
  workDates: (doctorId: string) =>
    queryOptions({
      queryKey: bookingKeys.workDates(doctorId),
      queryFn: () => callApi('getDoctorWeekWorkDate', { query: { doctorId } }),
      staleTime: 30_000,
    }),
  /** Time sections of one day at one clinic, with their places left. */
  sections: (doctorId: string, workDate: string, clinicId: string) =>
    queryOptions({
      queryKey: bookingKeys.sections(doctorId, workDate, clinicId),
      queryFn: () =>
        callApi('getDoctorWorkTimeSection', {
          query: { doctorId, workDate, clinicId: clinicId || undefined },
        }),
      staleTime: 10_000,
      enabled: Boolean(workDate),
    }),
};
