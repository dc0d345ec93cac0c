import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MAX, PASSWORD_MIN, isValidPassword } from '@portal/shared';
import { useRecheck } from '../../../lib/forms/use-recheck';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface PasswordValues {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

/** The form's rules, their messages in the render's locale. */
const passwordValidators = (o: MessageOptions) => ({
  oldPwd: (v: string) => (!v ? m.user_centre_old_password_required({}, o) : null),
  newPwd: (v: string, values: PasswordValues) =>
    !v
      ? m.user_centre_new_password_required({}, o)
      : !isValidPassword(v)
        ? m.user_centre_new_password_rule({ min: PASSWORD_MIN, max: PASSWORD_MAX }, o)
        : v === values.oldPwd
          ? m.user_centre_new_password_same({}, o)
          : null,
  confirm: (v: string, values: PasswordValues) =>
    !v
      ? m.user_centre_confirm_required({}, o)
      : v !== values.newPwd
        ? m.user_centre_confirm_mismatch({}, o)
        : null,
});

interface PasswordFormProps {
  saving: boolean;
  onSubmit: (values: { oldPwd: string; newPwd: string }) => Promise<unknown> | void;
  /** Called on every edit (the page drops a failed save's message: it was about the old values). */
  onEdit?: () => void;
}

export function PasswordForm({ saving, onSubmit, onEdit }: PasswordFormProps) {
  const o = useMessageOptions();
  const form = useClearingForm<PasswordValues>(
    { initialValues: { oldPwd: '', newPwd: '', confirm: '' }, validate: passwordValidators(o) },
    onEdit,
  );
  useRecheck(form, 'newPwd', 'confirm');
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit(async (v) => {
        try {
          await onSubmit({ oldPwd: v.oldPwd, newPwd: v.newPwd });
          form.reset();
        } catch {
          // The page shows the error; keep what the user typed.
        }
      })}
    >
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={m.user_centre_old_password({}, o)}
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPwd')}
        />
        <PasswordInput
          label={m.user_centre_new_password({}, o)}
          autoComplete="new-password"
          required
          description={m.user_centre_new_password_hint({ min: PASSWORD_MIN, max: PASSWORD_MAX }, o)}
          {...form.getInputProps('newPwd')}
        />
        <PasswordInput
          label={m.user_centre_confirm_new_password({}, o)}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={saving} w="fit-content">
          {m.user_centre_update_password({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
