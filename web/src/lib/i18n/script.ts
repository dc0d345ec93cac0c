/**
 * Which copy of the app this is: the Traditional Chinese one at the site's root, or the
 * Simplified one under /zh-cn/ (the same build with its text converted, scripts/simplified.mjs).
 * The code knows from where it was loaded: the Simplified copy's browser chunks are served from
 * /zh-cn/assets/ and its server render is read from dist/zh-cn/server/. The path helpers and
 * cookie names are the shared ones (`@portal/shared`), which the BFF uses too.
 */
import { HANS_PREFIX, appPath as sitePath, type Script } from '@portal/shared';

export const SCRIPT: Script = import.meta.url.includes('/zh-cn/') ? 'hans' : 'hant';

/** The router's basename: `/zh-cn` in the Simplified copy, none in the Traditional one. */
export const BASENAME: string | undefined = SCRIPT === 'hans' ? HANS_PREFIX : undefined;

/** The in-app path (router-relative) of a browser pathname in this copy of the app. */
export function appPath(pathname: string): string {
  return BASENAME ? sitePath(pathname) : pathname;
}
