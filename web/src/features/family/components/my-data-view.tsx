import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_DATA_PATH, hkToday, type MyDataExport, type MyDataRemoved } from '@portal/shared';
import { downloadFile } from '../../../lib/browser/download-file';
import { request } from '../../../lib/http/http';
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
        .then((m) => m.forgetDeviceReminders())
        .catch(() => undefined);
      notice.success('已刪除本網站為你保存的資料。');
    },
  });

  return (
    <>
      <Stack gap="md">
        <Text>本網站為你的帳戶自行保存的資料有以下幾類。</Text>
        {/* List indents its bullets: a bare <ul> with no padding hangs them past the column's
            edge, off the screen on a phone. */}
        <List size="sm" spacing={4}>
          <List.Item>收藏的醫師、診所和健康資訊</List.Item>
          <List.Item>家庭成員（姓名、關係、出生日期、性別和電話）和子女的成長紀錄</List.Item>
          <List.Item>
            接收應診提醒的瀏覽器和電郵地址，以及提醒所需的預約時間、醫師、診所和就診人姓名
          </List.Item>
        </List>
        <Alert color="blue" title="不包括預約系統的資料">
          你的預約、就診記錄、處方和個人資料由預約系統保存，不在這裏下載或刪除。如需查閱或更正，請在「個人資料」、「我的預約」和「就診記錄」查看，或聯絡我們。
        </Alert>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            下載
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            以 JSON 檔案下載上述全部資料。
          </Text>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            下載我的資料
          </Button>
          {download.isError ? (
            <Text c="var(--mantine-color-error)" size="sm" role="alert" mt="xs">
              {download.error.message}
            </Text>
          ) : null}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            刪除
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            刪除上述全部資料：收藏和家庭成員會清空，所有瀏覽器和電郵地址不再收到應診提醒。你的帳戶和預約不受影響。
          </Text>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            刪除我的資料
          </Button>
        </Paper>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="刪除我的資料">
        <Stack gap="md">
          <Text>
            確定要刪除本網站為你保存的收藏、家庭成員和提醒資料嗎？刪除後不能復原。你的預約和帳戶會保留。
          </Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              保留
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              確定刪除
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
