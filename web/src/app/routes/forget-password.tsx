import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { loginPath } from '../../config/paths';
import { AccountCard } from '../../features/account/components/account-card';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { notice } from '../../lib/notify/notify';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  return (
    <AccountCard
      title="忘記密碼"
      subtitle="我們會把驗證碼以短訊發送到你註冊時使用的手機號碼。"
      footer={
        <Text size="sm">
          記起密碼？{' '}
          <Anchor component={Link} to={loginPath()}>
            返回登入
          </Anchor>
        </Text>
      }
    >
      <ResetPasswordForm
        onSuccess={(phone) => {
          notice.success('密碼已重設，請以新密碼登入。');
          navigate(loginPath(), { replace: true, state: { phone } });
        }}
      />
    </AccountCard>
  );
}
