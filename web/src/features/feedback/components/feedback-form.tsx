import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MAX,
  isValidEmail,
  isValidHkPhone,
  normalizeHkPhone,
  textLength,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { ApiError } from '../../../lib/http/api-client';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { errorMessage } from '../../../lib/query/query-client';
import { useSubmitFeedback } from '../api/mutations';

const FEEDBACK_MIN = 5;

/**
 * The portal takes feedback only with a way to reach its sender (the API refuses it without).
 * Messages in the render's locale `o` (the source locale without it), as `validateMessage`'s.
 */
export function validateContact(value: string, o?: MessageOptions): string | null {
  const v = value.trim();
  if (!v) return m.feedback_contact_required({}, o);
  if (textLength(v) > FEEDBACK_CONTACT_MAX) {
    return m.feedback_contact_too_long({ max: FEEDBACK_CONTACT_MAX }, o);
  }
  if (isValidHkPhone(normalizeHkPhone(v)) || isValidEmail(v)) return null;
  return m.feedback_contact_invalid({}, o);
}

export function validateMessage(value: string, o?: MessageOptions): string | null {
  const v = value.trim();
  if (!v) return m.feedback_message_required({}, o);
  const length = textLength(v);
  if (length < FEEDBACK_MIN) return m.feedback_message_too_short({ min: FEEDBACK_MIN }, o);
  return length <= FEEDBACK_MAX ? null : m.feedback_message_too_long({ max: FEEDBACK_MAX }, o);
}

export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const o = useMessageOptions();
  const submit = useSubmitFeedback();
  const form = useClearingForm(
    {
      initialValues: { contact: '', msgTxt: '' },
      validate: {
        contact: (v) => validateContact(v, o),
        msgTxt: (v) => validateMessage(v, o),
      },
    },
    resetFailed(submit),
  );

  const onSubmit = form.onSubmit((values) => {
    submit.mutate(
      { contact: values.contact.trim(), msgTxt: values.msgTxt.trim() },
      {
        onSuccess: () => {
          form.reset();
          onSent();
        },
      },
    );
  });

  const error = submit.error;
  const message =
    error instanceof ApiError && error.code === 429
      ? m.feedback_rate_limited({}, o)
      : errorMessage(error);

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={m.feedback_form_label({}, o)}>
      <Stack gap="md">
        {error ? (
          <Alert
            color={error instanceof ApiError && error.code === 429 ? 'orange' : 'red'}
            variant="light"
            role="alert"
            data-testid="form-error"
          >
            {message}
          </Alert>
        ) : null}
        <Textarea
          label={m.feedback_message_label({}, o)}
          placeholder={m.feedback_message_placeholder({}, o)}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={FEEDBACK_MAX}
          name="msgTxt"
          withAsterisk
          description={<FieldCounter value={form.values.msgTxt} max={FEEDBACK_MAX} />}
          {...form.getInputProps('msgTxt')}
        />
        <TextInput
          label={m.feedback_contact_label({}, o)}
          placeholder={m.feedback_contact_placeholder({}, o)}
          name="contact"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('contact')}
        />
        <CollectionStatement purpose={m.feedback_collection_purpose({}, o)} />
        <Button type="submit" size="md" loading={submit.isPending}>
          {m.feedback_submit({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
