/**
 * The one piece of a client's own data kept for reading without a network: their upcoming
 * bookings, with what it takes to get there (doctor, clinic, address, time, booking number),
 * saved after each successful online read (features/visits/lib/saved-bookings.ts). Kept in
 * localStorage so it outlives the tab (a phone reopens the installed app underground); sign-out's
 * `Clear-Site-Data: "storage"` clears it, and so does the app whenever the session ends or another client
 * logs in on the device. Nothing else personal is kept, and the service worker caches no `/api`
 * answer at all. Only reading and forgetting live here: this module is part of the first load.
 */
import type { Booking } from '@portal/shared';

export const OFFLINE_BOOKINGS_KEY = 'portal.offlineBookings';

export interface SavedBookings {
  clientId: string;
  /** When they were read from the portal (ms since the epoch). */
  savedAt: number;
  bookings: Booking[];
}

export function readSavedBookings(): SavedBookings | null {
  try {
    const saved = JSON.parse(
      localStorage.getItem(OFFLINE_BOOKINGS_KEY) ?? 'null',
    ) as SavedBookings | null;
    return saved && Array.isArray(saved.bookings) ? saved : null;
  } catch {
    return null;
  }
}

export function clearSavedBookings(): void {
  try {
    localStorage.removeItem(OFFLINE_BOOKINGS_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Forgets the kept bookings unless they are the given client's: called with the client the BFF
 * says is logged in ('' when nobody is), so a session ended elsewhere or another client's login
 * on this device never shows the previous client's bookings.
 */
export function keepSavedBookingsOnlyFor(clientId: string): void {
  if (readSavedBookings()?.clientId !== clientId) clearSavedBookings();
}
