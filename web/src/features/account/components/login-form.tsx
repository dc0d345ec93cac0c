import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/query-client';
import { useLogin } from '../api/mutations';
import { validateLoginPassword, validatePhone } from '../validation';

export interface LoginFormProps {
  /** Called after a successful login. */
  onSuccess: () => void;
  initialPhone?: string;
}

export function LoginForm({ onSuccess, initialPhone = '' }: LoginFormProps) {
  const login = useLogin();
  const form = useForm({
    initialValues: { phone: initialPhone, password: '' },
    validate: { phone: validatePhone, password: validateLoginPassword },
  });

  const submit = form.onSubmit((values) => {
    login.mutate({ phone: values.phone.trim(), password: values.password }, { onSuccess });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="登入表單">
      <Stack gap="md">
        {login.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {errorMessage(login.error)}
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
        <PasswordInput
          label="密碼"
          placeholder="請輸入密碼"
          autoComplete="current-password"
          name="password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgetPassword()} size="sm">
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
