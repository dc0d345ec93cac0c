import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallQuery, UserInfo, UserInfoUpdate } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { uploadedUrl } from '../../../lib/answers';
import { getSession, updateUserInfo } from '../../../lib/session-store';
import { userCentreKeys } from './queries';
import { forgetDeviceReminders } from '../../../lib/push-reminders';

/** Uploads an avatar image; resolves with its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await callApi('uploadImage', { query: { imgCategory: 'avatar' }, body: form });
  return uploadedUrl(result);
}

/** Saves profile changes and merges them into the session's user info (the header shows them). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserInfoUpdate) => callApi('updateClientInfo', { body: update }),
    onSuccess: (saved, sent) => {
      // Some upstreams answer with the whole record, some with nothing: the sent fields always count.
      const merged: Partial<UserInfo> = { ...sent, ...(saved ?? {}) };
      queryClient.setQueryData(userCentreKeys.profile(), (old: UserInfo | undefined) =>
        old ? { ...old, ...merged } : old,
      );
      void queryClient.invalidateQueries({ queryKey: userCentreKeys.profile() });
      updateUserInfo(merged);
    },
    meta: { notifyError: false },
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { clientId: string; oldPwd: string; newPwd: string }) =>
      callApi('updatePwd', { query: input }),
    meta: { notifyError: false },
  });
}

/**
 * Signs out from the personal centre: the BFF fills the ids from its cookie and clears it whatever
 * the upstream says. The caller leaves the private page first and then calls `clearLogin()`, so the
 * page's queries are not refetched without a session on the way out (which would send the user to
 * the login page instead of home).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      // While the session lasts: this device gets no more reminders for the account.
      await forgetDeviceReminders();
      return callApi('signOut', {
        query: { clientId: getSession().clientId } as CallQuery<'signOut'>,
      });
    },
    meta: { notifyError: false },
  });
}
