import { useMutation } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, ResetPwdQuery, UserInfo, VCodeQuery } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { setLoggedIn } from '../../../lib/session-store';

/** `POST /api/user/login` through the BFF (which keeps the token in its cookie). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => callApi('login', { body }),
    onSuccess: (user: UserInfo | undefined) => {
      if (user) setLoggedIn(user);
    },
    meta: { notifyError: false },
  });
}

export function useSendVCode() {
  return useMutation({
    mutationFn: (query: VCodeQuery) => callApi('getVCode', { query }),
    meta: { notifyError: false },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => callApi('clientRegister', { body }),
    meta: { notifyError: false },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (query: ResetPwdQuery) => callApi('resetPwd', { query }),
    meta: { notifyError: false },
  });
}
