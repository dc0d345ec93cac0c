import { href } from '@portal/shared';
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Divider,
  Group,
  NavLink,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { useSavedItems } from '../../../lib/saved/saved-list';
import { useSession } from '../../../lib/session/current-session';
import { signOut } from '../../../lib/session/sign-out';
import { activeNavItem, navItemsFor, type UserCentreNavItem } from './user-centre-nav';
import classes from './user-centre-layout.module.css';

interface UserCentreLayoutProps {
  title: string;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The personal-centre frame: side navigation on wide screens, a compact menu on phones. */
export function UserCentreLayout({ title, actions, children }: UserCentreLayoutProps) {
  const o = useMessageOptions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const active = activeNavItem(pathname, o);
  const items = navItemsFor(userInfo?.role === 'doctor', o);
  const savedCount = useSavedItems().length;
  const countOf = (item: UserCentreNavItem) => (item.savedCount ? savedCount : 0);

  const onLogout = async () => {
    // Leave the private page first, then forget locally (which also drops every cached query
    // through the session guard's logout hook); the user hears whether the BFF confirmed.
    setSigningOut(true);
    try {
      await signOut(() => navigate(href('home'), { replace: true }));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className={classes.frame}>
      <aside className={classes.side} aria-label={m.user_centre_menu({}, o)}>
        <Paper withBorder p="sm" className={classes.sidePaper}>
          {userInfo?.username ? (
            <Text fw={600} px="sm" pb="xs" className={classes.greeting}>
              {m.user_centre_greeting({ name: userInfo.username }, o)}
            </Text>
          ) : null}
          <nav>
            {items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.6} />}
                rightSection={
                  countOf(item) > 0 ? (
                    <Badge size="sm" variant="light">
                      {countOf(item)}
                    </Badge>
                  ) : undefined
                }
                active={item.path === active?.path}
                aria-current={item.path === active?.path ? 'page' : undefined}
              />
            ))}
            <NavLink
              component="button"
              type="button"
              label={m.user_centre_logout({}, o)}
              disabled={signingOut}
              leftSection={<IconLogout size={18} stroke={1.6} />}
              onClick={() => void onLogout()}
              className={classes.logout}
            />
          </nav>
        </Paper>
      </aside>

      <div className={classes.compact}>
        <Select
          aria-label={m.user_centre_menu({}, o)}
          data={items.map((item) => ({
            value: item.path,
            label:
              countOf(item) > 0
                ? m.user_centre_nav_count({ label: item.label, count: countOf(item) }, o)
                : item.label,
          }))}
          value={active?.path ?? null}
          onChange={(value) => value && void navigate(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          className={classes.compactSelect}
        />
      </div>

      <section className={classes.content}>
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {actions ? <Group gap="xs">{actions}</Group> : null}
          </Group>
          {children}
        </Stack>
      </section>

      {/* On a phone, 登出 waits at the end of the page, apart from the menu used every day. */}
      <div className={classes.compactLogout}>
        <Divider mb="sm" />
        <Button
          variant="subtle"
          color="gray"
          loading={signingOut}
          leftSection={<IconLogout size={16} />}
          onClick={() => void onLogout()}
        >
          {m.user_centre_logout({}, o)}
        </Button>
      </div>
    </div>
  );
}
