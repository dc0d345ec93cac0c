import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconMail } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/http/http';
import { pushDevicesQuery, reminderEmailQuery } from '../../lib/reminders/reminder-email';
import {
  reminderState,
  turnOffReminders,
  turnOnReminders,
  type ReminderState,
} from '../../lib/reminders/push-reminders';

/** For sign-out (lib/session/sign-out.ts), which loads the push code through this chunk. */
export { forgetDeviceReminders } from '../../lib/reminders/push-reminders';

/** A failure of the browser's push service, with what still works. */
const PUSH_FAILED =
  '這個瀏覽器未能開啟通知提醒（例如私人瀏覽模式，或瀏覽器沒有推送服務）。你可以按「加入日曆」，讓日曆在應診前提醒你。';

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
      <IconMail size={16} aria-hidden /> 電郵提醒會寄到 {mail?.email}
      ：在每個預約的「提醒方式」選擇「電郵」或「兩者」。
    </Text>
  ) : mail?.available ? (
    <Text size="sm" c="gray.7">
      <IconMail size={16} aria-hidden /> 想以電郵收到提醒？請先在
      <Anchor component={Link} to={PROFILE_PATH} size="sm">
        「個人資料」
      </Anchor>
      設定並確認電郵地址。
    </Text>
  ) : null;

  // Neither way can reach the client: said plainly, with what still works.
  if ((state === 'unsupported' || state === 'blocked') && !emailReady) {
    return (
      <div role="group" aria-label="預約提醒" data-testid="remind-me">
        <Alert color="orange" data-testid="no-reminders">
          {state === 'blocked' ? '這個瀏覽器已封鎖本網站的通知' : '這個瀏覽器不能接收通知'}，
          {mail?.available ? '你亦未有已確認的提醒電郵地址' : '本網站亦暫未提供電郵提醒'}
          ，所以我們未能在應診前提醒你。請按「加入日曆」，讓日曆提醒你
          {mail?.available ? (
            <>
              ；或到
              <Anchor component={Link} to={PROFILE_PATH} size="sm">
                「個人資料」
              </Anchor>
              設定電郵提醒
            </>
          ) : null}
          。
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
      setError(e instanceof ApiError && e.message ? e.message : PUSH_FAILED);
    } finally {
      setBusy(false);
      // Each booking's 提醒方式 says whether any browser receives push reminders.
      void queryClient.invalidateQueries({ queryKey: pushDevicesQuery().queryKey });
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
      {emailLine}
    </div>
  );
}
