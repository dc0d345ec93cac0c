import type { Static } from 'typebox';
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

/**
 * How long before the visit a booking may still be cancelled or moved online. The portal API
 * refuses a change inside it, and every page that states the policy words it from this number, so
 * what patients read is what the portal does.
 */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;

/** The cancellation policy as shown with a booking confirmation. */
export const BOOKING_CANCELLATION_POLICY = `如需取消或改期，請最遲在應診前 ${BOOKING_CHANGE_CUTOFF_HOURS} 小時於「我的預約」辦理；其後請致電診所。未能準時到達，診所或需安排你稍後應診。`;

/**
 * Whether a visit starting at `startMs` is inside the cutoff at `nowMs` (already begun counts as
 * inside: it can no longer change either).
 */
export function insideChangeCutoff(startMs: number, nowMs: number): boolean {
  return startMs - nowMs < BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000;
}

/** Why a change inside the cutoff is refused, with the clinic's phone when known. */
export function changeCutoffMessage(
  action: '取消' | '改期' | '改期或取消',
  clinicPhone?: string,
): string {
  const call = clinicPhone ? `請致電診所 ${clinicPhone}` : '請致電診所';
  return `應診前 ${BOOKING_CHANGE_CUTOFF_HOURS} 小時內不能在網上${action}預約，${call}。`;
}
