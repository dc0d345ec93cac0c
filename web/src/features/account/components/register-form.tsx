import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { resetFailed, useClearingForm } from '../../../lib/use-clearing-form';
import { USERNAME_MAX, normalizeHkPhone, href } from '@portal/shared';
import { Link } from 'react-router';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { useLogin, useRegister } from '../api/mutations';
import {
  validateCode,
  validateConfirm,
  validateName,
  validateNewPassword,
  validatePhone,
} from '../validation';
import { CodeField, FormError, NewPasswordFields, PhoneField } from './account-fields';
import { useSmsCode } from './use-sms-code';
import { useRecheck } from '../../../lib/use-recheck';

interface RegisterValues {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  agree: boolean;
}

export interface RegisterFormProps {
  /** Called once the new account is registered and logged in. */
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const register = useRegister();
  const login = useLogin();
  const form = useClearingForm<RegisterValues>(
    {
      initialValues: { phone: '', code: '', username: '', password: '', confirm: '', agree: false },
      validate: {
        phone: validatePhone,
        code: validateCode,
        username: validateName,
        password: validateNewPassword,
        confirm: (value, values) => validateConfirm(value, values.password),
        agree: (value) => (value ? null : '請先閱讀並同意用戶服務條款及私隱政策'),
      },
    },
    resetFailed(register, login),
  );

  // The name and password typed so far are checked before the code is sent: a code is not
  // spent on a form the API would refuse.
  const sms = useSmsCode(form, ['username', 'password', 'confirm'] as const);
  useRecheck(form, 'password', 'confirm');

  const submit = form.onSubmit((values) => {
    if (!sms.requireCode()) return;
    const phone = normalizeHkPhone(values.phone);
    register.mutate(
      {
        phone,
        password: values.password,
        username: values.username.trim(),
        codeKey: sms.codeKey,
        numcode: values.code.trim(),
      },
      {
        // Registration does not open a session; log in with the new credentials.
        onSuccess: () => login.mutate({ phone, password: values.password }, { onSuccess }),
      },
    );
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="註冊表單">
      <Stack gap="md">
        <FormError error={register.error ?? login.error} />
        <PhoneField inputProps={form.getInputProps('phone')} autoFocus />
        <CodeField
          inputProps={form.getInputProps('code')}
          codeType="register"
          getPhone={sms.getPhone}
          onSent={sms.onSent}
        />
        <TextInput
          label="姓名"
          placeholder="你希望醫師怎樣稱呼你"
          autoComplete="name"
          maxLength={USERNAME_MAX}
          name="username"
          withAsterisk
          description={<FieldCounter value={form.values.username} max={USERNAME_MAX} />}
          {...form.getInputProps('username')}
        />
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
        />
        <Checkbox
          name="agree"
          label={
            <>
              我已閱讀並同意
              <Anchor component={Link} to={href('userService')} target="_blank" inherit>
                用戶服務條款
              </Anchor>
              及
              <Anchor component={Link} to={href('userPrivacy')} target="_blank" inherit>
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
