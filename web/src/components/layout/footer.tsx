import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FRIENDLY_LINKS, SITE_NAME } from '@portal/shared';
import { INFO_LINKS } from './nav-items';
import classes from './layout.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <Stack gap="xs">
            <Title order={2} className={classes.footerTitle}>
              友情連結
            </Title>
            <ul className={classes.linkList} aria-label="友情連結">
              {FRIENDLY_LINKS.map((link) => (
                <li key={link.url}>
                  <Anchor
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.footerLink}
                  >
                    {link.title}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Stack>
          <Stack gap="xs">
            <Title order={2} className={classes.footerTitle}>
              關於{SITE_NAME}
            </Title>
            <ul className={classes.linkList} aria-label="網站資訊">
              {INFO_LINKS.map((link) => (
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
            © {year} {SITE_NAME}。本網站資料只供參考，不能代替醫生或中醫師的診斷和治療。
          </Text>
          <Text className={classes.smallPrint}>如有緊急情況，請致電 999 或前往急症室。</Text>
        </Group>
      </Container>
    </footer>
  );
}
