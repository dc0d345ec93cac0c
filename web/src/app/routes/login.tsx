import { useEffect, useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SITE_NAME } from '@portal/shared';
import { safeRedirect, registerPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { LoginForm } from '../../features/account/components/login-form';
import { notice } from '../../lib/notify/notify';
import type { NavigationState } from '../../lib/page/navigation';
import { getSession } from '../../lib/session/current-session';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const o = useMessageOptions();
  const redirectParam = params.get('redirect');
  const target = safeRedirect(redirectParam);
  const state = location.state as ({ phone?: string } & NavigationState) | null;
  const initialPhone = state?.phone ?? '';
  // Why the user was sent here, said once: read after the first render (the server's render, and
  // so the hydrated one, knows no history state), then dropped from the history entry so that a
  // reload or a visit later does not say it again.
  const [reason, setReason] = useState<NavigationState['loginReason']>();
  const loginReason = state?.loginReason;
  useEffect(() => {
    if (!loginReason) return;
    setReason(loginReason);
    // The router keeps a location's state in the history entry (`usr`); only the reason goes.
    const entry = window.history.state as { usr?: Record<string, unknown> | null } | null;
    if (entry?.usr && 'loginReason' in entry.usr) {
      const { loginReason: _said, ...rest } = entry.usr;
      window.history.replaceState({ ...entry, usr: rest }, '');
    }
  }, [loginReason]);

  // Already logged in (e.g. another tab): go straight where the user was heading.
  useEffect(() => {
    if (getSession().loggedIn && redirectParam) navigate(target, { replace: true });
  }, [navigate, redirectParam, target]);

  return (
    <AccountCard
      title={m.route_login_title({}, o)}
      subtitle={
        redirectParam
          ? m.route_login_subtitle_redirect({}, o)
          : m.route_login_subtitle({ siteName: SITE_NAME }, o)
      }
      footer={
        <Text size="sm">
          {m.route_login_no_account({}, o)}{' '}
          <Anchor component={Link} to={registerPath(redirectParam ?? undefined)}>
            {m.route_login_register({}, o)}
          </Anchor>
        </Text>
      }
    >
      {/* The BFF's 211 (未登錄，請先登錄) told in the words used in Hong Kong: why the reader is here. */}
      {reason === 'notLoggedIn' ? (
        <Alert color="orange" variant="light" role="status" mb="md" data-testid="login-reason">
          {m.route_login_not_logged_in({}, o)}
        </Alert>
      ) : null}
      <LoginForm
        initialPhone={initialPhone}
        onSuccess={() => {
          notice.success(m.route_login_success({}, o));
          navigate(target, { replace: true });
        }}
      />
    </AccountCard>
  );
}
