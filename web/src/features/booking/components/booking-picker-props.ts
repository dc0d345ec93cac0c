/**
 * What a page hands the booking picker and what the picker hands back: the shapes its component,
 * its steps and its state hook share (kept apart so that none of them imports another's module).
 */
import type { Booking, ClinicSummary } from '@portal/shared';

export interface BookingPickerDoctor {
  globaluserid: string;
  username: string;
  title?: string;
  photo?: string;
  /** The doctor's clinics (for coordinates and names); work dates name them too. */
  clinics?: readonly ClinicSummary[];
}

export interface BookingSelection {
  clinicId: string;
  date: string;
  time: string;
  note: string;
}

export interface BookingPickerProps {
  doctor: BookingPickerDoctor;
  /** The client's booking to move (personal centre); the new section replaces it. */
  reschedule?: Booking;
  /**
   * A selection to restore (e.g. after logging in), or `booked`: the id of the booking just
   * confirmed, whose confirmation a reload shows again (never the picker).
   */
  initial?: Partial<BookingSelection> & { booked?: string };
  /** Called once the booking is saved. */
  onBooked?: (booking: Booking) => void;
  /** Called by the confirmation's close button. */
  onClose?: () => void;
  /**
   * Called with the clinic, day and section whenever the choice changes, so a page can keep them
   * in its address (Back and a reload then bring them back).
   */
  onSelect?: (selection: Omit<BookingSelection, 'note'>) => void;
}
