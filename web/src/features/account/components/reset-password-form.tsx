import { Button, Stack, Text } from '@mantine/core';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import { RESET_CODE_SENT_MSG, normalizeHkPhone } from '@portal/shared';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
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
  const reset = useResetPassword();
  const form = useClearingForm<ResetValues>(
    {
      initialValues: { phone: '', code: '', password: '', confirm: '' },
      validate: {
        phone: validatePhone,
        code: validateCode,
        password: validateNewPassword,
        confirm: (value, values) => validateConfirm(value, values.password),
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
    <form method="post" onSubmit={submit} noValidate aria-label="重設密碼表單">
      <Stack gap="md">
        <FormError error={reset.error} />
        <PhoneField inputProps={form.getInputProps('phone')} placeholder="註冊時使用的手機號碼" />
        <CodeField
          inputProps={form.getInputProps('code')}
          codeType="resetPwd"
          getPhone={sms.getPhone}
          onSent={sms.onSent}
          sentMessage={RESET_CODE_SENT_MSG}
        />
        {sms.codeKey ? (
          // The same words whether or not the number has an account: the form never tells.
          <Text size="sm" c="dimmed" role="status" data-testid="reset-code-sent">
            {RESET_CODE_SENT_MSG}
          </Text>
        ) : null}
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
          label="新密碼"
        />
        <CollectionStatement purpose="核實你的身份及重設帳戶密碼" />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          重設密碼
        </Button>
      </Stack>
    </form>
  );
}
