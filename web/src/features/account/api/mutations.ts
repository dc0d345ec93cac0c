import { useMutation } from '@tanstack/react-query';
import type {
  CallQuery,
  LoginBody,
  RegisterBody,
  ResetPwdQuery,
  UserInfo,
  VCodeQuery,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { clearLogin, getSession, setLoggedIn } from '../../../lib/session-store';

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

/**
 * Signs out: the BFF forwards with the session's ids and clears its cookie whatever the upstream
 * says; locally the session state and all cached queries are cleared even if the call fails.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () =>
      // The BFF fills clientId and token from the session cookie; the SPA never has the token.
      callApi('signOut', {
        query: { clientId: getSession().clientId } as CallQuery<'signOut'>,
      }),
    onSettled: () => clearLogin(),
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
