/**
 * Which copy of the app this is (`@portal/shared`'s table of copies): the Traditional Chinese one
 * at the site's root, the Simplified one under /zh-cn/ (the Traditional build with its text
 * converted, scripts/simplified.mjs) or the English one under /en/ (a build of its own, bound to
 * the `en` messages, `vite build --mode en`). The English build knows it is English from its base
 * (`/en/`, a literal in its code); the Simplified copy, whose code is the Traditional one's, knows
 * from where it was loaded: its browser chunks are served from /zh-cn/assets/ and its server
 * render is read from dist/zh-cn/server/.
 */
import { pathInCopy, siteCopy, type SiteCopy, type Script } from '@portal/shared';

export const COPY: SiteCopy =
  import.meta.env.BASE_URL === '/en/'
    ? siteCopy('en')
    : siteCopy(import.meta.url.includes('/zh-cn/') ? 'hans' : 'hant');

/** The script the Chinese text of this copy is in (the English copy shows records as written). */
export const SCRIPT: Script = COPY.script;

/** The router's basename: `/zh-cn` or `/en`, none in the Traditional copy. */
export const BASENAME: string | undefined = COPY.prefix || undefined;

/** The in-app path (router-relative) of a browser pathname in this copy of the app. */
export function appPath(pathname: string): string {
  return BASENAME ? pathInCopy(pathname) : pathname;
}
