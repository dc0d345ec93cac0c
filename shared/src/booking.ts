import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';

export type BookingStatus = Static<typeof S.BookingStatusSchema>;

export type Booking = Static<typeof S.BookingSchema>;

export type WorkDate = Static<typeof S.WorkDateSchema>;

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
