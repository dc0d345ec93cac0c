import { Anchor, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconMessageQuestion,
  IconNews,
  IconStethoscope,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** What the portal offers, in the render's locale. */
const features = (o: MessageOptions) => [
  { icon: IconStethoscope, title: m.nav_doctors({}, o), text: m.route_about_doctors_text({}, o) },
  {
    icon: IconCalendarCheck,
    title: m.route_about_booking({}, o),
    text: m.route_about_booking_text({}, o),
  },
  {
    icon: IconMessageQuestion,
    title: m.route_about_ask({}, o),
    text: m.route_about_ask_text({}, o),
  },
  { icon: IconNews, title: m.nav_news({}, o), text: m.route_about_news_text({}, o) },
];

export default function AboutPage() {
  const o = useMessageOptions();
  return (
    <InfoPage title={m.info_about({}, o)} lead={m.route_about_lead({ siteName: SITE_NAME }, o)}>
      <p>{m.route_about_intro({ siteName: SITE_NAME }, o)}</p>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" my="md">
        {features(o).map(({ icon: Icon, title, text }) => (
          <div key={title}>
            <ThemeIcon variant="light" size="lg" aria-hidden="true">
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={600} mt={6}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <h2>{m.route_about_promise_heading({}, o)}</h2>
      <ul>
        <li>{m.route_about_promise_registered({}, o)}</li>
        <li>{m.route_about_promise_plain({}, o)}</li>
        <li>
          {m.route_about_promise_privacy({}, o)}
          <Anchor component={Link} to={href('privacy')}>
            {m.route_about_privacy_link({}, o)}
          </Anchor>
          {m.route_about_full_stop({}, o)}
        </li>
      </ul>
      <h2>{m.route_about_partner_heading({}, o)}</h2>
      <p>
        {m.route_about_partner_before({}, o)}
        <Anchor component={Link} to={href('osRegister')}>
          {m.route_about_partner_register({}, o)}
        </Anchor>
        {m.route_about_partner_middle({}, o)}
        <Anchor component={Link} to={href('contact')}>
          {m.route_about_partner_contact({}, o)}
        </Anchor>
        {m.route_about_full_stop({}, o)}
      </p>
    </InfoPage>
  );
}
