import type { PageQuery } from './envelope';

/** A client's booking (a "schedule" in the upstream's words). */
export type BookingStatus = 'booked' | 'cancelled' | 'done';

export interface Booking {
  scheduleid: string;
  clientid: string;
  doctorid: string;
  doctorname: string;
  clinicid: string;
  clinicname: string;
  clinicaddress: string;
  /** The day, `YYYY-MM-DD`. */
  scheduledate: string;
  /** The time section, `HH:mm`. */
  starttime: string;
  endtime: string;
  note: string;
  status: BookingStatus;
  createtime: number;
}

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

/** One day in the doctor's coming week(s) with work. */
export interface WorkDate {
  /** `YYYY-MM-DD` */
  date: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  clinicid: string;
  clinicname: string;
  /** Whether any section of that day still has room. */
  available: boolean;
}

export interface WeekWorkDateQuery {
  doctorId: string;
}

export interface WorkTimeSectionQuery {
  doctorId: string;
  /** `YYYY-MM-DD` */
  workDate: string;
  clinicId?: string;
}

export interface TimeSection {
  sectionid: string;
  clinicid: string;
  clinicname: string;
  clinicaddress: string;
  /** `HH:mm` */
  starttime: string;
  endtime: string;
  capacity: number;
  booked: number;
  /** Free places remain and the section has not started. */
  available: boolean;
  /** The section starts in the past. */
  past: boolean;
}

/** The doctor the visitor chose to book (session `bookingDoctor`). */
export interface BookingDoctor {
  globaluserid: string;
  username: string;
  title: string;
  photo: string;
  clinicid?: string;
}

export const BOOKING_NOTE_MAX = 200;
