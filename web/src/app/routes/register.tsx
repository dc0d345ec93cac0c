import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SITE_NAME } from '@portal/shared';
import { safeRedirect, loginPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { RegisterForm } from '../../features/account/components/register-form';
import { notice } from '../../lib/notify/notify';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectParam = params.get('redirect');
  const o = useMessageOptions();

  return (
    <AccountCard
      title={m.route_register_title({}, o)}
      subtitle={m.route_register_subtitle({}, o)}
      footer={
        <Text size="sm">
          {m.route_register_have_account({}, o)}{' '}
          <Anchor component={Link} to={loginPath(redirectParam ?? undefined)}>
            {m.route_register_login({}, o)}
          </Anchor>
        </Text>
      }
    >
      <RegisterForm
        onSuccess={() => {
          notice.success(m.route_register_success({ siteName: SITE_NAME }, o));
          navigate(safeRedirect(redirectParam), { replace: true });
        }}
      />
    </AccountCard>
  );
}
