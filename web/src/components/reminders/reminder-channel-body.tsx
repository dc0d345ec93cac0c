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
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** The ways to choose from (built per render, so each label folds to its text). */
const choices = (o: MessageOptions): { value: ReminderChannel; label: string }[] => [
  { value: 'push', label: m.ui_reminders_channel_push({}, o) },
  { value: 'email', label: m.ui_reminders_channel_email({}, o) },
  { value: 'both', label: m.ui_reminders_channel_both({}, o) },
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
  const o = useMessageOptions();
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
        ? m.ui_reminders_channel_no_push({}, o)
        : m.ui_reminders_channel_email_only({}, o);
  return (
    <Group gap="xs" mt="xs" data-testid="reminder-channel">
      <Text size="sm" id={labelId}>
        {m.ui_reminders_channel_label({}, o)}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={held.channel}
        disabled={choose.isPending}
        data={choices(o)}
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
