import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What every asker should know before posting. */
export function AskNotice() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title="提問前請留意"
      // The light orange title reads at 3.6:1 on its background: the body's dark text instead.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="ask-notice"
    >
      <List size="sm" spacing={4}>
        <List.Item>你的問題會公開顯示，請不要填寫姓名、電話、身份證號碼等個人資料。</List.Item>
        <List.Item>醫師的解答只供參考，並不構成診斷，也不能取代親身求診。</List.Item>
        <List.Item>
          如有胸痛、呼吸困難、大量出血、昏迷等緊急症狀，請立即致電 999 或前往急症室求醫。
        </List.Item>
      </List>
    </Alert>
  );
}
