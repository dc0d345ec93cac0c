/**
 * Bookings as the portal API lists them, for the reminder tests: a day `days` from now in Hong
 * Kong, and a booked visit on it (陳大文 at 灣仔中醫診所, 10:30) with whatever a test changes.
 */
import type { Booking } from '@portal/shared';

export const DAY = 24 * 3600_000;

/** `YYYY-MM-DD` in Hong Kong, `days` from now. */
export function hkDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);
}

/** A booked visit `days` from now, with the fields `extra` gives instead. */
export function upcomingBooking(id: string, days: number, extra: Partial<Booking> = {}): Booking {
  return {
    scheduleid: id,
    doctorid: 'DOC1',
    doctorname: '陳大文',
    clinicid: 'CLN1',
    clinicname: '灣仔中醫診所',
    scheduledate: hkDay(days),
    starttime: '10:30',
    endtime: '11:00',
    status: 'booked',
    ...extra,
  };
}
