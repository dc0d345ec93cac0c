import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { PageQuery } from './envelope';

export type BookingStatus = Static<typeof S.BookingStatusSchema>;

export type Booking = Static<typeof S.BookingSchema>;

export interface ScheduleListQuery extends PageQuery {
  clientId?: string;
}

/**
 * `saveSchedule` query. `scheduleDate` names the day and the section's start time
 * (`YYYY-MM-DD HH:mm`), which identify one section of the doctor's schedule. `scheduleID` is empty
 * for a new booking, or the id of the client's booking to move there.
 */
export interface SaveScheduleQuery {
  clientId?: string;
  doctorId: string;
  scheduleDate: string;
  scheduleID?: string;
  sourceType: string;
  note?: string;
}

export interface DeleteScheduleQuery {
  scheduleID: string;
}

export type WorkDate = Static<typeof S.WorkDateSchema>;

export interface WeekWorkDateQuery {
  doctorId: string;
}

export interface WorkTimeSectionQuery {
  doctorId: string;
  /** `YYYY-MM-DD` */
  workDate: string;
  clinicId?: string;
}

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
