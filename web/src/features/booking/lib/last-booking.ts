import type { Booking } from '@portal/shared';

/**
 * The booking just made, kept for the tab (sessionStorage) so a reload of the confirmation's
 * address shows the confirmation again instead of the picker. The note stays out: notes can be
 * about health, and the confirmation reads well without it.
 */
const KEY = 'portal.last-booking';

export interface LastBooking {
  booking: Booking;
  /** The booking was moved rather than made. */
  moved: boolean;
}

export function rememberBooking(booking: Booking, moved: boolean): void {
  const { note: _note, ...kept } = booking;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ booking: kept, moved }));
  } catch {
    // Storage blocked: a reload finds the booking in the client's list instead.
  }
}

/** The booking kept by `rememberBooking`, when it is the one asked for. */
export function readLastBooking(scheduleid: string): LastBooking | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastBooking> | null;
    return v?.booking?.scheduleid === scheduleid ? { booking: v.booking, moved: !!v.moved } : null;
  } catch {
    return null;
  }
}
