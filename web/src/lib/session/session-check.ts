/**
 * The page load's one question to the BFF: who is logged in here? A sign-out still pending on
 * this device goes first (sign-out.ts, loaded only then), so this module sits above both the
 * session store and the sign-out, and neither of them imports the other back.
 */
import type { BffSession } from '@portal/shared';
import { requestBff } from '../http/http';
import { applyBffSession, clearLogin, getSessionState, loginChangeCount } from './current-session';
import { loadSignOutCode } from './sign-out-code';
import { signOutPending } from './sign-out-pending';

let ready: Promise<void> | null = null;
let unreachable = false;

/** Whether this page's session check could not reach the BFF (offline, or no answer). */
export function sessionUnchecked(): boolean {
  return unreachable;
}

/**
 * Asks the BFF once per page load who is logged in and reconciles the stored state with it. A
 * sign-out still pending on this device is tried first: until the BFF has confirmed it, nobody's
 * session is taken up here (the device stays signed out, and the app keeps offering the retry).
 * The returned promise never rejects: when the BFF cannot be reached the stored state stands.
 */
export function sessionReady(): Promise<void> {
  ready ??= (async () => {
    if (signOutPending()) {
      // Loaded only then: the sign-out call stays out of the first load.
      const { retryPendingSignOut } = await import('./sign-out');
      if (!(await retryPendingSignOut())) {
        unreachable = true;
        if (getSessionState().clientId) clearLogin({ atPageLoad: true });
        return;
      }
    }
    const changesBefore = loginChangeCount();
    try {
      const session = await requestBff<BffSession>('/bff/session');
      unreachable = false;
      // A login or sign-out made on this page while the answer was on its way is newer than it.
      if (loginChangeCount() === changesBefore) applyBffSession(session);
      // A login this tab learns of only now (a new tab): its sign-out's code, as pages load it.
      void loadSignOutCode();
    } catch {
      unreachable = true;
    }
  })();
  return ready;
}

/** Forces the next `sessionReady()` to ask the BFF again (tests, after login elsewhere). */
export function resetSessionReady(): void {
  ready = null;
}
