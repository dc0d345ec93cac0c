import dayjs from 'dayjs';
import { insideChangeCutoff, type Booking, type BookingStatus } from '@portal/shared';

export const BOOKING_STATUS_TEXT: Record<BookingStatus, string> = {
  booked: '已預約',
  cancelled: '已取消',
  done: '已完成',
};

export const BOOKING_STATUS_COLOR: Record<BookingStatus, string> = {
  booked: 'jade',
  cancelled: 'gray',
  done: 'blue',
};

/** A booking that can be cancelled: it names its id. */
export type ChangeableBooking = Booking & { scheduleid: string };

/**
 * A booking the client can still cancel or move: booked, not yet started, and named by its id
 * (an extension of the portal API: without it the booking cannot be asked for).
 */
export function isChangeable(booking: Booking, now = dayjs()): booking is ChangeableBooking {
  if (booking.status !== 'booked' || !booking.scheduleid) return false;
  const start = dayjs(`${booking.scheduledate} ${booking.starttime}`);
  return start.isValid() ? start.isAfter(now) : true;
}

/**
 * A changeable booking the portal no longer lets the client change online: it starts within the
 * cancellation cutoff, so the card offers the clinic's phone instead of 改期 and 取消預約.
 */
export function isLocked(booking: ChangeableBooking, now = dayjs()): boolean {
  const start = dayjs(`${booking.scheduledate} ${booking.starttime}`);
  return start.isValid() && insideChangeCutoff(start.valueOf(), now.valueOf());
}
