import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { BookingModal } from './booking-modal';
import { BookingPicker } from './booking-picker';
import type { BookingPickerDoctor, BookingPickerProps } from './booking-picker-props';

export interface DoctorBookingProps {
  opened: boolean;
  onClose: () => void;
  doctor: BookingPickerDoctor;
  initial: BookingPickerProps['initial'];
  onSelect?: BookingPickerProps['onSelect'];
  onBooked?: BookingPickerProps['onBooked'];
}

/**
 * The booking dialog of a doctor's page, with its picker: a chunk of its own, since the first view
 * of the page shows neither and a dialog, its focus trap and the picker's calendar are a good part
 * of the page's code.
 */
export default function DoctorBooking({
  opened,
  onClose,
  doctor,
  initial,
  onSelect,
  onBooked,
}: DoctorBookingProps) {
  const o = useMessageOptions();
  const who = [doctor.username, doctor.title].filter(Boolean).join(' ');
  return (
    <BookingModal
      opened={opened}
      onClose={onClose}
      title={who ? m.booking_book_doctor({ doctor: who }, o) : m.booking_book({}, o)}
    >
      <BookingPicker
        doctor={doctor}
        initial={initial}
        onClose={onClose}
        onSelect={onSelect}
        onBooked={onBooked}
      />
    </BookingModal>
  );
}
