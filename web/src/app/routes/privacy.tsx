import { InfoPage } from '../../components/info-page/info-page';
import { PrivacyPolicyText } from '../../components/info-page/privacy-policy';
import { POLICY_UPDATED } from '../../config/site';

export default function PrivacyPage() {
  return (
    <InfoPage
      title="私隱政策"
      lead="我們如何按《個人資料（私隱）條例》收集、使用和保護你的個人資料。"
      updated={POLICY_UPDATED}
    >
      <PrivacyPolicyText />
    </InfoPage>
  );
}
