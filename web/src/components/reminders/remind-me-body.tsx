import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconMail } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/http/http';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { pushDevicesQuery, reminderEmailQuery } from '../../lib/reminders/reminder-email';
import {
  reminderState,
  turnOffReminders,
  turnOnReminders,
  type ReminderState,
} from '../../lib/reminders/push-reminders';

/** For sign-out (lib/session/sign-out.ts), which loads the push code through this chunk. */
export { forgetDeviceReminders } from '../../lib/reminders/push-reminders';

/** The profile page, where the reminder address is given (href('userInfo'), written out). */
const PROFILE_PATH = '/user/userInfo';

/**
 * 提醒我: booking reminders on this device (a notification before each upcoming booking, at the
 * times the portal is set to remind). It shows whether they are on, turns them on (the browser asks for
 * permission only on this click) and off; and whether reminders can come by e-mail (a verified
 * address, given on the profile page), each booking then choosing its way (提醒方式). Where
 * neither can reach the client (no push here, no verified address) it says so and points to
 * 加入日曆.
 */
export default function RemindMeBody() {
  const [state, setState] = useState<ReminderState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const o = useMessageOptions();

  useEffect(() => {
    let live = true;
    void reminderState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const email = useQuery(reminderEmailQuery());
  const queryClient = useQueryClient();
  if (state === 'checking' || email.isPending) return null;
  const mail = email.data;
  const emailReady = Boolean(mail?.available && mail.verified);
  const emailLine = emailReady ? (
    <Text size="sm" data-testid="remind-by-email">
      <IconMail size={16} aria-hidden /> {m.ui_reminders_email_to({ email: mail?.email ?? '' }, o)}
    </Text>
  ) : mail?.available ? (
    <Text size="sm" c="gray.7">
      <IconMail size={16} aria-hidden /> {m.ui_reminders_email_setup({}, o)}
      <Anchor component={Link} to={PROFILE_PATH} size="sm">
        {m.ui_reminders_profile_link({}, o)}
      </Anchor>
      {m.ui_reminders_email_setup_end({}, o)}
    </Text>
  ) : null;

  // Neither way can reach the client: said plainly, with what still works.
  if ((state === 'unsupported' || state === 'blocked') && !emailReady) {
    return (
      <div role="group" aria-label={m.ui_reminders_group_label({}, o)} data-testid="remind-me">
        <Alert color="orange" data-testid="no-reminders">
          {m.ui_reminders_none({ why: state, email: mail?.available ? 'yes' : 'no' }, o)}
          {mail?.available ? (
            <>
              {m.ui_reminders_none_or({}, o)}
              <Anchor component={Link} to={PROFILE_PATH} size="sm">
                {m.ui_reminders_profile_link({}, o)}
              </Anchor>
              {m.ui_reminders_none_or_end({}, o)}
            </>
          ) : null}
          {m.ui_reminders_full_stop({}, o)}
        </Alert>
      </div>
    );
  }
  if (state === 'unsupported') return <div data-testid="remind-me">{emailLine}</div>;

  const change = async (to: () => Promise<ReminderState>) => {
    setBusy(true);
    setError('');
    try {
      setState(await to());
    } catch (e) {
      // The portal's refusals are written for the reader; the browser's own (a push service
      // missing or refusing: private windows, some browsers) are not, and never reach the page.
      setError(e instanceof ApiError && e.message ? e.message : m.ui_reminders_push_failed({}, o));
    } finally {
      setBusy(false);
      // Each booking's 提醒方式 says whether any browser receives push reminders.
      void queryClient.invalidateQueries({ queryKey: pushDevicesQuery().queryKey });
    }
  };

  return (
    <div role="group" aria-label={m.ui_reminders_group_label({}, o)} data-testid="remind-me">
      {state === 'on' ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm">
            <IconBell size={16} aria-hidden /> {m.ui_reminders_on({}, o)}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBellOff size={16} />}
            loading={busy}
            onClick={() => void change(turnOffReminders)}
          >
            {m.ui_reminders_turn_off({}, o)}
          </Button>
        </Group>
      ) : state === 'blocked' ? (
        <Text size="sm" c="gray.7">
          <IconBellOff size={16} aria-hidden /> {m.ui_reminders_blocked({}, o)}
        </Text>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm">{m.ui_reminders_ask({}, o)}</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBell size={16} />}
            loading={busy}
            onClick={() => void change(turnOnReminders)}
          >
            {m.ui_reminders_remind_me({}, o)}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
      {emailLine}
    </div>
  );
}
