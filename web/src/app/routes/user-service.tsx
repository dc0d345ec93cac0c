import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { policyUpdated } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function UserServicePage() {
  const o = useMessageOptions();
  return (
    <InfoPage
      title={m.route_user_service_title({}, o)}
      lead={m.route_user_service_lead({ siteName: SITE_NAME }, o)}
      updated={policyUpdated(o)}
    >
      <h2>{m.route_user_service_accept_heading({}, o)}</h2>
      <p>{m.route_user_service_accept({}, o)}</p>
      <h2>{m.route_user_service_account_heading({}, o)}</h2>
      <ul>
        <li>{m.route_user_service_account_phone({}, o)}</li>
        <li>{m.route_user_service_account_password({}, o)}</li>
        <li>{m.route_user_service_account_close({}, o)}</li>
      </ul>
      <h2>{m.route_user_service_booking_heading({}, o)}</h2>
      <ul>
        <li>{m.route_user_service_booking_on_time({}, o)}</li>
        <li>{m.route_user_service_booking_no_show({}, o)}</li>
        <li>{m.route_user_service_booking_fees({}, o)}</li>
      </ul>
      <h2>{m.route_user_service_content_heading({}, o)}</h2>
      <ul>
        <li>{m.route_user_service_content_forbidden({}, o)}</li>
        <li>{m.route_user_service_content_identity({}, o)}</li>
        <li>{m.route_user_service_content_rights({}, o)}</li>
        <li>{m.route_user_service_content_removal({}, o)}</li>
      </ul>
      <h2>{m.route_user_service_prohibited_heading({}, o)}</h2>
      <p>{m.route_user_service_prohibited({}, o)}</p>
      <h2>{m.route_user_service_changes_heading({}, o)}</h2>
      <p>{m.route_user_service_changes({}, o)}</p>
      <h2>{m.route_user_service_liability_heading({}, o)}</h2>
      <p>
        {m.route_user_service_liability_before({}, o)}
        <Anchor component={Link} to={href('disclaimer')}>
          {m.route_user_service_liability_link({}, o)}
        </Anchor>
        {m.route_user_service_liability_after({}, o)}
      </p>
      <h2>{m.route_user_service_law_heading({}, o)}</h2>
      <p>{m.route_user_service_law({}, o)}</p>
    </InfoPage>
  );
}
