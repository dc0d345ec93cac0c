import type { UserInfo } from './account';

/** `GET /bff/session`: whether the browser has a session, and whose. */
export interface BffSession {
  loggedIn: boolean;
  clientId: string;
  userInfo: UserInfo | null;
  /** The session is a doctor's (may publish health news). */
  doctor: boolean;
}

/** `GET /bff/config`: run-time settings for the SPA (never baked into the build). */
export interface BffConfig {
  googleMapsApiKey: string;
  siteUrl: string;
  mobileSiteUrl: string;
  /** The app's App Store and Google Play pages; '' when not set. */
  appStoreUrl: string;
  googlePlayUrl: string;
}

/**
 * Id of the `<script type="application/json">` element holding the query cache the BFF rendered a
 * page with (TanStack Query's dehydrated state), so the SPA does not fetch it again.
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * Marks a style element the server render put in the page's body (Mantine writes its variables and
 * responsive rules as `<style>` where the component is) and the BFF moved to the head, where HTML
 * wants style elements: a `<template>` with the same number stays in its place, and the browser
 * puts the style back there just before hydrating, so React finds the tree it rendered.
 */
export const LIFTED_STYLE_ATTR = 'data-lifted-style';

/** Body of `POST /bff/pageview` (sent with `navigator.sendBeacon`). */
export interface PageView {
  path: string;
}
