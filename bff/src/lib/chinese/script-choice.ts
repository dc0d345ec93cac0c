/**
 * Which script version (Traditional at the root, Simplified under /zh-cn) a reader is served, and
 * the cookies that remember and offer the choice.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OFFER_COOKIE,
  SCRIPT_COOKIE,
  SCRIPT_COOKIE_MAX_AGE_S,
  copyOfPath,
  scriptPath,
  type Script,
} from '@portal/shared';
import { preferredScript } from './simplified';

/** A year: the reader's choice of script is kept (readable by the page's banner, which sets it too). */
const SCRIPT_COOKIE_OPTIONS = {
  path: '/',
  maxAge: SCRIPT_COOKIE_MAX_AGE_S,
  sameSite: 'lax',
  httpOnly: false,
} as const;

/**
 * The reader's choice of script, remembered in a cookie: set when they arrive on one version from
 * a page of another copy of the site (the other script's, or the English one: the language menu
 * and the banner are plain links between them). A reader coming back from elsewhere (a bookmark,
 * a search result) is taken to the version they chose; first visits, and search engines, which
 * keep no cookies, get the page they asked for. The English copy never calls this: there the
 * address alone decides.
 * When the browser's languages prefer the other script and nothing is chosen yet, a session
 * cookie tells the page to load its banner offering it: said in a header, so the page's bytes
 * (cached, shared by every reader) stay the same.
 *
 * Returns where to send the reader instead, or null to serve the page.
 */
export function applyScriptChoice(
  request: FastifyRequest,
  reply: FastifyReply,
  script: Script,
  pathname: string,
  search: string,
): string | null {
  const chosen = request.cookies[SCRIPT_COOKIE];
  const referer = sameSiteReferer(request);
  const other: Script = script === 'hans' ? 'hant' : 'hans';
  // The Chinese copies' ids are their scripts' names.
  if (referer !== null && copyOfPath(referer).id !== script) {
    if (chosen !== script) {
      reply.setCookie(SCRIPT_COOKIE, script, SCRIPT_COOKIE_OPTIONS);
      if (request.cookies[OFFER_COOKIE]) reply.clearCookie(OFFER_COOKIE, { path: '/' });
    }
    return null;
  }
  const withinSite = referer !== null || request.headers['sec-fetch-site'] === 'same-origin';
  if (chosen === other && !withinSite) return scriptPath(other, pathname) + search;
  if (chosen !== 'hant' && chosen !== 'hans') {
    const prefers = preferredScript(request.headers['accept-language']);
    if (prefers === other) {
      if (request.cookies[OFFER_COOKIE] !== other) {
        reply.setCookie(OFFER_COOKIE, other, { path: '/', sameSite: 'lax' });
      }
    } else if (request.cookies[OFFER_COOKIE]) {
      reply.clearCookie(OFFER_COOKIE, { path: '/' });
    }
  }
  return null;
}

/** The path of the Referer when it is a page of this site, else null. */
function sameSiteReferer(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || !referer) return null;
  try {
    const url = new URL(referer);
    // Through the URL parser too, so a default port is dropped on both sides.
    const host = new URL(`${url.protocol}//${request.headers.host ?? ''}`).host;
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}
