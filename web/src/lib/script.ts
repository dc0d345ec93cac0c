/**
 * Which copy of the app this is: the Traditional Chinese one at the site's root, or the
 * Simplified one under /zh-cn/ (the same build with its text converted, scripts/simplified.mjs).
 * The code knows from where it was loaded: the Simplified copy's browser chunks are served from
 * /zh-cn/assets/ and its server render is read from dist/zh-cn/server/.
 */

export type Script = 'hant' | 'hans';

export const SCRIPT: Script = import.meta.url.includes('/zh-cn/') ? 'hans' : 'hant';

/** Path prefix of the Simplified pages. */
const HANS_PREFIX = '/zh-cn';

/** The router's basename: `/zh-cn` in the Simplified copy, none in the Traditional one. */
export const BASENAME: string | undefined = SCRIPT === 'hans' ? HANS_PREFIX : undefined;

/** The in-app path (router-relative) of a browser pathname. */
export function appPath(pathname: string): string {
  if (!BASENAME) return pathname;
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

/** The browser URL of an in-app path in the given script. */
export function scriptHref(script: Script, path: string): string {
  if (script === 'hant') return path;
  return path === '/' ? `${HANS_PREFIX}/` : `${HANS_PREFIX}${path}`;
}
