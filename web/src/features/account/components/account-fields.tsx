import { Alert, PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { errorMessage } from '../../../lib/query/query-client';
import { VCodeButton, type VCodeButtonProps } from './vcode-button';
import classes from './account.module.css';

/** Props a Mantine form gives one input (`form.getInputProps('phone')`). */
type InputProps = GetInputPropsReturnType;

/** The failed request of an account form, read out when it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {errorMessage(error)}
    </Alert>
  );
}

/** The 8-digit Hong Kong mobile number that identifies an account. */
export function PhoneField({
  inputProps,
  placeholder,
  autoFocus = false,
}: {
  inputProps: InputProps;
  /** Default: 8 位數字香港手機號碼. */
  placeholder?: string;
  /** The form's first field on a page that is only this form: the cursor starts here. */
  autoFocus?: boolean;
}) {
  const o = useMessageOptions();
  return (
    <TextInput
      label={m.account_phone_label({}, o)}
      placeholder={placeholder ?? m.account_phone_placeholder({}, o)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      // Room for "+852 9123 4567" and the like: a shorter limit would cut autofilled or pasted
      // numbers before they are normalised.
      maxLength={24}
      name="phone"
      withAsterisk
      autoFocus={autoFocus}
      {...inputProps}
    />
  );
}

/** The SMS code input beside the button that sends it. */
export function CodeField({
  inputProps,
  ...button
}: { inputProps: InputProps } & VCodeButtonProps) {
  const o = useMessageOptions();
  return (
    <div className={classes.codeRow}>
      <TextInput
        className={classes.codeInput}
        label={m.account_code_label({}, o)}
        placeholder={m.account_code_placeholder({}, o)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        name="code"
        withAsterisk
        {...inputProps}
      />
      <div className={classes.codeButton}>
        <VCodeButton {...button} />
      </div>
    </div>
  );
}

/** A new password with its rule, and the same typed again. */
export function NewPasswordFields({
  passwordProps,
  confirmProps,
  renew = false,
}: {
  passwordProps: InputProps;
  confirmProps: InputProps;
  /** 新密碼 when resetting (true), 密碼 when registering. */
  renew?: boolean;
}) {
  const o = useMessageOptions();
  return (
    <>
      <PasswordInput
        label={renew ? m.account_new_password_label({}, o) : m.account_password_label({}, o)}
        description={m.account_password_hint({}, o)}
        autoComplete="new-password"
        name="password"
        withAsterisk
        {...passwordProps}
      />
      <PasswordInput
        label={
          renew
            ? m.account_confirm_new_password_label({}, o)
            : m.account_confirm_password_label({}, o)
        }
        autoComplete="new-password"
        name="confirm"
        withAsterisk
        {...confirmProps}
      />
    </>
  );
}
