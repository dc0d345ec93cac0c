/**
 * Navigation from outside React (the HTTP client's 401/211 listeners, the query cache). The app
 * registers the router's `navigate` at startup; until then (and in unit tests) it falls back to a
 * full page load.
 */
import { href } from '@portal/shared';
import { loginPath } from '../../config/paths';
import { BASENAME, appPath } from '../i18n/script';

/** What a page is told when it is navigated to (react-router's location state). */
export interface NavigationState {
  /** Why the user was sent to /login: `notLoggedIn` after a 211 answer. */
  loginReason?: 'notLoggedIn';
}

type Navigate = (to: string, options?: { replace?: boolean; state?: NavigationState }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
}

function navigateTo(
  to: string,
  options: { replace?: boolean; state?: NavigationState } = {},
): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(`${BASENAME ?? ''}${to}`);
}

/** The current in-app location (path + search), used as the post-login target. */
function currentLocation(): string {
  return `${appPath(window.location.pathname)}${window.location.search}`;
}

const ACCOUNT_PAGES = [href('login'), href('register'), href('forgetPassword')];

/**
 * Sends the user to /login with `redirect` set to where they are (or `from`), so they come back
 * after logging in; `reason` lets the login page say why. Does nothing when already on an account
 * page.
 */
export function goToLogin(
  from: string = currentLocation(),
  reason?: NavigationState['loginReason'],
): void {
  if (ACCOUNT_PAGES.includes(appPath(window.location.pathname))) return;
  navigateTo(loginPath(from), { replace: true, ...(reason && { state: { loginReason: reason } }) });
}
