import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { SITE_CONTACT, policyUpdated } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function AppPrivacyPage() {
  const o = useMessageOptions();
  return (
    <InfoPage
      title={m.route_app_privacy_title({}, o)}
      lead={m.route_app_privacy_lead({ siteName: SITE_NAME }, o)}
      updated={policyUpdated(o)}
    >
      <p>
        {m.route_app_privacy_intro_before({}, o)}
        <Anchor component={Link} to={href('privacy')}>
          {m.route_app_privacy_policy_link({}, o)}
        </Anchor>
        {m.route_app_privacy_intro_after({}, o)}
      </p>
      <h2>{m.route_app_privacy_permissions_heading({}, o)}</h2>
      <ul>
        <li>{m.route_app_privacy_location({}, o)}</li>
        <li>{m.route_app_privacy_camera({}, o)}</li>
        <li>{m.route_app_privacy_notifications({}, o)}</li>
      </ul>
      <p>{m.route_app_privacy_refuse({}, o)}</p>
      <h2>{m.route_app_privacy_device_heading({}, o)}</h2>
      <p>{m.route_app_privacy_device({}, o)}</p>
      <h2>{m.route_app_privacy_third_party_heading({}, o)}</h2>
      <p>{m.route_app_privacy_third_party({}, o)}</p>
      <h2>{m.route_app_privacy_delete_heading({}, o)}</h2>
      <p>{m.route_app_privacy_delete({ email: SITE_CONTACT.privacyEmail }, o)}</p>
    </InfoPage>
  );
}
