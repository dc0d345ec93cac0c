import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { errorMessage } from '../../../lib/query-client';
import { useResetPassword } from '../api/mutations';
import { validateCode, validateConfirm, validateNewPassword, validatePhone } from '../validation';
import { VCodeButton } from './vcode-button';
import classes from './account.module.css';

export interface ResetPasswordFormProps {
  /** Called with the phone number once the password has been reset. */
  onSuccess: (phone: string) => void;
}

export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [codeKey, setCodeKey] = useState('');
  const form = useForm({
    initialValues: { phone: '', code: '', password: '', confirm: '' },
    validate: {
      phone: validatePhone,
      code: validateCode,
      password: validateNewPassword,
      confirm: (value, values) => validateConfirm(value, values.password),
    },
  });

  const getPhone = () => (form.validateField('phone').hasError ? null : form.values.phone.trim());

  const submit = form.onSubmit((values) => {
    if (!codeKey) {
      form.setFieldError('code', '請先獲取驗證碼');
      return;
    }
    const phone = values.phone.trim();
    reset.mutate(
      { phone, codeKey, numcode: values.code.trim(), newPwd: values.password },
      { onSuccess: () => onSuccess(phone) },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="重設密碼表單">
      <Stack gap="md">
        {reset.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {errorMessage(reset.error)}
          </Alert>
        ) : null}
        <TextInput
          label="手機號碼"
          placeholder="註冊時使用的手機號碼"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={8}
          name="phone"
          withAsterisk
          {...form.getInputProps('phone')}
        />
        <div className={classes.codeRow}>
          <TextInput
            className={classes.codeInput}
            label="短訊驗證碼"
            placeholder="6 位數字"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name="code"
            withAsterisk
            {...form.getInputProps('code')}
          />
          <div className={classes.codeButton}>
            <VCodeButton codeType="resetPwd" getPhone={getPhone} onSent={setCodeKey} />
          </div>
        </div>
        <PasswordInput
          label="新密碼"
          description="8 至 32 個字元，須包含英文字母和數字"
          autoComplete="new-password"
          name="password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="確認新密碼"
          autoComplete="new-password"
          name="confirm"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <CollectionStatement purpose="核實你的身份及重設帳戶密碼" />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          重設密碼
        </Button>
      </Stack>
    </form>
  );
}
