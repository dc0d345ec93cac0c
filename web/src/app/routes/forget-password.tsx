import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { loginPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { notice } from '../../lib/notify/notify';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const o = useMessageOptions();
  return (
    <AccountCard
      title={m.route_forget_password_title({}, o)}
      subtitle={m.route_forget_password_subtitle({}, o)}
      footer={
        <Text size="sm">
          {m.route_forget_password_remembered({}, o)}{' '}
          <Anchor component={Link} to={loginPath()}>
            {m.route_forget_password_back({}, o)}
          </Anchor>
        </Text>
      }
    >
      <ResetPasswordForm
        onSuccess={(phone) => {
          notice.success(m.route_forget_password_done({}, o));
          navigate(loginPath(), { replace: true, state: { phone } });
        }}
      />
    </AccountCard>
  );
}
