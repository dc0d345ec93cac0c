import type { UserInfo } from './account';
import type { CallName } from './calls';

/** `GET /bff/session`: whether the browser has a session, and whose. */
export interface BffSession {
  loggedIn: boolean;
  clientId: string;
  userInfo: UserInfo | null;
}

/** `GET /bff/config`: run-time settings for the SPA (never baked into the build). */
export interface BffConfig {
  googleMapsApiKey: string;
  siteUrl: string;
  mobileSiteUrl: string;
}

/** Id of the `<script type="application/json">` element holding the BFF's initial data. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * The record the BFF fetched to render a detail page, handed to the SPA so it does not fetch it
 * again: `call` and `params` say which request produced `data`.
 */
export interface InitialData {
  call: CallName;
  params: Record<string, string>;
  data: unknown;
}

/** Body of `POST /bff/pageview` (sent with `navigator.sendBeacon`). */
export interface PageView {
  path: string;
}
