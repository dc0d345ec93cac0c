import { Alert, PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
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
  placeholder = '8 位數字香港手機號碼',
  autoFocus = false,
}: {
  inputProps: InputProps;
  placeholder?: string;
  /** The form's first field on a page that is only this form: the cursor starts here. */
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="手機號碼"
      placeholder={placeholder}
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
  return (
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
  label = '密碼',
}: {
  passwordProps: InputProps;
  confirmProps: InputProps;
  /** 密碼 when registering, 新密碼 when resetting. */
  label?: string;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description="8 至 32 個字元，須包含英文字母和數字"
        autoComplete="new-password"
        name="password"
        withAsterisk
        {...passwordProps}
      />
      <PasswordInput
        label={`確認${label}`}
        autoComplete="new-password"
        name="confirm"
        withAsterisk
        {...confirmProps}
      />
    </>
  );
}
