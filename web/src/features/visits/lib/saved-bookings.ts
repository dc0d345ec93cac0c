import type { Booking } from '@portal/shared';
import {
  clearSavedBookings,
  OFFLINE_BOOKINGS_KEY,
  type SavedBookings,
} from '../../../lib/offline/offline-bookings';
import { isChangeable } from '../booking-status';

/** The fields a booking is kept with: enough to find the clinic and show the booking. */
const KEPT_FIELDS = [
  'scheduleid',
  'doctorid',
  'doctorname',
  'clinicid',
  'clinicname',
  'clinicaddress',
  'clinictel',
  'cliniclat',
  'cliniclng',
  'scheduledate',
  'starttime',
  'endtime',
  'status',
] as const satisfies readonly (keyof Booking)[];

/**
 * Keeps the client's upcoming bookings among those just read (replacing what was kept), each
 * with the kept fields only (no note, nothing else the client wrote); with none upcoming nothing
 * is kept.
 */
export function saveUpcomingBookings(
  clientId: string,
  read: readonly Booking[],
  now = Date.now(),
): void {
  const upcoming = read.filter((b) => isChangeable(b));
  if (!clientId || upcoming.length === 0) {
    clearSavedBookings();
    return;
  }
  const bookings = upcoming.map((b) => {
    const kept: Record<string, unknown> = {};
    for (const field of KEPT_FIELDS) if (b[field] !== undefined) kept[field] = b[field];
    return kept as Booking;
  });
  const saved: SavedBookings = { clientId, savedAt: now, bookings };
  try {
    localStorage.setItem(OFFLINE_BOOKINGS_KEY, JSON.stringify(saved));
  } catch {
    // Quota or private mode: the bookings are simply not available offline.
  }
}
