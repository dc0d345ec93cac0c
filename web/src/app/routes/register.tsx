import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, loginPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { RegisterForm } from '../../features/account/components/register-form';
import { notice } from '../../lib/notify/notify';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectParam = params.get('redirect');

  return (
    <AccountCard
      title="註冊帳戶"
      subtitle="以香港手機號碼免費註冊，即可網上預約中醫、查看就診記錄。"
      footer={
        <Text size="sm">
          已有帳戶？{' '}
          <Anchor component={Link} to={loginPath(redirectParam ?? undefined)}>
            登入
          </Anchor>
        </Text>
      }
    >
      <RegisterForm
        onSuccess={() => {
          notice.success('註冊成功，歡迎加入香港中醫網！');
          navigate(safeRedirect(redirectParam), { replace: true });
        }}
      />
    </AccountCard>
  );
}
