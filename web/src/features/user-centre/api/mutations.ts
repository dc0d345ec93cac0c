import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo, CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { uploadedUrl } from '../../../lib/http/answers';
import { updateUserInfo } from '../../../lib/session/current-session';
import { userCentreKeys } from './queries';

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
    mutationFn: (update: CallBody<'updateClientInfo'>) =>
      callApi('updateClientInfo', { body: update }),
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
