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
import { changeCutoffMessage, parsePatientNote, type Booking } from '@portal/shared';
import {
  BOOKING_STATUS_COLOR,
  BOOKING_STATUS_TEXT,
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
  return (
    // A region focus can be put on (after a booking is cancelled, its button is gone).
    <Stack gap="sm" component="section" aria-label="預約列表" tabIndex={-1} id="booking-list">
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
        const where = b.clinicname ?? '診所';
        // A booking record's fields are extensions of the portal API: what is missing is left
        // out (dayjs of a missing date would print today's date).
        const day = b.scheduledate ? dayjs(b.scheduledate) : null;
        const hasDay = day?.isValid() === true;
        const hours = [b.starttime, b.endtime].filter(Boolean).join('–');
        // A booking for a family member names them on its note's first line (shared/family).
        const { patient, note: typedNote } = parsePatientNote(b.note);
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
                      {day.format('M月D日')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {day.format('dddd')}
                    </Text>
                  </>
                ) : (
                  <Text fw={700} size="lg">
                    預約
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
                  {b.doctorname ? <Text fw={600}>{b.doctorname} 醫師</Text> : null}
                  {b.status && BOOKING_STATUS_TEXT[b.status] ? (
                    <Badge
                      color={BOOKING_STATUS_COLOR[b.status]}
                      c={`${BOOKING_STATUS_COLOR[b.status]}.9`}
                      variant="light"
                    >
                      {BOOKING_STATUS_TEXT[b.status]}
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
                    預約編號：{b.scheduleid}
                  </Text>
                ) : null}
                {patient ? (
                  <Text size="sm" fw={600} data-testid="booking-patient">
                    就診人：{patient.name}（{patient.relation}）
                  </Text>
                ) : null}
                {typedNote ? (
                  <Text size="sm" c="dimmed">
                    備註：{typedNote}
                  </Text>
                ) : null}
                {tel || directions ? (
                  <Group gap="md" data-testid="booking-contact">
                    {tel ? (
                      <Anchor
                        href={`tel:${tel}`}
                        size="sm"
                        aria-label={`致電${where} ${b.clinictel}`}
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
                        aria-label={`${where}的路線（在地圖開啟）`}
                      >
                        <IconMapPin size={14} aria-hidden /> 路線
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
                  {changeCutoffMessage('改期或取消', b.clinictel)}
                </Text>
                <Group gap="xs" className={classes.actions}>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCalendarPlus size={16} />}
                    onClick={() => actions.onDownloadIcs(b)}
                  >
                    加入日曆
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
                    改期
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCalendarPlus size={16} />}
                  onClick={() => actions.onDownloadIcs(b)}
                >
                  加入日曆
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={16} />}
                  onClick={() => actions.onCancel(b)}
                >
                  取消預約
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
                  aria-label={`再次預約${b.doctorname ? `${b.doctorname}醫師` : ''}`}
                >
                  再次預約
                </Button>
              </Group>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
