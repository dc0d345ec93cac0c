/**
 * The login hand-off. Every other address comes from `href` in @portal/shared, which derives it
 * from the route table; these two only add where the visitor returns after logging in.
 */
import { href } from '@portal/shared';

/** Accepts only same-site relative paths as a post-login target (no `//host`, no scheme). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}

/** Where to come back to, left out when it is the home page (the default after logging in). */
function back(redirect: string | undefined) {
  return { redirect: redirect && redirect !== '/' ? redirect : undefined };
}

/** The login page; `redirect` is where the user returns after logging in (path + search). */
export function loginPath(redirect?: string): string {
  return href('login', {}, back(redirect));
}

/** The register page, returning to `redirect` once the account is made. */
export function registerPath(redirect?: string): string {
  return href('register', {}, back(redirect));
}
