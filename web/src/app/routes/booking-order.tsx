import { href } from '@portal/shared';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ChangeableBooking } from '../../features/visits/booking-status';
import { usePageParam } from '../../lib/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useCancelBooking, useRefreshBookings } from '../../features/visits/api/mutations';
import { visitQueries } from '../../features/visits/api/queries';
import { BookingList } from '../../features/visits/components/booking-list';
import { BookingPicker } from '../../features/booking/components/booking-picker';
import { bookingIcs } from '../../features/booking/components/booking-confirmation';
import { downloadIcs } from '../../features/booking/lib/ics';
import { notice } from '../../lib/notify';

const PAGE_SIZE = 10;

/** The booking as the cancel question names it, with only what its record says. */
function cancelledBooking(b: ChangeableBooking): string {
  const parts = [b.scheduledate, b.starttime, b.doctorname ? `與 ${b.doctorname} 醫師` : '']
    .filter(Boolean)
    .join(' ');
  return parts || '這個';
}

export default function BookingOrderPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(visitQueries.bookings(page, PAGE_SIZE));
  const cancel = useCancelBooking();
  const refresh = useRefreshBookings();
  const phone = useMediaQuery('(max-width: 48em)');
  const [toCancel, setToCancel] = useState<ChangeableBooking | null>(null);
  const [toMove, setToMove] = useState<(ChangeableBooking & { doctorid: string }) | null>(null);

  return (
    <UserCentreLayout title="我的預約">
      <PagedQueryState
        query={query}
        empty={{
          title: '你暫時沒有預約。',
          action: (
            <Button component={Link} to={href('doctorList')} variant="light">
              尋找醫師預約
            </Button>
          ),
        }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => (
          <BookingList
            bookings={data.list}
            onCancel={(b) => {
              cancel.reset();
              setToCancel(b);
            }}
            onReschedule={setToMove}
            onDownloadIcs={(b) => downloadIcs(`booking-${b.scheduleid}.ics`, bookingIcs(b))}
          />
        )}
      </PagedQueryState>

      <Modal opened={toCancel !== null} onClose={() => setToCancel(null)} title="取消預約">
        {toCancel ? (
          <Stack gap="md">
            <Text>確定要取消 {cancelledBooking(toCancel)}的預約嗎？取消後名額會讓給其他病人。</Text>
            {cancel.isError ? (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setToCancel(null)}>
                保留預約
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(toCancel.scheduleid, {
                    onSuccess: () => {
                      setToCancel(null);
                      notice.success('預約已取消。');
                    },
                  })
                }
              >
                確定取消
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal
        opened={toMove !== null}
        onClose={() => setToMove(null)}
        title="更改預約時間"
        size="lg"
        fullScreen={phone}
      >
        {toMove ? (
          <BookingPicker
            doctor={{ globaluserid: toMove.doctorid, username: toMove.doctorname ?? '' }}
            reschedule={toMove}
            onBooked={() => {
              notice.success('預約時間已更改。');
              void refresh();
            }}
            onClose={() => setToMove(null)}
          />
        ) : null}
      </Modal>
    </UserCentreLayout>
  );
}
