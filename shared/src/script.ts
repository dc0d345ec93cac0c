/**
 * The two versions of the site: the Traditional pages at the root and the Simplified ones under
 * `/zh-cn`, the cookies that remember a reader's choice, and the path helpers both the BFF and the
 * app use to move between them.
 */

export type Script = 'hant' | 'hans';

/** The language tag of each version (`<html lang>`, hreflang, structured data). */
export const SCRIPT_LANG: Record<Script, string> = { hant: 'zh-HK', hans: 'zh-CN' };

/** Path prefix of the Simplified pages. */
export const HANS_PREFIX = '/zh-cn';

/** Cookie the language switch sets (`hant` or `hans`), kept for a year. */
export const SCRIPT_COOKIE = 'zh_script';

/** How long the reader's choice of script is remembered, in seconds. */
export const SCRIPT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Session cookie telling a page to offer the other script (its value: the script offered). */
export const OFFER_COOKIE = 'zh_offer';

/** Whether a browser path is one of the Simplified pages. */
export function isHansPath(pathname: string): boolean {
  return pathname === HANS_PREFIX || pathname.startsWith(`${HANS_PREFIX}/`);
}

/** The path inside the app (`/zh-cn/doctor/list` -> `/doctor/list`). */
export function appPath(pathname: string): string {
  if (!isHansPath(pathname)) return pathname;
  return pathname.slice(HANS_PREFIX.length) || '/';
}

/** The browser path of an in-app path in a script. */
export function scriptPath(script: Script, path: string): string {
  if (script === 'hant') return path;
  return path === '/' ? `${HANS_PREFIX}/` : `${HANS_PREFIX}${path}`;
}
