import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { PushDevice, PushDeviceList } from '@portal/shared';
import { request } from '../../lib/http/http';
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
      setError(e instanceof Error && e.message ? e.message : '未能移除裝置，請稍後再試。');
    } finally {
      setBusy('');
    }
  };

  return (
    <Stack gap="xs" mb="md" data-testid="reminder-devices">
      <Title order={2} size="h5">
        接收預約提醒的裝置
      </Title>
      <Text size="sm" c="gray.7">
        如發現不認識的裝置，請把它移除，並修改密碼。
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {devices.map((d) => (
          <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconDeviceMobile size={16} aria-hidden />
              <Text size="sm">
                {d.browser || '其他瀏覽器'}・{dayjs(d.addedAt).format('YYYY-MM-DD HH:mm')} 加入
              </Text>
              {d.current ? (
                <Badge size="sm" variant="light">
                  這部裝置
                </Badge>
              ) : null}
            </Group>
            <Button
              size="xs"
              variant="default"
              loading={busy === d.id}
              disabled={busy !== '' && busy !== d.id}
              onClick={() => void remove(d.id, { id: d.id })}
              aria-label={`移除 ${d.browser || '其他瀏覽器'}（${dayjs(d.addedAt).format('YYYY-MM-DD HH:mm')} 加入）`}
            >
              移除
            </Button>
          </Group>
        ))}
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
            全部移除
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
