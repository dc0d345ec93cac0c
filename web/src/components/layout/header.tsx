import { Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, IconUserCircle } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { loginPath, registerPath } from '../../config/paths';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { useSessionValue } from '../../lib/session/current-session';
import { isNavActive, navItems } from './nav-items';
import { SavedLink } from './saved-link';
import { ScriptSwitch } from './script-switch';
import classes from './layout.module.css';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export interface HeaderProps {
  /** Logs the user out (the account feature's logout); the header only calls it. */
  onLogout: () => void;
  loggingOut?: boolean;
}

function Logo() {
  const o = useMessageOptions();
  return (
    <Link
      to={href('home')}
      className={classes.logo}
      aria-label={m.header_home_label({ siteName: SITE_NAME }, o)}
    >
      {/* The site icon drawn by the page itself (its 中 is CSS content, not part of the link's
          text): an <img> of an SVG is a document of its own for the browser to load and parse on
          the main thread. */}
      <span className={classes.logoMark} aria-hidden />
      <span className={classes.logoText}>{SITE_NAME}</span>
    </Link>
  );
}

/** Where the login/register links send the user back to after logging in. */
function loginTarget(pathname: string, search: string): string | undefined {
  return [href('login'), href('register'), href('forgetPassword')].includes(pathname)
    ? undefined
    : `${pathname}${search}`;
}

export function Header({ onLogout, loggingOut = false }: HeaderProps) {
  const o = useMessageOptions();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads the first time the menu is wanted (or is about to be).
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname, search } = useLocation();
  const loggedIn = useSessionValue((s) => s.loggedIn);
  const username = useSessionValue((s) => s.userInfo?.username ?? '');

  // Close the drawer whenever the page changes.
  useEffect(() => close(), [pathname, close]);

  const back = loginTarget(pathname, search);

  const account = loggedIn ? (
    <>
      {/* A long name is cut short with an ellipsis (the whole name in its title, and in the text a
          screen reader reads), so it never pushes the account buttons out of the header. */}
      <Text component="span" className={classes.userName} title={username || undefined}>
        <IconUserCircle size={18} aria-hidden="true" />
        <span className={classes.userNameText} data-testid="header-username">
          {username || m.header_user_fallback({}, o)}
        </span>
      </Text>
      <Button component={Link} to={href('userRoot')} variant="light" size="compact-md">
        {m.header_user_centre({}, o)}
      </Button>
      {/* 登出 last and set apart from the everyday controls before it. */}
      <span className={classes.accountRule} aria-hidden="true" data-testid="account-rule" />
      <Button
        variant="subtle"
        color="gray"
        size="compact-md"
        onClick={onLogout}
        loading={loggingOut}
      >
        {m.header_logout({}, o)}
      </Button>
    </>
  ) : (
    <>
      <Button component={Link} to={loginPath(back)} variant="light" size="compact-md">
        {m.header_login({}, o)}
      </Button>
      <Button component={Link} to={registerPath(back)} size="compact-md">
        {m.header_register({}, o)}
      </Button>
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Logo />
        <Group
          component="nav"
          gap={4}
          visibleFrom="md"
          aria-label={m.header_main_nav({}, o)}
          className={classes.nav}
        >
          {navItems(o).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={classes.navLink}
              data-active={isNavActive(item, pathname) || undefined}
              aria-current={isNavActive(item, pathname) ? 'page' : undefined}
            >
              {item.bar}
            </NavLink>
          ))}
        </Group>
        <Group gap="xs" visibleFrom="md" className={classes.account} data-testid="header-account">
          <SavedLink compact />
          <ScriptSwitch />
          {account}
        </Group>
        {/* Mantine's Burger draws its lines with a div inside the button, which HTML forbids. */}
        <UnstyledButton
          onClick={() => {
            setMenuWanted(true);
            toggle();
          }}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          hiddenFrom="md"
          aria-label={opened ? m.header_menu_close({}, o) : m.header_menu_open({}, o)}
          aria-expanded={opened}
          className={classes.burger}
        >
          <IconMenu2 size={24} aria-hidden />
        </UnstyledButton>
      </Container>

      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={close}
            pathname={pathname}
            back={back}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
