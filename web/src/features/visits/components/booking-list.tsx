import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarRepeat,
  IconCalendarTime,
  IconMapPin,
  IconPhone,
  IconX,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookDoctorPath } from '../../../config/booking';
import { placeMapsUrl } from '../../../components/map/maps-link';
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  monthDay,
  weekdayLong,
  parsePatientNote,
  type Booking,
} from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import {
  BOOKING_STATUS_COLOR,
  bookingStatusText,
  isChangeable,
  isLocked,
  type ChangeableBooking,
} from '../booking-status';
import classes from './booking-list.module.css';

interface BookingActions {
  onCancel: (booking: ChangeableBooking) => void;
  /** Moving a booking asks for the doctor's times, so only a booking naming its doctor moves. */
  onReschedule: (booking: ChangeableBooking & { doctorid: string }) => void;
  onDownloadIcs: (booking: Booking) => void;
}

interface BookingListProps {
  bookings: Booking[];
  /** Left out for a list read offline: cancelling or moving needs the network. */
  actions?: BookingActions;
  /** What an upcoming booking shows about its reminders (提醒方式). */
  reminder?: (booking: Booking) => ReactNode;
}

export function BookingList({ bookings, actions, reminder }: BookingListProps) {
  const o = useMessageOptions();
  return (
    // A region focus can be put on (after a booking is cancelled, its button is gone).
    <Stack
      gap="sm"
      component="section"
      aria-label={m.visits_list_label({}, o)}
      tabIndex={-1}
      id="booking-list"
    >
      {bookings.map((b) => {
        const changeable = isChangeable(b);
        // Inside the cancellation cutoff the portal refuses changes: the clinic's phone instead.
        const locked = changeable && isLocked(b);
        const doctorid = b.doctorid;
        const tel = b.clinictel?.replace(/[^\d+]/g, '');
        const directions = placeMapsUrl({
          lat: b.cliniclat,
          lng: b.cliniclng,
          address: b.clinicaddress,
        });
        const where = b.clinicname ?? m.visits_the_clinic({}, o);
        // A booking record's fields are extensions of the portal API: what is missing is left
        // out (dayjs of a missing date would print today's date).
        const day = b.scheduledate ? dayjs(b.scheduledate) : null;
        const hasDay = day?.isValid() === true;
        const hours = [b.starttime, b.endtime].filter(Boolean).join('–');
        // A booking for a family member names them on its note's first line (shared/family).
        const { patient, note: typedNote } = parsePatientNote(b.note);
        const status = b.status ? bookingStatusText(b.status, o) : undefined;
        return (
          <Card
            key={b.scheduleid}
            withBorder
            padding="md"
            component="article"
            data-testid="booking-item"
          >
            <div className={classes.row}>
              <div className={classes.when}>
                {hasDay ? (
                  <>
                    <Text fw={700} size="lg">
                      {monthDay(day.month() + 1, day.date(), o)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {weekdayLong(day.day(), o)}
                    </Text>
                  </>
                ) : (
                  <Text fw={700} size="lg">
                    {m.visits_booking({}, o)}
                  </Text>
                )}
                {hours ? (
                  <Text size="sm" fw={600}>
                    {hours}
                  </Text>
                ) : null}
              </div>
              <Stack gap={4} className={classes.info}>
                <Group gap="xs">
                  {b.doctorname ? (
                    <Text fw={600}>{m.visits_doctor_name({ name: b.doctorname }, o)}</Text>
                  ) : null}
                  {b.status && status ? (
                    <Badge
                      color={BOOKING_STATUS_COLOR[b.status]}
                      c={`${BOOKING_STATUS_COLOR[b.status]}.9`}
                      variant="light"
                    >
                      {status}
                    </Badge>
                  ) : null}
                </Group>
                {b.clinicname ? <Text size="sm">{b.clinicname}</Text> : null}
                {b.clinicaddress ? (
                  <Text size="sm" c="dimmed">
                    {b.clinicaddress}
                  </Text>
                ) : null}
                {b.scheduleid ? (
                  <Text size="sm" c="dimmed">
                    {m.visits_booking_number({ id: b.scheduleid }, o)}
                  </Text>
                ) : null}
                {patient ? (
                  <Text size="sm" fw={600} data-testid="booking-patient">
                    {m.visits_patient({ name: patient.name, relation: patient.relation }, o)}
                  </Text>
                ) : null}
                {typedNote ? (
                  <Text size="sm" c="dimmed">
                    {m.visits_note({ note: typedNote }, o)}
                  </Text>
                ) : null}
                {tel || directions ? (
                  <Group gap="md" data-testid="booking-contact">
                    {tel ? (
                      <Anchor
                        href={`tel:${tel}`}
                        size="sm"
                        aria-label={m.visits_call({ clinic: where, tel: b.clinictel ?? '' }, o)}
                      >
                        <IconPhone size={14} aria-hidden /> {b.clinictel}
                      </Anchor>
                    ) : null}
                    {directions ? (
                      <Anchor
                        href={directions}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        aria-label={m.visits_route_label({ clinic: where }, o)}
                      >
                        <IconMapPin size={14} aria-hidden /> {m.visits_route({}, o)}
                      </Anchor>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            </div>
            {changeable && actions && reminder ? reminder(b) : null}
            {locked && actions ? (
              <Stack gap={6} mt="sm">
                <Text size="sm" fw={600} data-testid="booking-locked">
                  {b.clinictel
                    ? m.visits_locked_tel(
                        { hours: BOOKING_CHANGE_CUTOFF_HOURS, tel: b.clinictel },
                        o,
                      )
                    : m.visits_locked({ hours: BOOKING_CHANGE_CUTOFF_HOURS }, o)}
                </Text>
                <Group gap="xs" className={classes.actions}>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCalendarPlus size={16} />}
                    onClick={() => actions.onDownloadIcs(b)}
                  >
                    {m.visits_add_calendar({}, o)}
                  </Button>
                </Group>
              </Stack>
            ) : changeable && actions ? (
              <Group gap="xs" mt="sm" className={classes.actions}>
                {doctorid ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCalendarTime size={16} />}
                    onClick={() => actions.onReschedule({ ...b, doctorid })}
                  >
                    {m.visits_reschedule({}, o)}
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCalendarPlus size={16} />}
                  onClick={() => actions.onDownloadIcs(b)}
                >
                  {m.visits_add_calendar({}, o)}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={16} />}
                  onClick={() => actions.onCancel(b)}
                >
                  {m.visits_cancel({}, o)}
                </Button>
              </Group>
            ) : doctorid ? (
              // A past or cancelled booking: the same doctor and clinic, one tap away.
              <Group gap="xs" mt="sm" className={classes.actions}>
                <Button
                  component={Link}
                  to={bookDoctorPath(doctorid, b.clinicid)}
                  size="xs"
                  variant="light"
                  leftSection={<IconCalendarRepeat size={16} />}
                  aria-label={
                    b.doctorname
                      ? m.visits_book_again_doctor({ name: b.doctorname }, o)
                      : m.visits_book_again({}, o)
                  }
                >
                  {m.visits_book_again({}, o)}
                </Button>
              </Group>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
