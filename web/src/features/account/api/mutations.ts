import { useMutation } from '@tanstack/react-query';
import type { CallBody, CallQuery, UserInfo } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { setLoggedIn } from '../../../lib/session/current-session';

/** `POST /api/user/login` through the BFF (which keeps the token in its cookie). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: CallBody<'login'>) => callApi('login', { body }),
    onSuccess: (user: UserInfo | undefined) => {
      if (user) setLoggedIn(user);
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
