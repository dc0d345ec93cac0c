import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/http/http';
import {
  reminderState,
  turnOffReminders,
  turnOnReminders,
  type ReminderState,
} from '../../lib/push/push-reminders';

/** For sign-out (lib/session/sign-out.ts), which loads the push code through this chunk. */
export { forgetDeviceReminders } from '../../lib/push/push-reminders';

/** A failure of the browser's push service, with what still works. */
const PUSH_FAILED =
  '這個瀏覽器未能開啟通知提醒（例如私人瀏覽模式，或瀏覽器沒有推送服務）。你可以按「加入日曆」，讓日曆在應診前提醒你。';

/**
 * 提醒我: booking reminders on this device (a notification before each upcoming booking, at the
 * times the portal is set to remind). It shows whether they are on, turns them on (the browser asks for
 * permission only on this click) and off. Nothing shows on a browser that cannot receive them.
 */
export default function RemindMeBody() {
  const [state, setState] = useState<ReminderState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

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

  if (state === 'checking' || state === 'unsupported') return null;

  const change = async (to: () => Promise<ReminderState>) => {
    setBusy(true);
    setError('');
    try {
      setState(await to());
    } catch (e) {
      // The portal's refusals are written for the reader; the browser's own (a push service
      // missing or refusing: private windows, some browsers) are not, and never reach the page.
      setError(e instanceof ApiError && e.message ? e.message : PUSH_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-label="預約提醒" data-testid="remind-me">
      {state === 'on' ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm">
            <IconBell size={16} aria-hidden /> 這部裝置已開啟預約提醒：應診前會收到通知。
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBellOff size={16} />}
            loading={busy}
            onClick={() => void change(turnOffReminders)}
          >
            關閉提醒
          </Button>
        </Group>
      ) : state === 'blocked' ? (
        <Text size="sm" c="gray.7">
          <IconBellOff size={16} aria-hidden />{' '}
          這個瀏覽器已封鎖本網站的通知。如要收到預約提醒，請在瀏覽器設定中允許通知。
        </Text>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm">想在應診前收到提醒？</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBell size={16} />}
            loading={busy}
            onClick={() => void change(turnOnReminders)}
          >
            提醒我
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
