import dayjs from 'dayjs';
import { insideChangeCutoff, type Booking, type BookingStatus } from '@portal/shared';
import type { MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** A booking's status as its badge says it; undefined for a status the portal does not know. */
export function bookingStatusText(status: string, o: MessageOptions): string | undefined {
  switch (status as BookingStatus) {
    case 'booked':
      return m.visits_status_booked({}, o);
    case 'cancelled':
      return m.visits_status_cancelled({}, o);
    case 'done':
      return m.visits_status_done({}, o);
    default:
      return undefined;
  }
}

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
