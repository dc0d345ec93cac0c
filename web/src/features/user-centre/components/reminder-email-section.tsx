import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { emailError } from '@portal/shared';
import { notice } from '../../../lib/notify/notify';
import { reminderEmailQuery, useSetReminderEmail } from '../../../lib/reminders/reminder-email';

/** What the verification link's redirect tells the reader (`?reminderEmail=`). */
const VERIFY_NOTICE: Record<string, { color: string; text: string }> = {
  verified: {
    color: 'jade',
    text: '電郵地址已確認。你可以在「我的預約」為每個預約選擇以電郵接收提醒。',
  },
  expired: {
    color: 'orange',
    text: '確認連結已過期。請再按「寄出確認電郵」，並在 24 小時內按連結確認。',
  },
  invalid: {
    color: 'orange',
    text: '這個確認連結無效或已經用過。如地址仍未確認，請再寄出確認電郵。',
  },
};

/**
 * 電郵提醒 on the profile page (個人資料): the address booking reminders are mailed to, kept by
 * the portal (not the account's profile e-mail). Until its link is followed it is unverified and
 * no reminder goes to it; without mail set up on the portal the section says so and offers
 * nothing.
 */
export default function ReminderEmailSection() {
  const query = useQuery(reminderEmailQuery());
  const change = useSetReminderEmail();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verifyNotice = VERIFY_NOTICE[params.get('reminderEmail') ?? ''];

  const state = query.data;
  if (!state) return null;

  const send = (email: string) =>
    change.mutate(email, {
      onSuccess: () => {
        setEditing(false);
        notice.success('確認電郵已寄出，請按電郵內的連結確認地址。');
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(value, true);
    setFieldError(error);
    if (!error) send(value.trim());
  };

  const showForm = state.available && (editing || !state.email);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" data-testid="reminder-email">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <IconMail size={18} aria-hidden /> 電郵提醒
        </Title>
        {verifyNotice ? (
          <Alert color={verifyNotice.color} role="status" data-testid="reminder-email-notice">
            {verifyNotice.text}
          </Alert>
        ) : null}
        {!state.available ? (
          <Text size="sm" c="gray.7">
            本網站暫未提供電郵提醒。你可以在「我的預約」開啟瀏覽器通知，或把預約加入日曆。
          </Text>
        ) : state.email && !editing ? (
          <>
            <Text size="sm" data-testid="reminder-email-address">
              {state.verified
                ? `應診提醒可寄到 ${state.email}（已確認）。`
                : `確認電郵已寄到 ${state.email}。請按電郵內的連結確認地址；確認前不會寄出提醒。`}
            </Text>
            <Group gap="xs">
              {!state.verified ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={change.isPending}
                  onClick={() => send(state.email)}
                >
                  再寄一次確認電郵
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  change.reset();
                  setValue(state.email);
                  setEditing(true);
                }}
              >
                更改地址
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(null, { onSuccess: () => notice.success('已移除提醒電郵地址。') })
                }
              >
                移除
              </Button>
            </Group>
          </>
        ) : null}
        {showForm ? (
          <form onSubmit={submit} noValidate aria-label="提醒電郵地址">
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                輸入電郵地址後，我們會寄出確認連結。確認後，你可以在「我的預約」為每個預約選擇以電郵接收應診提醒。
              </Text>
              <TextInput
                label="接收提醒的電郵地址"
                type="email"
                autoComplete="email"
                value={value}
                error={fieldError}
                onChange={(e) => {
                  setValue(e.currentTarget.value);
                  setFieldError(null);
                }}
                maw={360}
              />
              <Group gap="xs">
                <Button type="submit" size="sm" loading={change.isPending}>
                  寄出確認電郵
                </Button>
                {editing ? (
                  <Button size="sm" variant="default" onClick={() => setEditing(false)}>
                    取消
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </form>
        ) : null}
        {change.isError ? (
          <Alert color="red" role="alert">
            {change.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
