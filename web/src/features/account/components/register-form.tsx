import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { resetFailed, useClearingForm } from '../../../lib/forms/use-clearing-form';
import { USERNAME_MAX, normalizeHkPhone, href } from '@portal/shared';
import { Link, useSearchParams } from 'react-router';
import { loginPath } from '../../../config/paths';
import { ApiError } from '../../../lib/http/api-client';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
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
import { useRecheck } from '../../../lib/forms/use-recheck';

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

/** The API's refusal of a phone number that already has an account (code 409). */
const isPhoneTaken = (error: unknown) => error instanceof ApiError && error.code === 409;

/**
 * 此手機號碼已註冊: said on the form until the reader closes it (a passing notice would be gone
 * before it was read), with the two ways on: log in, or reset a forgotten password.
 */
function PhoneTaken({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [params] = useSearchParams();
  const o = useMessageOptions();
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={m.account_close({}, o)}
      onClose={onClose}
      data-testid="phone-taken"
    >
      {m.account_phone_taken_before({}, o)}
      <Anchor
        component={Link}
        to={loginPath(params.get('redirect') ?? undefined)}
        state={{ phone }}
        inherit
      >
        {m.account_phone_taken_login({}, o)}
      </Anchor>
      {m.account_phone_taken_middle({}, o)}
      <Anchor component={Link} to={href('forgetPassword')} inherit>
        {m.account_phone_taken_forgot({}, o)}
      </Anchor>
      {m.account_phone_taken_after({}, o)}
    </Alert>
  );
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const o = useMessageOptions();
  const [taken, setTaken] = useState('');
  const register = useRegister();
  const login = useLogin();
  const form = useClearingForm<RegisterValues>(
    {
      initialValues: { phone: '', code: '', username: '', password: '', confirm: '', agree: false },
      validate: {
        phone: (value) => validatePhone(value, o),
        code: (value) => validateCode(value, o),
        username: (value) => validateName(value, o),
        password: (value) => validateNewPassword(value, o),
        confirm: (value, values) => validateConfirm(value, values.password, o),
        agree: (value) => (value ? null : m.account_agree_required({}, o)),
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
        onError: (error) => {
          if (isPhoneTaken(error)) setTaken(phone);
        },
      },
    );
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={m.account_register_form({}, o)}>
      <Stack gap="md">
        {taken ? <PhoneTaken phone={taken} onClose={() => setTaken('')} /> : null}
        <FormError error={isPhoneTaken(register.error) ? null : (register.error ?? login.error)} />
        <PhoneField inputProps={form.getInputProps('phone')} autoFocus />
        <CodeField
          inputProps={form.getInputProps('code')}
          codeType="register"
          getPhone={sms.getPhone}
          onSent={(key) => {
            setTaken('');
            sms.onSent(key);
          }}
          onRefused={(error) => {
            if (!isPhoneTaken(error)) return false;
            setTaken(normalizeHkPhone(form.values.phone));
            return true;
          }}
        />
        <TextInput
          label={m.account_name_label({}, o)}
          placeholder={m.account_name_placeholder({}, o)}
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
              {m.account_agree_before({}, o)}
              <Anchor component={Link} to={href('userService')} target="_blank" inherit>
                {m.account_agree_terms({}, o)}
              </Anchor>
              {m.account_agree_and({}, o)}
              <Anchor component={Link} to={href('userPrivacy')} target="_blank" inherit>
                {m.account_agree_privacy({}, o)}
              </Anchor>
            </>
          }
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <CollectionStatement purpose={m.account_register_purpose({}, o)} />
        <Button type="submit" size="md" fullWidth loading={register.isPending || login.isPending}>
          {m.account_register({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
