import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { href } from '@portal/shared';
import { Link } from 'react-router';
import { shortDate } from '../lib/schedule';
import { mapMarkers } from '../../../components/map/types';
import { BookingConfirmation } from './booking-confirmation';
import { ClinicNote, ClinicStep, ConfirmBar, DayStep, NoteStep, TimeStep } from './booking-steps';
import type { BookingPickerProps } from './booking-picker-props';
import { useBookingPicker } from './use-booking-picker';
import { errorMessage } from '../../../lib/query/query-client';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * Picks a clinic, a work day and a time section of a doctor, takes a note and books it (or moves
 * `reschedule` there). Full and past sections cannot be chosen. A visitor who is not logged in is
 * sent to log in and brought back to the same doctor with the picker open.
 *
 * Steps are numbered as the visitor meets them: a doctor seen at one clinic (or whose work days
 * name none) has nothing to choose there, so choosing the day is step 1.
 */
export function BookingPicker({
  doctor,
  reschedule,
  initial,
  onBooked,
  onClose,
  onSelect,
}: BookingPickerProps) {
  const o = useMessageOptions();
  const picker = useBookingPicker({ doctor, reschedule, initial, onBooked, onSelect });
  const { booked, workDates } = picker;

  if (booked) {
    const clinic = booked.clinicid
      ? doctor.clinics?.find((c) => c.clinicid === booked.clinicid)
      : undefined;
    const coordinates = clinic
      ? mapMarkers([clinic])[0]
      : typeof booked.cliniclat === 'number' && typeof booked.cliniclng === 'number'
        ? { lat: booked.cliniclat, lng: booked.cliniclng }
        : undefined;
    return (
      <BookingConfirmation
        booking={booked}
        moved={picker.bookedMoved}
        coordinates={coordinates}
        clinicPhone={clinic?.contacttel ?? booked.clinictel}
        onClose={onClose}
      />
    );
  }
  if (picker.confirming) {
    // The address names a booking already made: never offer to book it again.
    return picker.confirmLookup ? (
      <Stack gap="sm" aria-busy="true" aria-label={m.booking_loading_booking({}, o)}>
        <Skeleton h={28} w="40%" />
        <Skeleton h={96} />
      </Stack>
    ) : (
      <Stack gap="sm" align="flex-start" data-testid="booking-already-made">
        <Text fw={600}>{m.booking_already_made({}, o)}</Text>
        <Text size="sm">{m.booking_already_made_hint({}, o)}</Text>
        <Button component={Link} to={href('bookingOrder')} variant="light">
          {m.booking_view_mine({}, o)}
        </Button>
      </Stack>
    );
  }
  if (workDates.isPending && workDates.fetchStatus === 'paused') {
    // Offline: the doctor's times cannot be read; they load by themselves once connected.
    return (
      <Alert
        color="orange"
        icon={<IconAlertCircle />}
        title={m.booking_offline_title({}, o)}
        role="status"
      >
        <Text size="sm">{m.booking_offline_days({}, o)}</Text>
      </Alert>
    );
  }
  if (workDates.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={m.booking_loading_days({}, o)}>
        <Skeleton h={28} w="40%" />
        <Skeleton h={64} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (workDates.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={m.booking_days_failed({}, o)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(workDates.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void workDates.refetch()}>
            {m.booking_retry({}, o)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (workDates.data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg" data-testid="booking-empty">
        <IconCalendarOff size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>{m.booking_no_days({}, o)}</Text>
        <Text size="sm" c="gray.7">
          {m.booking_no_days_hint({}, o)}
        </Text>
      </Stack>
    );
  }

  const { moving } = picker;
  const movingWhen = moving
    ? [moving.scheduledate ? shortDate(moving.scheduledate, o) : '', moving.starttime]
        .filter(Boolean)
        .join(' ')
    : '';
  const clinicStep = picker.clinics.length > 1;
  const first = clinicStep ? 2 : 1;
  return (
    <Stack gap="md" data-testid="booking-picker">
      {moving && (
        <Text size="sm" c="gray.7">
          {moving.clinicname
            ? m.booking_moving_from_clinic({ when: movingWhen, clinic: moving.clinicname }, o)
            : m.booking_moving_from({ when: movingWhen }, o)}
        </Text>
      )}
      {clinicStep ? (
        <ClinicStep n={1} picker={picker} />
      ) : picker.clinics.length === 1 ? (
        <ClinicNote picker={picker} />
      ) : null}
      <DayStep n={first} picker={picker} />
      {picker.date && <TimeStep n={first + 1} picker={picker} />}
      {picker.ready && <NoteStep n={first + 2} picker={picker} doctor={doctor} />}
      <ConfirmBar picker={picker} />
    </Stack>
  );
}
