import { Button, Stack, Text } from '@mantine/core';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import { normalizeHkPhone, resetCodeSentMessage } from '@portal/shared';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { useResetPassword } from '../api/mutations';
import { validateCode, validateConfirm, validateNewPassword, validatePhone } from '../validation';
import { CodeField, FormError, NewPasswordFields, PhoneField } from './account-fields';
import { useSmsCode } from './use-sms-code';
import { useRecheck } from '../../../lib/forms/use-recheck';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export interface ResetPasswordFormProps {
  /** Called with the phone number once the password has been reset. */
  onSuccess: (phone: string) => void;
}

export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const o = useMessageOptions();
  const reset = useResetPassword();
  const form = useClearingForm<ResetValues>(
    {
      initialValues: { phone: '', code: '', password: '', confirm: '' },
      validate: {
        phone: (value) => validatePhone(value, o),
        code: (value) => validateCode(value, o),
        password: (value) => validateNewPassword(value, o),
        confirm: (value, values) => validateConfirm(value, values.password, o),
      },
    },
    resetFailed(reset),
  );

  const sms = useSmsCode(form);
  useRecheck(form, 'password', 'confirm');

  const submit = form.onSubmit((values) => {
    if (!sms.requireCode()) return;
    const phone = normalizeHkPhone(values.phone);
    reset.mutate(
      { phone, codeKey: sms.codeKey, numcode: values.code.trim(), newPwd: values.password },
      { onSuccess: () => onSuccess(phone) },
    );
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={m.account_reset_form({}, o)}>
      <Stack gap="md">
        <FormError error={reset.error} />
        <PhoneField
          inputProps={form.getInputProps('phone')}
          placeholder={m.account_reset_phone_placeholder({}, o)}
        />
        <CodeField
          inputProps={form.getInputProps('code')}
          codeType="resetPwd"
          getPhone={sms.getPhone}
          onSent={sms.onSent}
          sentMessage={resetCodeSentMessage(o)}
        />
        {sms.codeKey ? (
          // The same words whether or not the number has an account: the form never tells.
          <Text size="sm" c="dimmed" role="status" data-testid="reset-code-sent">
            {resetCodeSentMessage(o)}
          </Text>
        ) : null}
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
          renew
        />
        <CollectionStatement purpose={m.account_reset_purpose({}, o)} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {m.account_reset({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
