import type { Static } from 'typebox';
import type * as S from './schemas';
import type { MessageOptions } from './messages';
import * as m from './words';

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

/**
 * How long before the visit a booking may still be cancelled or moved online. The portal API
 * refuses a change inside it, and every page that states the policy words it from this number, so
 * what patients read is what the portal does.
 */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;

/** The cancellation policy as shown with a booking confirmation. */
export function bookingCancellationPolicy(o?: MessageOptions): string {
  return m.booking_cancellation_policy({ hours: BOOKING_CHANGE_CUTOFF_HOURS }, o);
}

/**
 * Whether a visit starting at `startMs` is inside the cutoff at `nowMs` (already begun counts as
 * inside: it can no longer change either).
 */
export function insideChangeCutoff(startMs: number, nowMs: number): boolean {
  return startMs - nowMs < BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000;
}
