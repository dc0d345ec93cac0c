/**
 * Signing out, in one place (the header's button, the personal centre's, and the retries all
 * come here; whatever else must end with the session on this device belongs here too).
 *
 * The BFF's answer is the truth: only once it confirms (code 200, or 211 when there was no
 * session left to end) is the user told 你已登出. Otherwise the sign-out stays pending (see
 * sign-out-pending.ts): the app says it did not go through and offers to retry, and it is tried
 * again on reconnecting and, on the next page load, before any stored session is taken up.
 * Either way this device forgets the client at once (their details, cached private data, drafts),
 * since the user asked to leave: a sign-out that did not go through leaves a session only the
 * BFF's cookie still holds, and nothing of what was typed on the device is kept for it. Nothing
 * of that forgetting waits for code still to be fetched (offline it could not be).
 */
import { ResponseCode, type CallQuery } from '@portal/shared';
import { ApiError, callApi } from '../http/api-client';
import { clearAllDrafts } from '../drafts/draft-storage';
import { m } from '../i18n/messages';
import { notice } from '../notify/notify';
import { clearLogin, getSession } from './current-session';
import { clearSignOutPending, markSignOutPending, signOutPending } from './sign-out-pending';

/** Asks the BFF to end the session: true once it has (or there was none). */
async function endSession(): Promise<boolean> {
  try {
    // The BFF fills clientId and token from the session cookie; the SPA never has the token.
    await callApi('signOut', {
      query: { clientId: getSession().clientId } as CallQuery<'signOut'>,
      quiet: true,
    });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.code === ResponseCode.NOT_LOGGED_IN;
  }
}

/**
 * Signs out. `leave` runs once the answer is in and before anything is forgotten locally (a
 * private page is left first, so nothing on it asks for data the session no longer gives).
 * Resolves with whether the BFF confirmed; tells the user either way.
 */
export async function signOut(leave?: () => Promise<void> | void): Promise<boolean> {
  markSignOutPending();
  // While the session lasts, this device stops getting the account's reminders (loaded on the
  // click: the first view never needs push code). Through the reminders control's own chunk: the
  // push code then has one importer and stays in that chunk, not merged into the first load. A
  // chunk that cannot be fetched (offline) is skipped, caught on the import itself: a handler in
  // its `.then` would miss a stylesheet that failed to preload (lib/notify/notify.ts).
  const reminders = await import('../../components/reminders/remind-me-body').catch(() => null);
  await reminders?.forgetDeviceReminders();
  const confirmed = await endSession();
  await leave?.();
  clearLogin();
  clearAllDrafts();
  if (confirmed) {
    clearSignOutPending();
    notice.success(m.sign_out_done());
  } else {
    notice.warning(m.sign_out_unconfirmed());
  }
  return confirmed;
}

let retrying: Promise<boolean> | null = null;

/**
 * Tries a pending sign-out again (on reconnecting, from the banner, at startup); resolves with
 * whether no sign-out is pending any more. Never rejects.
 */
export function retryPendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  retrying ??= endSession()
    .then(async (confirmed) => {
      if (!confirmed) return false;
      clearSignOutPending();
      clearLogin();
      // Again, now that the session has ended: nothing typed on the device outlives the sign-out.
      clearAllDrafts();
      notice.success(m.sign_out_done());
      return true;
    })
    .finally(() => {
      retrying = null;
    });
  return retrying;
}
