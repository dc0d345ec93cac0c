import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FRIENDLY_LINKS, SITE_NAME } from '@portal/shared';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { infoLinks } from './nav-items';
import classes from './layout.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  const o = useMessageOptions();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <Stack gap="xs">
            <Title order={2} className={classes.footerTitle}>
              {m.footer_friendly_links({}, o)}
            </Title>
            <ul className={classes.linkList} aria-label={m.footer_friendly_links({}, o)}>
              {FRIENDLY_LINKS.map((link) => (
                <li key={link.url}>
                  <Anchor
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.footerLink}
                  >
                    {o.locale === 'en' ? link.english : link.title}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Stack>
          <Stack gap="xs">
            <Title order={2} className={classes.footerTitle}>
              {m.footer_about_site({ siteName: SITE_NAME }, o)}
            </Title>
            <ul className={classes.linkList} aria-label={m.footer_site_info({}, o)}>
              {infoLinks(o).map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} className={classes.footerLink}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Stack>
        </div>
        <Group justify="space-between" className={classes.footerBottom} gap="xs">
          <Text className={classes.smallPrint}>
            {m.footer_copyright({ year, siteName: SITE_NAME }, o)}
          </Text>
          <Text className={classes.smallPrint}>{m.footer_emergency({}, o)}</Text>
        </Group>
      </Container>
    </footer>
  );
}
