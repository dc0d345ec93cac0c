import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo, UserInfoUpdate } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { userCentreKeys } from './queries';

/** Uploads an avatar image; resolves with its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await callApi('uploadImage', { query: { imgCategory: 'avatar' }, body: form });
  return result.url;
}

export function useUpdateProfile(onSaved?: (info: Partial<UserInfo>) => void) {
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
      onSaved?.(merged);
    },
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { clientId: string; oldPwd: string; newPwd: string }) =>
      callApi('updatePwd', { query: input }),
  });
}
