/**
 * Wires the HTTP client's session signals to the app: code 401 (the upstream rejected the session)
 * forgets the login and goes to /login; code 211 (a session call without a session) goes to /login
 * with `redirect` set to the current page; logout drops every cached query so no private data
 * outlives the session.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { loginPath } from '../config/paths';
import { onNotLoggedIn, onUnauthorized } from './http';
import { goToLogin } from './navigation';
import { clearLogin, getSession, onLogout, sessionReady } from './session-store';

export function installSessionGuards(queryClient: QueryClient): () => void {
  const offs = [
    onUnauthorized(() => {
      clearLogin();
      goToLogin();
    }),
    onNotLoggedIn(() => {
      clearLogin();
      // The login page shows the answer's message (未登錄，請先登錄) so the user knows why.
      goToLogin(undefined, 'notLoggedIn');
    }),
    onLogout(() => queryClient.clear()),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * Route guard for `session: true` routes: waits for the startup session check, then lets the
 * route load or redirects to /login?redirect=<the requested path + search>.
 */
export async function requireSession(request: Request): Promise<Response | null> {
  await sessionReady();
  if (getSession().loggedIn) return null;
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}`));
}
