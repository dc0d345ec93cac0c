/**
 * Navigation from outside React (the HTTP client's 401/211 listeners, the query cache). The app
 * registers the router's `navigate` at startup; until then (and in unit tests) it falls back to a
 * full page load.
 */
import { href } from '@portal/shared';
import { loginPath } from '../config/paths';
import { BASENAME, appPath } from './script';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(`${BASENAME ?? ''}${to}`);
}

/** The current in-app location (path + search), used as the post-login target. */
export function currentLocation(): string {
  return `${appPath(window.location.pathname)}${window.location.search}`;
}

const ACCOUNT_PAGES = [href('login'), href('register'), href('forgetPassword')];

/**
 * Sends the user to /login with `redirect` set to where they are (or `from`), so they come back
 * after logging in. Does nothing when already on an account page.
 */
export function goToLogin(from: string = currentLocation()): void {
  if (ACCOUNT_PAGES.includes(appPath(window.location.pathname))) return;
  navigateTo(loginPath(from), { replace: true });
}
