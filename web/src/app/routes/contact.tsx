import { href } from '@portal/shared';
import { Anchor, List, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfoPage } from '../../components/info-page/info-page';
import { SITE_CONTACT, siteWords } from '../../config/site';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function ContactPage() {
  const o = useMessageOptions();
  const tel = SITE_CONTACT.phone.replace(/[^\d+]/g, '');
  return (
    <InfoPage title={m.info_contact({}, o)} lead={m.route_contact_lead({}, o)}>
      <List spacing="sm" listStyleType="none" my="md">
        <List.Item icon={<IconPhone size={18} aria-hidden="true" />}>
          {m.route_contact_phone({}, o)}
          <Anchor href={`tel:+${tel.replace(/^\+?/, '')}`}>{SITE_CONTACT.phone}</Anchor>
        </List.Item>
        <List.Item icon={<IconBrandWhatsapp size={18} aria-hidden="true" />}>
          {m.route_contact_whatsapp({ number: SITE_CONTACT.whatsapp }, o)}
        </List.Item>
        <List.Item icon={<IconMail size={18} aria-hidden="true" />}>
          {m.route_contact_email({}, o)}
          <Anchor href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Anchor>
        </List.Item>
        <List.Item icon={<IconMapPin size={18} aria-hidden="true" />}>
          {m.route_contact_address({ address: siteWords(o).address }, o)}
        </List.Item>
        <List.Item icon={<IconClock size={18} aria-hidden="true" />}>
          {m.route_contact_hours({ hours: siteWords(o).hours }, o)}
        </List.Item>
      </List>
      <h2>{m.route_contact_faq_heading({}, o)}</h2>
      <ul>
        <li>{m.route_contact_faq_booking({}, o)}</li>
        <li>
          {m.route_contact_faq_password_before({}, o)}
          <Anchor component={Link} to={href('forgetPassword')}>
            {m.route_contact_faq_password_link({}, o)}
          </Anchor>
          {m.route_contact_faq_password_after({}, o)}
        </li>
        <li>
          {m.route_contact_faq_data_before({}, o)}
          <Anchor component={Link} to={href('privacy')}>
            {m.route_contact_faq_data_link({}, o)}
          </Anchor>
          {m.route_contact_faq_data_after({}, o)}
        </li>
        <li>
          {m.route_contact_faq_feedback_before({}, o)}
          <Anchor component={Link} to={href('feedback')}>
            {m.route_contact_faq_feedback_link({}, o)}
          </Anchor>
          {m.route_contact_faq_feedback_after({}, o)}
        </li>
      </ul>
      <Text size="sm" c="dimmed">
        {m.route_contact_emergency({}, o)}
      </Text>
    </InfoPage>
  );
}
