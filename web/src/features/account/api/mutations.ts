import { useMutation } from '@tanstack/react-query';
import type { CallBody, CallQuery, UserInfo } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { setLoggedIn } from '../../../lib/session/current-session';
import { loadSignOutCode } from '../../../lib/session/sign-out-code';

/** `POST /api/user/login` through the BFF (which keeps the token in its cookie). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: CallBody<'login'>) => callApi('login', { body }),
    // The login completes once the sign-out's code is here too: the page it leads to may be one
    // already loaded, which would not bring it (lib/session/sign-out-code.ts).
    onSuccess: (user: UserInfo | undefined) => {
      if (!user) return;
      setLoggedIn(user);
      return loadSignOutCode();
    },
    meta: { notifyError: false },
  });
}

export function useSendVCode() {
  return useMutation({
    mutationFn: (query: CallQuery<'getVCode'>) => callApi('getVCode', { query }),
    meta: { notifyError: false },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: CallBody<'clientRegister'>) => callApi('clientRegister', { body }),
    meta: { notifyError: false },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (query: CallQuery<'resetPwd'>) => callApi('resetPwd', { query }),
    meta: { notifyError: false },
  });
}
