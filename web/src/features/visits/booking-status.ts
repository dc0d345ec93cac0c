import dayjs from 'dayjs';
import type { Booking, BookingStatus } from '@portal/shared';

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

/** A booking the client can still cancel or move: booked and not yet started. */
export function isChangeable(booking: Booking, now = dayjs()): boolean {
  if (booking.status !== 'booked') return false;
  const start = dayjs(`${booking.scheduledate} ${booking.starttime}`);
  return start.isValid() ? start.isAfter(now) : true;
}
