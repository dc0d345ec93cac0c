import { useEffect } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { NOT_LOGGED_IN_MSG } from '@portal/shared';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, registerPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { LoginForm } from '../../features/account/components/login-form';
import { notice } from '../../lib/notify';
import type { NavigationState } from '../../lib/navigation';
import { getSession } from '../../lib/session-store';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const redirectParam = params.get('redirect');
  const target = safeRedirect(redirectParam);
  const state = location.state as ({ phone?: string } & NavigationState) | null;
  const initialPhone = state?.phone ?? '';

  // Already logged in (e.g. another tab): go straight where the user was heading.
  useEffect(() => {
    if (getSession().loggedIn && redirectParam) navigate(target, { replace: true });
  }, [navigate, redirectParam, target]);

  return (
    <AccountCard
      title="登入"
      subtitle={redirectParam ? '請先登入，登入後會帶你返回剛才的頁面。' : '歡迎回來香港中醫網。'}
      footer={
        <Text size="sm">
          還未有帳戶？{' '}
          <Anchor component={Link} to={registerPath(redirectParam ?? undefined)}>
            立即免費註冊
          </Anchor>
        </Text>
      }
    >
      {state?.loginReason === 'notLoggedIn' ? (
        <Alert color="orange" variant="light" role="status" mb="md" data-testid="login-reason">
          {NOT_LOGGED_IN_MSG}
        </Alert>
      ) : null}
      <LoginForm
        initialPhone={initialPhone}
        onSuccess={() => {
          notice.success('登入成功。');
          navigate(target, { replace: true });
        }}
      />
    </AccountCard>
  );
}
