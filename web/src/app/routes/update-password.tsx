import { Alert, Paper, Stack } from '@mantine/core';
import { useUpdatePassword } from '../../features/user-centre/api/mutations';
import { PasswordForm } from '../../features/user-centre/components/password-form';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useSession } from '../../lib/session/current-session';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function UpdatePasswordPage() {
  const { clientId } = useSession();
  const update = useUpdatePassword();
  const o = useMessageOptions();
  return (
    <UserCentreLayout title={m.route_update_password_title({}, o)}>
      <Stack gap="md">
        {update.isSuccess ? (
          <Alert color="jade" role="status">
            {m.route_update_password_done({}, o)}
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" role="alert" title={m.route_update_password_failed({}, o)}>
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
