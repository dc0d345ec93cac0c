import { Group, SegmentedControl, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReminderChannel } from '@portal/shared';
import {
  pushDevicesQuery,
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
  // Asked only where the choice is shown: a verified address to send e-mail to.
  const devices = useQuery({
    ...pushDevicesQuery(),
    enabled: Boolean(email.data?.available && email.data.verified),
  });
  const choose = useSetReminderChannel();
  const labelId = useId();
  if (!email.data?.available || !email.data.verified || !channels.data) return null;
  const held = channels.data.items.find((c) => c.scheduleId === scheduleId);
  if (!held) return null;
  // Push reaches the client only through a browser that has 提醒我 on: without one, say what the
  // choice does (no reminder at all, or e-mail only) rather than let it look like a reminder.
  const noBrowser = devices.data !== undefined && devices.data.items.length === 0;
  const pushWarning =
    !noBrowser || held.channel === 'email'
      ? ''
      : held.channel === 'push'
        ? '未有瀏覽器開啟「提醒我」，所以推送通知不會送到你。你可以在支援通知的瀏覽器按「提醒我」，或改選「電郵」。'
        : '未有瀏覽器開啟「提醒我」，這個預約只會以電郵提醒你。';
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
      {pushWarning ? (
        // In the text's own colour (orange type on white is under 4.5:1), marked by the icon.
        <Text size="sm" data-testid="reminder-channel-no-browser">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />{' '}
          {pushWarning}
        </Text>
      ) : null}
      {choose.isError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {choose.error.message}
        </Text>
      ) : null}
    </Group>
  );
}
