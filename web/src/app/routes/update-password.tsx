import { Alert, Paper, Stack } from '@mantine/core';
import { useUpdatePassword } from '../../features/user-centre/api/mutations';
import { PasswordForm } from '../../features/user-centre/components/password-form';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useSession } from '../../lib/session/current-session';
import { resetFailed } from '../../lib/forms/use-clearing-form';

export default function UpdatePasswordPage() {
  const { clientId } = useSession();
  const update = useUpdatePassword();
  return (
    <UserCentreLayout title="修改密碼">
      <Stack gap="md">
        {update.isSuccess ? (
          <Alert color="jade" role="status">
            密碼已更新，下次登入請使用新密碼。
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" role="alert" title="未能更新密碼">
            {update.error.message}
          </Alert>
        ) : null}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <PasswordForm
            saving={update.isPending}
            onEdit={resetFailed(update)}
            onSubmit={(v) => update.mutateAsync({ clientId, ...v })}
          />
        </Paper>
      </Stack>
    </UserCentreLayout>
  );
}
