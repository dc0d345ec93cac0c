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
  return (
    <BookingModal
      opened={opened}
      onClose={onClose}
      title={['預約', doctor.username, doctor.title].filter(Boolean).join(' ')}
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
