import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MAX, PASSWORD_MIN, isValidPassword } from '@portal/shared';
import { useRecheck } from '../../../lib/forms/use-recheck';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';

export interface PasswordValues {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

const passwordValidators = {
  oldPwd: (v: string) => (!v ? '請輸入現有密碼' : null),
  newPwd: (v: string, values: PasswordValues) =>
    !v
      ? '請輸入新密碼'
      : !isValidPassword(v)
        ? `新密碼須為 ${PASSWORD_MIN} 至 ${PASSWORD_MAX} 個字元，並包含英文字母和數字`
        : v === values.oldPwd
          ? '新密碼不可與現有密碼相同'
          : null,
  confirm: (v: string, values: PasswordValues) =>
    !v ? '請再次輸入新密碼' : v !== values.newPwd ? '兩次輸入的新密碼不一致' : null,
};

interface PasswordFormProps {
  saving: boolean;
  onSubmit: (values: { oldPwd: string; newPwd: string }) => Promise<unknown> | void;
  /** Called on every edit (the page drops a failed save's message: it was about the old values). */
  onEdit?: () => void;
}

export function PasswordForm({ saving, onSubmit, onEdit }: PasswordFormProps) {
  const form = useClearingForm<PasswordValues>(
    { initialValues: { oldPwd: '', newPwd: '', confirm: '' }, validate: passwordValidators },
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
          label="現有密碼"
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPwd')}
        />
        <PasswordInput
          label="新密碼"
          autoComplete="new-password"
          required
          description={`${PASSWORD_MIN} 至 ${PASSWORD_MAX} 個字元，包含英文字母和數字`}
          {...form.getInputProps('newPwd')}
        />
        <PasswordInput
          label="確認新密碼"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={saving} w="fit-content">
          更新密碼
        </Button>
      </Stack>
    </form>
  );
}
