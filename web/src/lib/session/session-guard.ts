/**
 * Wires the HTTP client's session signals to the app. `request` in http.ts unwraps every answer:
 * for code 401 (the upstream rejected the token) it calls the `onUnauthorized` listeners and
 * resolves empty; for code 211 (the BFF's "not logged in": a session call, or a call from a
 * personal page, without a session) it calls the `onNotLoggedIn` listeners and still rejects with
 * an `ApiError`, so the page stops waiting. A call sent `quiet` (sign-out) skips both.
 * The listeners here forget the login and go to /login through `goToLogin` (navigation.ts): it
 * replaces the current history entry with /login?redirect=<this page>, passes the reason the
 * login page shows (for 211: 未登入或登入已過期), and does nothing on an account page. A 211
 * sends only a page that believed it was signed in there: a visitor never signed in stays where
 * they are, and a 211 during a sign-out the user asked for goes nowhere. Logout drops every cached
 * query so no private data outlives the session.
 */
import type { QueryClient } from '@tanstack/react-query';
import { href } from '@portal/shared';
import { redirect } from 'react-router';
import { loginPath } from '../../config/paths';
import { onNotLoggedIn, onUnauthorized } from '../http/http';
import { goToLogin } from '../page/navigation';
import { readSavedBookings } from '../offline/offline-bookings';
import { appPath } from '../i18n/script';
import { sessionReady, sessionUnchecked } from './session-check';
import { clearLogin, getSession, onLogout } from './current-session';
import { signOutPending } from './sign-out-pending';

export function installSessionGuards(queryClient: QueryClient): () => void {
  const offs = [
    onUnauthorized(() => {
      clearLogin();
      goToLogin();
    }),
    onNotLoggedIn(() => {
      const held = getSession().loggedIn;
      clearLogin();
      // While a sign-out is under way the session is gone because the user asked: the sign-out
      // takes them off a personal page, and there is nothing to explain. Nor is there once it is
      // done: a call sent before it (answered after) says only what the page already knows.
      if (!held || signOutPending()) return;
      // The login page says why (its notice for `notLoggedIn`: 未登入或登入已過期).
      goToLogin(undefined, 'notLoggedIn');
    }),
    onLogout(() => queryClient.clear()),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * Route guard for `session: true` routes: waits for the startup session check, then lets the
 * route load or redirects to /login?redirect=<the requested path + search>. Offline, "my
 * bookings" opens on the bookings kept for offline reading.
 */
export async function requireSession(request: Request): Promise<Response | null> {
  await sessionReady();
  if (getSession().loggedIn) return null;
  const url = new URL(request.url);
  // Without a network nobody can be asked who is logged in, but the bookings this device kept
  // (only ever the last client's, forgotten at sign-out) can still be read.
  if (
    sessionUnchecked() &&
    appPath(url.pathname) === href('bookingOrder') &&
    readSavedBookings() !== null
  ) {
    return null;
  }
  return redirect(loginPath(`${url.pathname}${url.search}`));
}
