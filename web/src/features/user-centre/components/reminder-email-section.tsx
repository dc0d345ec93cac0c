import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { emailError } from '@portal/shared';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { notice } from '../../../lib/notify/notify';
import { reminderEmailQuery, useSetReminderEmail } from '../../../lib/reminders/reminder-email';

/** What the verification link's redirect tells the reader (`?reminderEmail=`). */
function verifyNoticeOf(
  outcome: string | null,
  o: MessageOptions,
): { color: string; text: string } | undefined {
  if (outcome === 'verified') return { color: 'jade', text: m.user_centre_email_verified({}, o) };
  if (outcome === 'expired') {
    return { color: 'orange', text: m.user_centre_email_link_expired({}, o) };
  }
  if (outcome === 'invalid') {
    return { color: 'orange', text: m.user_centre_email_link_invalid({}, o) };
  }
  return undefined;
}

/**
 * 電郵提醒 on the profile page (個人資料): the address booking reminders are mailed to, kept by
 * the portal (not the account's profile e-mail). Until its link is followed it is unverified and
 * no reminder goes to it; without mail set up on the portal the section says so and offers
 * nothing.
 */
export default function ReminderEmailSection() {
  const o = useMessageOptions();
  const query = useQuery(reminderEmailQuery());
  const change = useSetReminderEmail();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verifyNotice = verifyNoticeOf(params.get('reminderEmail'), o);

  const state = query.data;
  if (!state) return null;

  const send = (email: string) =>
    change.mutate(email, {
      onSuccess: () => {
        setEditing(false);
        notice.success(m.user_centre_email_sent({}, o));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(value, true, o);
    setFieldError(error);
    if (!error) send(value.trim());
  };

  const showForm = state.available && (editing || !state.email);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" data-testid="reminder-email">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <IconMail size={18} aria-hidden /> {m.user_centre_email_reminders({}, o)}
        </Title>
        {verifyNotice ? (
          <Alert color={verifyNotice.color} role="status" data-testid="reminder-email-notice">
            {verifyNotice.text}
          </Alert>
        ) : null}
        {!state.available ? (
          <Text size="sm" c="gray.7">
            {m.user_centre_email_unavailable({}, o)}
          </Text>
        ) : state.email && !editing ? (
          <>
            <Text size="sm" data-testid="reminder-email-address">
              {state.verified
                ? m.user_centre_email_confirmed({ email: state.email }, o)
                : m.user_centre_email_pending({ email: state.email }, o)}
            </Text>
            <Group gap="xs">
              {!state.verified ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={change.isPending}
                  onClick={() => send(state.email)}
                >
                  {m.user_centre_email_resend({}, o)}
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
                {m.user_centre_email_change({}, o)}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(null, {
                    onSuccess: () => notice.success(m.user_centre_email_removed({}, o)),
                  })
                }
              >
                {m.user_centre_email_remove({}, o)}
              </Button>
            </Group>
          </>
        ) : null}
        {showForm ? (
          <form onSubmit={submit} noValidate aria-label={m.user_centre_email_form({}, o)}>
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                {m.user_centre_email_intro({}, o)}
              </Text>
              <TextInput
                label={m.user_centre_email_label({}, o)}
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
                  {m.user_centre_email_send({}, o)}
                </Button>
                {editing ? (
                  <Button size="sm" variant="default" onClick={() => setEditing(false)}>
                    {m.user_centre_cancel({}, o)}
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
