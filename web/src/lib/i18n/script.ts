/**
 * Which copy of the app this is (`@portal/shared`'s table of copies): the Traditional Chinese one
 * at the site's root, the Simplified one under /zh-cn/ or the English one under /en/, each a build
 * of its own (`vite build`, `--mode zh-cn`, `--mode en`: vite.config.ts). A build knows its copy
 * from its base (`/zh-cn/`, `/en/`: a literal in its code); the dev server and the tests are the
 * Traditional copy.
 */
import { copyOfPath, pathInCopy, type SiteCopy, type Script } from '@portal/shared';

export const COPY: SiteCopy = copyOfPath(import.meta.env.BASE_URL);

/** The script the Chinese text of this copy is in (the English copy shows records as written). */
export const SCRIPT: Script = COPY.script;

/** The router's basename: `/zh-cn` or `/en`, none in the Traditional copy. */
export const BASENAME: string | undefined = COPY.prefix || undefined;

/** The in-app path (router-relative) of a browser pathname in this copy of the app. */
export function appPath(pathname: string): string {
  return BASENAME ? pathInCopy(pathname) : pathname;
}
