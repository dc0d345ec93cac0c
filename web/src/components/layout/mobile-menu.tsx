import { useEffect, useState } from 'react';
import { Anchor, Button, Divider, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { loginPath, registerPath } from '../../config/paths';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { useSession } from '../../lib/session/current-session';
import { isNavActive, navItems } from './nav-items';
import { SavedLink } from './saved-link';
import { ScriptSwitch } from './script-switch';
import classes from './layout.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  /** Where login/register return to. */
  back: string | undefined;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * Moves focus to the page just opened: its heading when it has one (made focusable for this),
 * else the main region, so a screen reader starts reading there and Tab goes on from there.
 */
function focusPage(): void {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * The burger menu's drawer. A separate lazy chunk: the drawer pulls in Mantine's modal, scroll
 * area and floating-ui code, which desktop visitors never need on first load.
 */
export default function MobileMenu({
  opened,
  onClose,
  pathname,
  back,
  onLogout,
  loggingOut,
}: MobileMenuProps) {
  const { loggedIn, userInfo } = useSession();
  const o = useMessageOptions();
  // A link followed from the menu takes the reader to a new page: focus goes there, not back to
  // the menu button (where the drawer returns it when simply closed).
  // (The history entry the link was followed from, until the new one is shown.)
  const { key } = useLocation();
  const [followedFrom, setFollowedFrom] = useState<string | null>(null);
  const follow = () => {
    setFollowedFrom(key);
    onClose();
  };
  useEffect(() => {
    if (followedFrom === null || followedFrom === key) return;
    setFollowedFrom(null);
    focusPage();
  }, [key, followedFrom]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={followedFrom === null}
      position="right"
      size="80%"
      title={SITE_NAME}
      hiddenFrom="md"
      classNames={{ body: classes.drawerBody }}
    >
      <Stack component="nav" gap={0} aria-label={m.header_main_nav({}, o)}>
        {navItems(o).map((item) => (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.drawerLink}
            data-active={isNavActive(item, pathname) || undefined}
            onClick={follow}
          >
            {item.label}
          </UnstyledButton>
        ))}
      </Stack>
      <Divider my="md" />
      <Stack gap="sm" data-testid="drawer-account">
        {loggedIn ? (
          <>
            <Text fw={600}>
              {m.menu_greeting({ name: userInfo?.username || m.header_user_fallback({}, o) }, o)}
            </Text>
            {/* What a patient opens most, one tap from the menu. */}
            <Button component={Link} to={href('bookingOrder')} onClick={follow} size="md">
              {m.menu_bookings({}, o)}
            </Button>
            <Button
              component={Link}
              to={href('userRoot')}
              onClick={follow}
              size="md"
              variant="light"
            >
              {m.header_user_centre({}, o)}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={loginPath(back)} onClick={follow} size="md">
              {m.header_login({}, o)}
            </Button>
            <Button
              component={Link}
              to={registerPath(back)}
              onClick={follow}
              variant="default"
              size="md"
            >
              {m.header_register({}, o)}
            </Button>
            <Anchor
              component={Link}
              to={loginPath(href('bookingOrder'))}
              onClick={follow}
              size="sm"
            >
              {m.menu_bookings_after_login({}, o)}
            </Anchor>
          </>
        )}
        <SavedLink onClick={follow} />
        <Anchor component={Link} to={href('appDownload')} onClick={follow} size="sm">
          {m.info_app_download({}, o)}
        </Anchor>
        <ScriptSwitch size="md" />
        {/* Last and apart, so it is not pressed on the way to something everyday. */}
        {loggedIn ? (
          <>
            <Divider />
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                onClose();
                onLogout();
              }}
              loading={loggingOut}
              size="md"
            >
              {m.header_logout({}, o)}
            </Button>
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
