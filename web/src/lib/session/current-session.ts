/**
 * The SPA's session state: non-secret facts about the visitor kept in sessionStorage,
 * restored at startup and reconciled with `GET /bff/session` (session-check.ts) (the BFF's httpOnly cookie is the
 * truth about being logged in; the token itself never reaches the browser). Arrays are replaced,
 * not concatenated, when merging.
 */
import { useSyncExternalStore } from 'react';
import { mergeState, type BffSession, type UserInfo } from '@portal/shared';
import { clearSavedBookings, keepSavedBookingsOnlyFor } from '../offline/offline-bookings';
import { clearSignOutPending } from './sign-out-pending';
import {
  emptySessionState,
  mergeUserInfo,
  parseUserInfo,
  type SessionState,
} from './session-state';

export const SESSION_STORAGE_KEY = 'portal.session';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Called after logout (local or forced by 401) so caches of private data can be dropped. */
const logoutHooks = new Set<() => void>();

function readStorage(): SessionState {
  try {
    const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return emptySessionState;
    const parsed: unknown = JSON.parse(raw);
    return mergeState(emptySessionState, parsed);
  } catch {
    return emptySessionState;
  }
}

function writeStorage(state: SessionState): void {
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or quota: the in-memory state still works for this tab.
  }
}

let state: SessionState = readStorage();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Replaces the whole state (and storage). */
function commit(next: SessionState): void {
  state = next;
  writeStorage(state);
  emit();
}

/** Re-reads sessionStorage (used at startup and by tests). */
export function restoreSession(): SessionState {
  state = readStorage();
  emit();
  return state;
}

export function getSessionState(): SessionState {
  return state;
}

/** Deep-merges a patch into the session state; arrays in the patch replace stored arrays. */
export function setSessionState(patch: Partial<SessionState>): void {
  commit(mergeState(state, patch));
}

/**
 * Drafts of the tab are handed to `clientId` (a visitor's) or dropped (another client's). Loaded
 * when needed: the drafts code is not part of the first view, and a draft is checked against its
 * reader whenever it is read, so nothing depends on this finishing first.
 */
function keepDraftsOnlyFor(clientId: string): void {
  // Caught after the `.then`, so a failed preload of the chunk's files is caught too (see
  // lib/notify/notify.ts).
  void import('../drafts/drafts')
    .then((drafts) => drafts.keepDraftsOnlyFor(clientId))
    .catch(() => undefined);
}

/**
 * How many logins and sign-outs this page has made. The page load's session check keeps the
 * count from when it asked: an answer from before a login (or a sign-out) made meanwhile is about
 * a session that no longer exists here, and is not applied.
 */
let loginChanges = 0;

export function loginChangeCount(): number {
  return loginChanges;
}

/** Records a successful login (the user's record as the BFF returned it). */
export function setLoggedIn(userInfo: UserInfo): void {
  loginChanges += 1;
  // A new login replaces whatever session a pending sign-out was meant to end.
  clearSignOutPending();
  keepSavedBookingsOnlyFor(userInfo.clientid);
  keepDraftsOnlyFor(userInfo.clientid);
  commit({ ...state, userInfo: JSON.stringify(userInfo), clientId: userInfo.clientid });
}

/** Merges changed profile fields into the stored user info. */
export function updateUserInfo(fields: Partial<UserInfo>): void {
  if (!state.clientId) return;
  commit({ ...state, userInfo: mergeUserInfo(state.userInfo, fields) });
}

/** Registers a callback run on every logout. Returns an unsubscribe. */
export function onLogout(hook: () => void): () => void {
  logoutHooks.add(hook);
  return () => logoutHooks.delete(hook);
}

/**
 * Forgets the logged-in user locally: user info, client id, the booking doctor and the bookings
 * kept for offline reading, and (through the logout hooks) every cached answer, so nothing private
 * outlives the session.
 *
 * `atPageLoad` is for the page load's own check finding the stored login gone (ended on another
 * device, or by a password change): the cache then holds only the public answers the server
 * rendered the page with (nothing private is asked for before that check answers), and the page
 * may still be hydrating from them. Dropping them then would make the browser's first render
 * differ from the server's HTML, so the hooks are not run.
 */
export function clearLogin({ atPageLoad = false }: { atPageLoad?: boolean } = {}): void {
  const wasLoggedIn = state.clientId !== '';
  if (!atPageLoad) loginChanges += 1;
  clearSavedBookings();
  commit({ ...state, userInfo: '', clientId: '', bookingDoctor: null, jobJson: '' });
  if (wasLoggedIn && !atPageLoad) for (const hook of logoutHooks) hook();
}

/** Applies what the BFF says about the session cookie, once per page load (session-check.ts). */
export function applyBffSession(session: BffSession | undefined): void {
  keepSavedBookingsOnlyFor(session?.loggedIn ? session.clientId : '');
  if (session?.loggedIn && session.clientId) {
    keepDraftsOnlyFor(session.clientId);
    const current = parseUserInfo(state.userInfo);
    const same = current?.clientid === session.clientId;
    // Keep locally merged fields (e.g. an edited name) for the same user; the cookie's copy of
    // the user info dates from login.
    const merged: UserInfo = same
      ? { ...(session.userInfo ?? current), ...current }
      : (session.userInfo ?? ({ clientid: session.clientId, username: '' } as UserInfo));
    // The role is the BFF's word, never a stored copy's.
    const userInfo: UserInfo = { ...merged, role: session.doctor ? 'doctor' : 'client' };
    commit({ ...state, userInfo: JSON.stringify(userInfo), clientId: session.clientId });
  } else if (state.clientId) {
    clearLogin({ atPageLoad: true });
  }
}

export interface SessionView {
  loggedIn: boolean;
  userInfo: UserInfo | null;
  clientId: string;
  state: SessionState;
}

let cachedView: { source: SessionState; view: SessionView } | null = null;

function view(): SessionView {
  if (cachedView?.source === state) return cachedView.view;
  const userInfo = parseUserInfo(state.userInfo);
  const next: SessionView = {
    loggedIn: state.clientId !== '' && userInfo !== null,
    userInfo,
    clientId: state.clientId,
    state,
  };
  cachedView = { source: state, view: next };
  return next;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells `listener` of every change to the session (stores kept per account follow it). */
export const subscribeSession = subscribe;

/** What the server renders with: nobody is logged in there (its HTML is shared and cached). */
const anonymousView: SessionView = {
  loggedIn: false,
  userInfo: null,
  clientId: '',
  state: emptySessionState,
};

function serverView(): SessionView {
  return anonymousView;
}

/**
 * The session for components: re-renders when it changes. Hydrating a server-rendered page starts
 * from the anonymous view the server used, then React re-renders with the stored session.
 */
export function useSession(): SessionView {
  return useSyncExternalStore(subscribe, view, serverView);
}

/**
 * One value of the session, re-rendering only when that value changes. `select` must return a
 * primitive or a reference kept by the store (e.g. `state.bookingDoctor`), never a new object.
 * Pages write other parts of the session as they load (the home page keeps its news there), and a
 * header that reads only `loggedIn` is then not rendered again for each of those writes; nor, for
 * a visitor who is not logged in, just after hydration.
 */
export function useSessionValue<T>(select: (session: SessionView) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(view()),
    () => select(anonymousView),
  );
}

/** Non-React read of the same view (loaders, event handlers). */
export function getSession(): SessionView {
  return view();
}
