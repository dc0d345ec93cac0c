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
import { errorMessage } from '../../../lib/query/query-client';
import { useSubmitFeedback } from '../api/mutations';

const FEEDBACK_MIN = 5;
const RATE_LIMITED_MSG = '你提交得太頻繁了，請稍後再試。';

/** The portal takes feedback only with a way to reach its sender (the API refuses it without). */
export function validateContact(value: string): string | null {
  const v = value.trim();
  if (!v) return '請留下手機號碼或電郵，方便我們回覆你';
  if (textLength(v) > FEEDBACK_CONTACT_MAX) return `聯絡方法不可超過 ${FEEDBACK_CONTACT_MAX} 個字`;
  if (isValidHkPhone(normalizeHkPhone(v)) || isValidEmail(v)) return null;
  return '請輸入 8 位數字手機號碼或有效的電郵地址';
}

export function validateMessage(value: string): string | null {
  const v = value.trim();
  if (!v) return '請輸入你的意見';
  const length = textLength(v);
  if (length < FEEDBACK_MIN) return `請最少輸入 ${FEEDBACK_MIN} 個字`;
  return length <= FEEDBACK_MAX ? null : `意見不可超過 ${FEEDBACK_MAX} 個字`;
}

export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const submit = useSubmitFeedback();
  const form = useClearingForm(
    {
      initialValues: { contact: '', msgTxt: '' },
      validate: { contact: validateContact, msgTxt: validateMessage },
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
    error instanceof ApiError && error.code === 429 ? RATE_LIMITED_MSG : errorMessage(error);

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="意見反饋表單">
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
          label="你的意見"
          placeholder="請告訴我們你遇到的問題或改善建議"
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
          label="聯絡方法"
          placeholder="手機號碼或電郵，方便我們回覆你"
          name="contact"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('contact')}
        />
        <CollectionStatement purpose="處理及回覆你的意見" />
        <Button type="submit" size="md" loading={submit.isPending}>
          提交意見
        </Button>
      </Stack>
    </form>
  );
}
