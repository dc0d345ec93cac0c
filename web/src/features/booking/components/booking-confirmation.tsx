import { useEffect, useRef } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandGoogle,
  IconCalendarPlus,
  IconCircleCheck,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  bookingCancellationPolicy,
  bookingCalendarEvent,
  href,
  parsePatientNote,
  weekdayOf,
  type Booking,
} from '@portal/shared';
import { mapsAddressUrl, mapsSearchUrl } from '../../../components/map/maps-link';
import { ReminderChannel, RemindMe } from '../../../components/reminders/remind-me';
import { buildIcs, downloadIcs, googleCalendarUrl } from '../lib/ics';
import { shortDate, weekdayName } from '../lib/schedule';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface BookingConfirmationProps {
  booking: Booking;
  /** The booking was moved rather than made. */
  moved?: boolean;
  coordinates?: { lat: number; lng: number };
  /** The clinic's telephone, for changes and questions before the visit. */
  clinicPhone?: string;
  onClose?: () => void;
}

/**
 * The calendar event of a booking (for the .ics file and the Google Calendar link). The patient
 * a booking is for (its note's first line) goes in the file, which stays on the device, and never
 * in the link, whose address Google receives.
 */
function bookingEvent(booking: Booking, o: MessageOptions, withPatient = true) {
  const { patient, note } = parsePatientNote(booking.note);
  return bookingCalendarEvent(
    {
      scheduleId: booking.scheduleid ?? '',
      day: booking.scheduledate ?? '',
      startTime: booking.starttime ?? '',
      endTime: booking.endtime ?? '',
      doctorName: booking.doctorname ?? '',
      clinicName: booking.clinicname ?? '',
      clinicAddress: booking.clinicaddress ?? '',
      ...(patient ? { patient: `${patient.name}（${patient.relation}）` } : {}),
      note,
    },
    withPatient,
    o,
  );
}

/** The calendar entry for a booking. */
export function bookingIcs(booking: Booking, o: MessageOptions, now = new Date()): string {
  return buildIcs({ ...bookingEvent(booking, o), now });
}

/**
 * What the client sees after booking: when and where, the clinic's phone, a map link, the
 * booking for a calendar (.ics file or Google Calendar) and the cancellation policy. Its heading
 * takes the focus, so a keyboard or screen-reader user lands on the result, not on the page.
 */
export function BookingConfirmation({
  booking,
  moved = false,
  coordinates,
  clinicPhone,
  onClose,
}: BookingConfirmationProps) {
  const o = useMessageOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // The saved booking's fields are extensions of the portal API (the picker fills in what the
  // client chose); each line shows only what is known.
  const mapUrl = coordinates
    ? mapsSearchUrl(coordinates.lat, coordinates.lng)
    : booking.clinicaddress
      ? mapsAddressUrl(booking.clinicaddress)
      : null;
  const { patient, note: typedNote } = parsePatientNote(booking.note);
  const timed = Boolean(booking.scheduledate && booking.starttime && booking.endtime);
  const hours = [booking.starttime, booking.endtime].filter(Boolean).join('–');
  const day = booking.scheduledate
    ? {
        date: shortDate(booking.scheduledate, o),
        weekday: weekdayName(weekdayOf(booking.scheduledate), o),
      }
    : null;
  const when = day
    ? hours
      ? m.booking_when({ ...day, hours }, o)
      : m.booking_date_weekday(day, o)
    : hours;
  return (
    <Stack gap="md" data-testid="booking-confirmation" role="status">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="jade" variant="light">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4" ref={heading} tabIndex={-1} data-testid="booking-done-heading">
            {moved ? m.booking_rescheduled({}, o) : m.booking_success({}, o)}
          </Title>
          {booking.scheduleid ? (
            <Text size="sm" c="gray.7">
              {m.booking_number({ id: booking.scheduleid }, o)}
            </Text>
          ) : null}
        </div>
      </Group>
      <Stack gap={4}>
        {when ? <Text fw={600}>{when}</Text> : null}
        {booking.doctorname ? (
          <Text>{m.booking_practitioner({ name: booking.doctorname }, o)}</Text>
        ) : null}
        {booking.clinicname ? <Text>{booking.clinicname}</Text> : null}
        {booking.clinicaddress ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{booking.clinicaddress}</Text>
          </Group>
        ) : null}
        {clinicPhone ? (
          <Anchor href={`tel:${clinicPhone.replace(/\s/g, '')}`} size="sm">
            <IconPhone size={14} aria-hidden /> {m.booking_clinic_phone({ phone: clinicPhone }, o)}
          </Anchor>
        ) : null}
        {mapUrl ? (
          <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {m.booking_map_route({}, o)}
          </Anchor>
        ) : null}
        {patient ? (
          <Text size="sm" data-testid="booking-patient">
            {m.booking_patient({ name: patient.name, relation: patient.relation }, o)}
          </Text>
        ) : null}
        {typedNote ? (
          <Text size="sm" c="gray.7">
            {m.booking_note({ note: typedNote }, o)}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {timed ? (
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={18} />}
            onClick={() =>
              downloadIcs(`booking-${booking.scheduleid ?? 'tcm'}.ics`, bookingIcs(booking, o))
            }
          >
            {m.booking_add_calendar({}, o)}
          </Button>
        ) : null}
        {timed ? (
          <Button
            component="a"
            href={googleCalendarUrl(bookingEvent(booking, o, false))}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconBrandGoogle size={18} />}
          >
            {m.booking_add_google({}, o)}
          </Button>
        ) : null}
        <Button component={Link} to={href('bookingOrder')} variant="default">
          {m.booking_view_mine({}, o)}
        </Button>
      </SimpleGrid>
      <RemindMe />
      {booking.scheduleid ? <ReminderChannel scheduleId={booking.scheduleid} /> : null}
      <Text size="xs" c="gray.7" data-testid="cancellation-policy">
        {m.booking_policy({ policy: bookingCancellationPolicy(o) }, o)}
      </Text>
      {onClose && (
        <Button variant="subtle" onClick={onClose}>
          {m.booking_done({}, o)}
        </Button>
      )}
    </Stack>
  );
}
