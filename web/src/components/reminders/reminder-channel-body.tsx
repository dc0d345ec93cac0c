import { Group, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReminderChannel } from '@portal/shared';
import {
  reminderChannelsQuery,
  reminderEmailQuery,
  useSetReminderChannel,
} from '../../lib/reminders/reminder-email';

const CHOICES: { value: ReminderChannel; label: string }[] = [
  { value: 'push', label: '推送通知' },
  { value: 'email', label: '電郵' },
  { value: 'both', label: '兩者' },
];

/**
 * 提醒方式 of one upcoming booking: push notifications, e-mail or both. Shown once the client has
 * a verified reminder address (before that push is the only way, and 提醒我 says how to add
 * e-mail), for a booking the portal holds for reminders.
 */
export default function ReminderChannelBody({ scheduleId }: { scheduleId: string }) {
  const email = useQuery(reminderEmailQuery());
  const channels = useQuery(reminderChannelsQuery());
  const choose = useSetReminderChannel();
  const labelId = useId();
  if (!email.data?.available || !email.data.verified || !channels.data) return null;
  const held = channels.data.items.find((c) => c.scheduleId === scheduleId);
  if (!held) return null;
  return (
    <Group gap="xs" mt="xs" data-testid="reminder-channel">
      <Text size="sm" id={labelId}>
        提醒方式
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={held.channel}
        disabled={choose.isPending}
        data={CHOICES}
        onChange={(value) => choose.mutate({ scheduleId, channel: value as ReminderChannel })}
      />
      {choose.isError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {choose.error.message}
        </Text>
      ) : null}
    </Group>
  );
}
