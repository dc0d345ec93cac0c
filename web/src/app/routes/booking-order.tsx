import { href, parsePatientNote, type Booking, type FamilyMember } from '@portal/shared';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { ChangeableBooking } from '../../features/visits/booking-status';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useCancelBooking, useRefreshBookings } from '../../features/visits/api/mutations';
import { visitQueries } from '../../features/visits/api/queries';
import { BookingList } from '../../features/visits/components/booking-list';
import { BookingPicker } from '../../features/booking/components/booking-picker';
import { bookingIcs } from '../../features/booking/components/booking-confirmation';
import { downloadIcs } from '../../features/booking/lib/ics';
import { shortDate } from '../../features/booking/lib/schedule';
import { notice } from '../../lib/notify/notify';
import { readSavedBookings } from '../../lib/offline/offline-bookings';
import { saveUpcomingBookings } from '../../features/visits/lib/saved-bookings';
import { useSession } from '../../lib/session/current-session';
import { ReminderChannel, ReminderDevices, RemindMe } from '../../components/reminders/remind-me';
import { familyQuery } from '../../lib/family/family-members';
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

const PAGE_SIZE = 10;

/** The cancel question, naming the booking with only what its record says. */
function cancelQuestion(b: ChangeableBooking, o: MessageOptions): string {
  const booking = [
    b.scheduledate ? shortDate(b.scheduledate, o) : '',
    b.starttime,
    b.doctorname ? m.route_booking_order_with_doctor({ doctor: b.doctorname }, o) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return booking
    ? m.route_booking_order_cancel_question({ booking }, o)
    : m.route_booking_order_cancel_question_this({}, o);
}

/** Who a filter keeps: everyone, the client (`self`) or one family member (by id). */
type PatientFilter = 'all' | 'self' | string;

/** Whether booking `b` is for whom `filter` names (a member by name and date of birth). */
function forPatient(b: Booking, filter: PatientFilter, members: readonly FamilyMember[]): boolean {
  if (filter === 'all') return true;
  const { patient } = parsePatientNote(b.note);
  if (filter === 'self') return patient === null;
  const member = members.find((candidate) => candidate.id === filter);
  return Boolean(
    member && patient && patient.name === member.name && patient.birthDate === member.birthDate,
  );
}

export default function BookingOrderPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(visitQueries.bookings(page, PAGE_SIZE));
  const cancel = useCancelBooking();
  const refresh = useRefreshBookings();
  const phone = useMediaQuery('(max-width: 48em)');
  const [toCancel, setToCancel] = useState<ChangeableBooking | null>(null);
  // Once a booking is cancelled its 取消預約 button is gone: focus goes to the list instead.
  const [cancelled, setCancelled] = useState(false);
  const [toMove, setToMove] = useState<(ChangeableBooking & { doctorid: string }) | null>(null);
  const { clientId } = useSession();
  const { online } = useNetwork();
  const members = useQuery(familyQuery()).data?.items ?? [];
  const [filter, setFilter] = useState<PatientFilter>('all');
  const o = useMessageOptions();
  const noneShown =
    filter === 'self'
      ? m.route_booking_order_none_for_self({}, o)
      : m.route_booking_order_none_for(
          { name: members.find((member) => member.id === filter)?.name ?? '' },
          o,
        );

  // Each online read of the first page keeps the upcoming bookings for reading offline.
  const fresh = query.isSuccess && !query.isPlaceholderData && page === 1 ? query.data : null;
  useEffect(() => {
    if (fresh && clientId) saveUpcomingBookings(clientId, fresh.list);
  }, [fresh, clientId]);

  // Without a network (the read failed, or waits for the network) the kept bookings are shown.
  const unread = !query.data && (query.isError || query.fetchStatus === 'paused');
  const saved = unread ? readSavedBookings() : null;

  return (
    <UserCentreLayout title={m.menu_bookings({}, o)}>
      {saved ? (
        <Stack gap="md">
          <Alert
            color="orange"
            title={m.offline_title({}, o)}
            role="status"
            data-testid="offline-bookings"
          >
            {m.route_booking_order_offline_saved(
              { updated: dayjs(saved.savedAt).format('YYYY-MM-DD HH:mm') },
              o,
            )}
          </Alert>
          <BookingList bookings={saved.bookings} />
        </Stack>
      ) : (
        <>
          {!online && query.data ? (
            <Alert color="orange" title={m.offline_title({}, o)} role="status" mb="md">
              {m.route_booking_order_offline_loaded({}, o)}
            </Alert>
          ) : null}
          <RemindMe />
          <ReminderDevices />
          <PagedQueryState
            query={query}
            empty={{
              title: m.route_booking_order_empty({}, o),
              action: (
                <Button component={Link} to={href('doctorList')} variant="light">
                  {m.route_booking_order_find({}, o)}
                </Button>
              ),
            }}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          >
            {(data) => {
              const shown = data.list.filter((b) => forPatient(b, filter, members));
              return (
                <Stack gap="sm">
                  {members.length > 0 ? (
                    <Select
                      label={m.route_booking_order_patient({}, o)}
                      data-testid="patient-filter"
                      allowDeselect={false}
                      value={filter}
                      onChange={(v) => setFilter(v ?? 'all')}
                      data={[
                        { value: 'all', label: m.route_booking_order_patient_all({}, o) },
                        { value: 'self', label: m.route_booking_order_patient_self({}, o) },
                        ...members.map((member) => ({ value: member.id, label: member.name })),
                      ]}
                      maw={240}
                    />
                  ) : null}
                  {shown.length === 0 ? (
                    <Text c="gray.7" size="sm">
                      {noneShown}
                    </Text>
                  ) : null}
                  <BookingList
                    bookings={shown}
                    actions={{
                      onCancel: (b) => {
                        cancel.reset();
                        setToCancel(b);
                      },
                      onReschedule: setToMove,
                      onDownloadIcs: (b) =>
                        downloadIcs(`booking-${b.scheduleid}.ics`, bookingIcs(b, o)),
                    }}
                    reminder={(b) =>
                      b.scheduleid ? <ReminderChannel scheduleId={b.scheduleid} /> : null
                    }
                  />
                </Stack>
              );
            }}
          </PagedQueryState>
        </>
      )}

      <Modal
        opened={toCancel !== null}
        onClose={() => setToCancel(null)}
        title={m.route_booking_order_cancel_title({}, o)}
        returnFocus={!cancelled}
        onExitTransitionEnd={() => {
          if (!cancelled) return;
          setCancelled(false);
          document.getElementById('booking-list')?.focus();
        }}
      >
        {toCancel ? (
          <Stack gap="md">
            <Text>{cancelQuestion(toCancel, o)}</Text>
            {cancel.isError ? (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToCancel(null)}>
                {m.route_booking_order_keep({}, o)}
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(toCancel.scheduleid, {
                    onSuccess: () => {
                      setCancelled(true);
                      setToCancel(null);
                      notice.success(m.route_booking_order_cancelled({}, o));
                    },
                  })
                }
              >
                {m.route_booking_order_confirm_cancel({}, o)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal
        opened={toMove !== null}
        onClose={() => setToMove(null)}
        title={m.route_booking_order_move_title({}, o)}
        size="lg"
        fullScreen={phone}
      >
        {toMove ? (
          <BookingPicker
            doctor={{ globaluserid: toMove.doctorid, username: toMove.doctorname ?? '' }}
            reschedule={toMove}
            onBooked={() => {
              notice.success(m.route_booking_order_moved({}, o));
              void refresh();
            }}
            onClose={() => setToMove(null)}
          />
        ) : null}
      </Modal>
    </UserCentreLayout>
  );
}
