/**
 * TEMPORARY bridge to the shell's session store (`lib/session-store.ts`), which has not landed
 * yet. Replace with the store's `useSession()` / `mergeUserInfo` / logout once it is there.
 */
import { useSyncExternalStore } from 'react';
import { mergeUserInfo, parseUserInfo, type UserInfo } from '@portal/shared';
import { request } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { PRIVATE_QUERY_ROOT } from './api/keys';

const listeners = new Set<() => void>();
function read(): string {
  return sessionStorage.getItem('userInfo') ?? '';
}
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useCurrentUser(): { userInfo: UserInfo | null; clientId: string } {
  const json = useSyncExternalStore(subscribe, read, () => '');
  const userInfo = parseUserInfo(json);
  return { userInfo, clientId: userInfo?.clientid ?? sessionStorage.getItem('clientId') ?? '' };
}

export function mergeStoredUserInfo(fields: Partial<UserInfo>): void {
  sessionStorage.setItem('userInfo', mergeUserInfo(read(), fields));
  for (const l of listeners) l();
}

export async function logout(): Promise<void> {
  try {
    await request('/api/user/signOut', { method: 'POST' });
  } finally {
    sessionStorage.removeItem('userInfo');
    sessionStorage.removeItem('clientId');
    queryClient.removeQueries({ queryKey: PRIVATE_QUERY_ROOT });
    for (const l of listeners) l();
  }
}
