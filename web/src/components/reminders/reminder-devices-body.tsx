import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { PushDevice, PushDeviceList } from '@portal/shared';
import { request } from '../../lib/http/http';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { PUSH_DEVICES_PATH as DEVICES_PATH } from '../../lib/reminders/reminder-email';

/**
 * The browsers that receive this client's booking reminders (from any session of the account),
 * each with its browser family and when it was added, and a way to remove one or all: a device
 * the client does not recognise stops getting reminders at once. Nothing shows without any.
 */
export default function ReminderDevicesBody() {
  const [devices, setDevices] = useState<PushDevice[] | null>(null);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const o = useMessageOptions();

  useEffect(() => {
    let live = true;
    request<PushDeviceList>(DEVICES_PATH).then(
      (list) => live && setDevices(list?.items ?? []),
      () => live && setDevices([]),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!devices || devices.length === 0) return null;

  const remove = async (key: string, body: { id: string } | { all: true }) => {
    setBusy(key);
    setError('');
    try {
      const list = await request<PushDeviceList>(DEVICES_PATH, { method: 'DELETE', body });
      setDevices(list?.items ?? []);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : m.ui_reminders_remove_failed({}, o));
    } finally {
      setBusy('');
    }
  };

  return (
    <Stack gap="xs" mb="md" data-testid="reminder-devices">
      <Title order={2} size="h5">
        {m.ui_reminders_devices_title({}, o)}
      </Title>
      <Text size="sm" c="gray.7">
        {m.ui_reminders_devices_hint({}, o)}
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {devices.map((d) => {
          const browser = d.browser || m.ui_reminders_other_browser({}, o);
          const time = dayjs(d.addedAt).format('YYYY-MM-DD HH:mm');
          return (
            <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconDeviceMobile size={16} aria-hidden />
                <Text size="sm">{m.ui_reminders_device_added({ browser, time }, o)}</Text>
                {d.current ? (
                  <Badge size="sm" variant="light">
                    {m.ui_reminders_this_device({}, o)}
                  </Badge>
                ) : null}
              </Group>
              <Button
                size="xs"
                variant="default"
                loading={busy === d.id}
                disabled={busy !== '' && busy !== d.id}
                onClick={() => void remove(d.id, { id: d.id })}
                aria-label={m.ui_reminders_remove_device({ browser, time }, o)}
              >
                {m.ui_reminders_remove({}, o)}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {devices.length > 1 ? (
        <Group>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={busy === 'all'}
            disabled={busy !== '' && busy !== 'all'}
            onClick={() => void remove('all', { all: true })}
          >
            {m.ui_reminders_remove_all({}, o)}
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
