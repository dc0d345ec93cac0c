import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** What every asker should know before posting. */
export function AskNotice() {
  const o = useMessageOptions();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={m.ask_notice_title({}, o)}
      // The light orange title reads at 3.6:1 on its background: the body's dark text instead.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="ask-notice"
    >
      <List size="sm" spacing={4}>
        <List.Item>{m.ask_notice_public({}, o)}</List.Item>
        <List.Item>{m.ask_notice_reference({}, o)}</List.Item>
        <List.Item>{m.ask_notice_emergency({}, o)}</List.Item>
      </List>
    </Alert>
  );
}
