import { InfoPage } from '../../components/info-page/info-page';
import { PrivacyPolicyText } from '../../components/info-page/privacy-policy';
import { policyUpdated } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function UserPrivacyPage() {
  const o = useMessageOptions();
  return (
    <InfoPage
      title={m.route_user_privacy_title({}, o)}
      lead={m.route_user_privacy_lead({}, o)}
      updated={policyUpdated(o)}
    >
      <PrivacyPolicyText />
    </InfoPage>
  );
}
