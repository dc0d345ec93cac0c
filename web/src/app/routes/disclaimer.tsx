import { InfoPage } from '../../components/info-page/info-page';
import { policyUpdated } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function DisclaimerPage() {
  const o = useMessageOptions();
  return (
    <InfoPage title={m.info_disclaimer({}, o)} updated={policyUpdated(o)}>
      <h2>{m.route_disclaimer_info_heading({}, o)}</h2>
      <p>{m.route_disclaimer_info({}, o)}</p>
      <h2>{m.route_disclaimer_doctors_heading({}, o)}</h2>
      <p>{m.route_disclaimer_doctors({}, o)}</p>
      <h2>{m.route_disclaimer_booking_heading({}, o)}</h2>
      <p>{m.route_disclaimer_booking({}, o)}</p>
      <h2>{m.route_disclaimer_content_heading({}, o)}</h2>
      <p>{m.route_disclaimer_content({}, o)}</p>
      <h2>{m.route_disclaimer_links_heading({}, o)}</h2>
      <p>{m.route_disclaimer_links({}, o)}</p>
      <h2>{m.route_disclaimer_liability_heading({}, o)}</h2>
      <p>{m.route_disclaimer_liability({}, o)}</p>
    </InfoPage>
  );
}
