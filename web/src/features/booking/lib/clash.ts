import type { Booking } from '@portal/shared';

/** The section about to be booked. */
export interface WantedSection {
  doctorId: string;
  date: string;
  starttime: string;
  endtime?: string;
}

/** `HH:mm` times compare as text; a section without its end is taken as its start alone. */
function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  if (aStart === bStart) return true;
  return aStart < bEnd && bStart < aEnd;
}

/**
 * The client's live booking that a new one would double: with the same doctor on the same day,
 * or at a time that overlaps it with anyone. `except` is the booking being moved (it gives way).
 */
export function clashingBooking(
  mine: readonly Booking[],
  wanted: WantedSection,
  except?: string,
): (Booking & { scheduleid: string }) | undefined {
  return mine.find(
    (b): b is Booking & { scheduleid: string } =>
      b.status === 'booked' &&
      Boolean(b.scheduleid) &&
      b.scheduleid !== except &&
      b.scheduledate === wanted.date &&
      (b.doctorid === wanted.doctorId ||
        (Boolean(b.starttime) &&
          overlaps(
            b.starttime ?? '',
            b.endtime ?? b.starttime ?? '',
            wanted.starttime,
            wanted.endtime ?? wanted.starttime,
          ))),
  );
}

/**
 * The client's live booking of exactly the wanted section (same doctor, day and start): booking
 * it again would not double a visit but repeat one, so it is shown rather than offered.
 */
export function heldBooking(
  mine: readonly Booking[],
  wanted: WantedSection,
): (Booking & { scheduleid: string }) | undefined {
  return mine.find(
    (b): b is Booking & { scheduleid: string } =>
      b.status === 'booked' &&
      Boolean(b.scheduleid) &&
      b.doctorid === wanted.doctorId &&
      b.scheduledate === wanted.date &&
      b.starttime === wanted.starttime,
  );
}
