/**
 * TEMPORARY: a minimal reschedule picker used until the booking feature's `BookingPicker`
 * (with its `reschedule` prop) lands; the page switches to it then.
 */
import { useState } from 'react';
import { Alert, Button, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { SOURCE_TYPE, type Booking } from '@portal/shared';
import { callApi } from '../../../lib/api-client';

interface Props {
  booking: Booking;
  onDone: () => void;
}

export function ReschedulePickerPlaceholder({ booking, onDone }: Props) {
  const [date, setDate] = useState<string | null>(null);
  const [section, setSection] = useState<string | null>(null);
  const dates = useQuery({
    queryKey: ['booking', 'work-dates', booking.doctorid],
    queryFn: () => callApi('getDoctorWeekWorkDate', { query: { doctorId: booking.doctorid } }),
  });
  const sections = useQuery({
    queryKey: ['booking', 'sections', booking.doctorid, date],
    queryFn: () =>
      callApi('getDoctorWorkTimeSection', {
        query: { doctorId: booking.doctorid, workDate: date ?? '' },
      }),
    enabled: date !== null,
  });
  const save = useMutation({
    mutationFn: (start: string) =>
      callApi('saveSchedule', {
        query: {
          doctorId: booking.doctorid,
          scheduleDate: `${date} ${start}`,
          scheduleID: booking.scheduleid,
          sourceType: SOURCE_TYPE,
          note: booking.note,
        },
      }),
    onSuccess: onDone,
  });

  if (dates.isPending) return <Loader />;
  if (dates.isError) return <Alert color="red">{dates.error.message}</Alert>;
  return (
    <Stack gap="md">
      <Text size="sm">選擇新的日期</Text>
      <Chip.Group
        value={date}
        onChange={(v) => {
          setDate(v as string);
          setSection(null);
        }}
      >
        <Group gap="xs">
          {dates.data.map((d) => (
            <Chip key={d.date} value={d.date} disabled={!d.available}>
              {dayjs(d.date).format('M月D日 ddd')}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {date && sections.data ? (
        <Chip.Group value={section} onChange={(v) => setSection(v as string)}>
          <Group gap="xs">
            {sections.data.map((s) => (
              <Chip key={s.sectionid} value={s.starttime} disabled={!s.available}>
                {s.starttime}–{s.endtime}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {save.isError ? <Alert color="red">{save.error.message}</Alert> : null}
      <Button
        disabled={!section}
        loading={save.isPending}
        onClick={() => section && save.mutate(section)}
      >
        確認改期
      </Button>
    </Stack>
  );
}
