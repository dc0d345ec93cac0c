import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { normalizeHkPhone, href } from '@portal/shared';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useLogin } from '../api/mutations';
import { validateLoginPassword, validatePhone } from '../validation';
import { FormError, PhoneField } from './account-fields';

export interface LoginFormProps {
  /** Called after a successful login. */
  onSuccess: () => void;
  initialPhone?: string;
}

export function LoginForm({ onSuccess, initialPhone = '' }: LoginFormProps) {
  const login = useLogin();
  const form = useClearingForm(
    {
      initialValues: { phone: initialPhone, password: '' },
      validate: { phone: validatePhone, password: validateLoginPassword },
    },
    resetFailed(login),
  );

  const submit = form.onSubmit((values) => {
    login.mutate(
      { phone: normalizeHkPhone(values.phone), password: values.password },
      { onSuccess },
    );
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="登入表單">
      <Stack gap="md">
        <FormError error={login.error} />
        <PhoneField inputProps={form.getInputProps('phone')} autoFocus />
        <PasswordInput
          label="密碼"
          placeholder="請輸入密碼"
          autoComplete="current-password"
          name="password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={href('forgetPassword')} size="sm">
            忘記密碼？
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          登入
        </Button>
      </Stack>
    </form>
  );
}
