import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/query-client';
import { useLogin, useRegister } from '../api/mutations';
import {
  validateCode,
  validateConfirm,
  validateName,
  validateNewPassword,
  validatePhone,
} from '../validation';
import { VCodeButton } from './vcode-button';
import classes from './account.module.css';

export interface RegisterFormProps {
  /** Called once the new account is registered and logged in. */
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const register = useRegister();
  const login = useLogin();
  const [codeKey, setCodeKey] = useState('');
  const form = useForm({
    initialValues: { phone: '', code: '', username: '', password: '', confirm: '', agree: false },
    validate: {
      phone: validatePhone,
      code: validateCode,
      username: validateName,
      password: validateNewPassword,
      confirm: (value, values) => validateConfirm(value, values.password),
      agree: (value) => (value ? null : '請先閱讀並同意用戶服務條款及私隱政策'),
    },
  });

  const getPhone = () => (form.validateField('phone').hasError ? null : form.values.phone.trim());

  const submit = form.onSubmit((values) => {
    if (!codeKey) {
      form.setFieldError('code', '請先獲取驗證碼');
      return;
    }
    const phone = values.phone.trim();
    register.mutate(
      {
        phone,
        password: values.password,
        username: values.username.trim(),
        codeKey,
        numcode: values.code.trim(),
      },
      {
        // Registration does not open a session; log in with the new credentials.
        onSuccess: () => login.mutate({ phone, password: values.password }, { onSuccess }),
      },
    );
  });

  const error = register.error ?? login.error;

  return (
    <form onSubmit={submit} noValidate aria-label="註冊表單">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <TextInput
          label="手機號碼"
          placeholder="8 位數字香港手機號碼"
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
            <VCodeButton codeType="register" getPhone={getPhone} onSent={setCodeKey} />
          </div>
        </div>
        <TextInput
          label="姓名"
          placeholder="你希望醫師怎樣稱呼你"
          autoComplete="name"
          maxLength={30}
          name="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="密碼"
          description="8 至 32 個字元，須包含英文字母和數字"
          autoComplete="new-password"
          name="password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="確認密碼"
          autoComplete="new-password"
          name="confirm"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <Checkbox
          name="agree"
          label={
            <>
              我已閱讀並同意
              <Anchor component={Link} to={paths.userService()} target="_blank" inherit>
                用戶服務條款
              </Anchor>
              及
              <Anchor component={Link} to={paths.userPrivacy()} target="_blank" inherit>
                用戶私隱條款
              </Anchor>
            </>
          }
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <CollectionStatement purpose="開設和管理你的帳戶、處理預約及與你聯絡" />
        <Button type="submit" size="md" fullWidth loading={register.isPending || login.isPending}>
          註冊
        </Button>
      </Stack>
    </form>
  );
}
