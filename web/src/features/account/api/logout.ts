import type { CallQuery } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { forgetDeviceReminders } from '../../../lib/push-reminders';
import { clearLogin, getSession } from '../../../lib/session-store';

/**
 * Signs out: the BFF forwards with the session's ids and clears its cookie whatever the upstream
 * says; locally the session state and every cached query are cleared even if the call fails.
 */
export async function logout(): Promise<void> {
  try {
    // While the session lasts: this device gets no more reminders for the account.
    await forgetDeviceReminders();
    // The BFF fills clientId and token from the session cookie; the SPA never has the token.
    await callApi('signOut', {
      query: { clientId: getSession().clientId } as CallQuery<'signOut'>,
    });
  } catch {
    // Signing out locally still happens below.
  } finally {
    clearLogin();
  }
}
