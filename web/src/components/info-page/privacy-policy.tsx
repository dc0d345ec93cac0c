import { href } from '@portal/shared';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_CONTACT, siteWords } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/**
 * The privacy policy text, written to the six Data Protection Principles of the Personal Data
 * (Privacy) Ordinance (Cap. 486). Shared by /home/privacy and /userPrivacy. One message per
 * paragraph or list item (shared/messages/, `ui_privacy_policy_*`).
 */
export function PrivacyPolicyText() {
  const o = useMessageOptions();
  return (
    <>
      <p>{m.ui_privacy_policy_intro({ organisation: siteWords(o).organisation }, o)}</p>

      <h2>{m.ui_privacy_policy_h1({}, o)}</h2>
      <ul>
        <li>{m.ui_privacy_policy_collect_account({}, o)}</li>
        <li>{m.ui_privacy_policy_collect_booking({}, o)}</li>
        <li>{m.ui_privacy_policy_collect_content({}, o)}</li>
        <li>{m.ui_privacy_policy_collect_technical({}, o)}</li>
      </ul>
      <p>{m.ui_privacy_policy_health({}, o)}</p>

      <h2>{m.ui_privacy_policy_h2({}, o)}</h2>
      <ul>
        <li>{m.ui_privacy_policy_purpose_account({}, o)}</li>
        <li>{m.ui_privacy_policy_purpose_booking({}, o)}</li>
        <li>{m.ui_privacy_policy_purpose_records({}, o)}</li>
        <li>{m.ui_privacy_policy_purpose_questions({}, o)}</li>
        <li>{m.ui_privacy_policy_purpose_applications({}, o)}</li>
        <li>{m.ui_privacy_policy_purpose_service({}, o)}</li>
      </ul>

      <h2>{m.ui_privacy_policy_h3({}, o)}</h2>
      <p>{m.ui_privacy_policy_use({}, o)}</p>
      <p>
        {m.ui_privacy_policy_no_sale_start({}, o)}
        <strong>{m.ui_privacy_policy_will_not({}, o)}</strong>
        {m.ui_privacy_policy_no_sale_middle({}, o)}
        <strong>{m.ui_privacy_policy_will_not({}, o)}</strong>
        {m.ui_privacy_policy_no_sale_end({}, o)}
      </p>

      <h2>{m.ui_privacy_policy_h4({}, o)}</h2>
      <p>{m.ui_privacy_policy_retention({}, o)}</p>

      <h2>{m.ui_privacy_policy_h5({}, o)}</h2>
      <p>{m.ui_privacy_policy_security({}, o)}</p>

      <h2>{m.ui_privacy_policy_h6({}, o)}</h2>
      <p>{m.ui_privacy_policy_cookies({}, o)}</p>

      <h2>{m.ui_privacy_policy_h7({}, o)}</h2>
      <p>{m.ui_privacy_policy_access({}, o)}</p>

      <h2>{m.ui_privacy_policy_h8({}, o)}</h2>
      <p>
        {m.ui_privacy_policy_email({}, o)}
        <Anchor href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</Anchor>
        <br />
        {m.ui_privacy_policy_address({ address: siteWords(o).address }, o)}
        <br />
        {m.ui_privacy_policy_other_ways({}, o)}
        <Anchor component={Link} to={href('contact')}>
          {m.ui_privacy_policy_contact_us({}, o)}
        </Anchor>
        {m.ui_privacy_policy_full_stop({}, o)}
      </p>

      <h2>{m.ui_privacy_policy_h9({}, o)}</h2>
      <p>{m.ui_privacy_policy_changes({}, o)}</p>
    </>
  );
}
