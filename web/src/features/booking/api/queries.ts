import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const bookingKeys = {
  all: ['booking'] as const,
  workDates: (doctorId: string) => [...bookingKeys.all, 'work-dates', doctorId] as const,
  sections: (doctorId: string, workDate: string, clinicId: string) =>
    [...bookingKeys.all, 'sections', doctorId, workDate, clinicId] as const,
  /**
   * The client's own bookings: under the personal centre's booking lists' key
   * (`['private', 'visits', 'bookings']`), so cancelling or moving one there refreshes it too, and
   * it is cleared with the session.
   */
  mine: () => ['private', 'visits', 'bookings', 'upcoming'] as const,
};

/** As many of the client's bookings as one call gives: the coming ones come first. */
const MINE_PAGE_SIZE = 100;

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
  /** The client's coming bookings, to warn before one is doubled. */
  mine: () =>
    queryOptions({
      queryKey: bookingKeys.mine(),
      queryFn: ({ signal }) =>
        callApi('getScheduleListByClientId', {
          query: { pageNo: 1, pageSize: MINE_PAGE_SIZE },
          signal,
        }),
      staleTime: 10_000,
    }),
};
