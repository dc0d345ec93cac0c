import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_DATA_PATH, hkToday, type MyDataExport, type MyDataRemoved } from '@portal/shared';
import { downloadFile } from '../../../lib/browser/download-file';
import { request } from '../../../lib/http/http';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { notice } from '../../../lib/notify/notify';
import { writeSavedItems } from '../../../lib/saved/saved-write';

/** Saves `data` as a JSON file on the device. */
function downloadJson(filename: string, data: unknown): void {
  downloadFile(filename, `${JSON.stringify(data, null, 2)}\n`, 'application/json;charset=utf-8');
}

/**
 * 我的資料 (`/user/my-data`, rendered inside the personal centre by the family page's module):
 * what the portal itself keeps for the account, downloaded as JSON or deleted, with plain words
 * on what is not the portal's to delete (the booking system's own records).
 */
export function MyDataView() {
  const o = useMessageOptions();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: () => request<MyDataExport>(MY_DATA_PATH),
    onSuccess: (data) => downloadJson(`my-data-${hkToday()}.json`, data),
  });
  const remove = useMutation({
    mutationFn: () => request<MyDataRemoved>(MY_DATA_PATH, { method: 'DELETE' }),
    onSuccess: () => {
      setConfirming(false);
      writeSavedItems([]);
      void queryClient.invalidateQueries({ queryKey: ['private', 'family'] });
      // This browser's own subscription goes too (the portal no longer holds it).
      // (Through 提醒我's chunk, as sign-out does: the Web Push code stays out of every other.)
      void import('../../../components/reminders/remind-me-body')
        .then((reminders) => reminders.forgetDeviceReminders())
        .catch(() => undefined);
      notice.success(m.family_data_deleted({}, o));
    },
  });

  return (
    <>
      <Stack gap="md">
        <Text>{m.family_data_intro({}, o)}</Text>
        {/* List indents its bullets: a bare <ul> with no padding hangs them past the column's
            edge, off the screen on a phone. */}
        <List size="sm" spacing={4}>
          <List.Item>{m.family_data_saved({}, o)}</List.Item>
          <List.Item>{m.family_data_family({}, o)}</List.Item>
          <List.Item>{m.family_data_reminders({}, o)}</List.Item>
        </List>
        <Alert color="blue" title={m.family_data_booking_title({}, o)}>
          {m.family_data_booking({}, o)}
        </Alert>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {m.family_data_download_title({}, o)}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {m.family_data_download_hint({}, o)}
          </Text>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {m.family_data_download({}, o)}
          </Button>
          {download.isError ? (
            <Text c="var(--mantine-color-error)" size="sm" role="alert" mt="xs">
              {download.error.message}
            </Text>
          ) : null}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {m.family_data_delete_title({}, o)}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {m.family_data_delete_hint({}, o)}
          </Text>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {m.family_data_delete({}, o)}
          </Button>
        </Paper>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.family_data_delete({}, o)}
      >
        <Stack gap="md">
          <Text>{m.family_data_confirm({}, o)}</Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {m.family_data_keep({}, o)}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {m.family_data_confirm_delete({}, o)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
