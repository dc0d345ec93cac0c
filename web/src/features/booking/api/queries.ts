import { queryOptions } from '@tanstack/react-query';
import { closedOn, openForSection, type OpeningHours } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { visitKeys } from '../../visits/api/keys';

export const bookingKeys = {
  all: ['booking'] as const,
  workDates: (doctorId: string) => [...bookingKeys.all, 'work-dates', doctorId] as const,
  sections: (doctorId: string, workDate: string, clinicId: string) =>
    [...bookingKeys.all, 'sections', doctorId, workDate, clinicId] as const,
  /**
   * The client's own bookings: under the personal centre's booking lists' key, so cancelling or
   * moving one there refreshes it too, and it is cleared with the session.
   */
  mine: () => [...visitKeys.bookings(), 'upcoming'] as const,
};

/** As many of the client's bookings as one call gives: the coming ones come first. */
const MINE_PAGE_SIZE = 100;

/**
 * The opening hours of the doctor's clinics, by clinic id. Read beside the schedule, so that no
 * day or time is offered while the clinic says it is closed (the rule the doctor cards follow
 * too); when they cannot be read the schedule alone decides.
 */
async function clinicHours(
  doctorId: string,
): Promise<Map<string, readonly Partial<OpeningHours>[] | undefined>> {
  try {
    const clinics = await callApi('getClinicListByDocGlobalId', {
      query: { doctorglobaluserid: doctorId },
    });
    return new Map(clinics.map((c) => [c.clinicid ?? '', c.openinghours]));
  } catch {
    return new Map();
  }
}

export const bookingQueries = {
  /** The doctor's coming work days (one entry per day and clinic) the clinic is open. */
  workDates: (doctorId: string) =>
    queryOptions({
      queryKey: bookingKeys.workDates(doctorId),
      queryFn: async () => {
        const [dates, hours] = await Promise.all([
          callApi('getDoctorWeekWorkDate', { query: { doctorId } }),
          clinicHours(doctorId),
        ]);
        return dates.filter((d) => !d.date || !closedOn(hours.get(d.clinicid ?? ''), d.date));
      },
      staleTime: 30_000,
    }),
  /** Time sections of one day at one clinic within its opening hours, with their places left. */
  sections: (doctorId: string, workDate: string, clinicId: string) =>
    queryOptions({
      queryKey: bookingKeys.sections(doctorId, workDate, clinicId),
      queryFn: async () => {
        const [sections, hours] = await Promise.all([
          callApi('getDoctorWorkTimeSection', {
            query: { doctorId, workDate, clinicId: clinicId || undefined },
          }),
          clinicHours(doctorId),
        ]);
        return sections.filter(
          (s) =>
            !s.starttime ||
            openForSection(hours.get(s.clinicid || clinicId), workDate, s.starttime, s.endtime) !==
              false,
        );
      },
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
