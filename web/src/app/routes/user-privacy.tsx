import { InfoPage } from '../../components/info-page/info-page';
import { PrivacyPolicyText } from '../../components/info-page/privacy-policy';
import { POLICY_UPDATED } from '../../config/site';

export default function UserPrivacyPage() {
  return (
    <InfoPage
      title="用戶私隱條款"
      lead="註冊帳戶即表示你已閱讀並明白以下條款。條款適用於網站及流動應用程式的所有登記用戶。"
      updated={POLICY_UPDATED}
    >
      <PrivacyPolicyText />
    </InfoPage>
  );
}
