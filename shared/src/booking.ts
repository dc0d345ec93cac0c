import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RequestQuery } from './requests';

export type BookingStatus = Static<typeof S.BookingStatusSchema>;

export type Booking = Static<typeof S.BookingSchema>;

export type ScheduleListQuery = RequestQuery<'getScheduleListByClientId'>;

/**
 * `saveSchedule` query. `scheduleDate` names the day and the section's start time
 * (`YYYY-MM-DD HH:mm`), which identify one section of the doctor's schedule. `scheduleID` is empty
 * for a new booking, or the id of the client's booking to move there.
 */
export type SaveScheduleQuery = RequestQuery<'saveSchedule'>;

export type DeleteScheduleQuery = RequestQuery<'deleteSchedule'>;

export type WorkDate = Static<typeof S.WorkDateSchema>;

export type WeekWorkDateQuery = RequestQuery<'getDoctorWeekWorkDate'>;

export type WorkTimeSectionQuery = RequestQuery<'getDoctorWorkTimeSection'>;

export type TimeSection = Static<typeof S.TimeSectionSchema>;

/** The doctor the visitor chose to book (session `bookingDoctor`). */
export interface BookingDoctor {
  globaluserid: string;
  username: string;
  title: string;
  photo: string;
  clinicid?: string;
}

export const BOOKING_NOTE_MAX = 200;
