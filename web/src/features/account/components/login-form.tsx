import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { normalizeHkPhone, href } from '@portal/shared';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { useLogin } from '../api/mutations';
import { validateLoginPassword, validatePhone } from '../validation';
import { FormError, PhoneField } from './account-fields';

export interface LoginFormProps {
  /** Called after a successful login. */
  onSuccess: () => void;
  initialPhone?: string;
}

export function LoginForm({ onSuccess, initialPhone = '' }: LoginFormProps) {
  const o = useMessageOptions();
  const login = useLogin();
  const form = useClearingForm(
    {
      initialValues: { phone: initialPhone, password: '' },
      validate: {
        phone: (value) => validatePhone(value, o),
        password: (value) => validateLoginPassword(value, o),
      },
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
    <form method="post" onSubmit={submit} noValidate aria-label={m.account_login_form({}, o)}>
      <Stack gap="md">
        <FormError error={login.error} />
        <PhoneField inputProps={form.getInputProps('phone')} autoFocus />
        <PasswordInput
          label={m.account_password_label({}, o)}
          placeholder={m.account_password_placeholder({}, o)}
          autoComplete="current-password"
          name="password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={href('forgetPassword')} size="sm">
            {m.account_forgot_password_link({}, o)}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {m.account_login({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
