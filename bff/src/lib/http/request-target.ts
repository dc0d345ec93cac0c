/**
 * The request target as every guard and the router see it, parsed once before routing.
 *
 * HTTP/1.1 allows the absolute form (`GET http://host/bff/session`), meant for proxies; Node
 * passes it through as the URL. Guards that look at the URL's first characters (anti-forgery,
 * rate limits, the session's static-file skip) would then see something other than the path the
 * router finds, so the absolute form is reduced to its path and query here, and any other target
 * that is not a path (`*`, `host:port`) is turned into one the router answers 400 for.
 */

/** A target the router cannot decode, so Fastify's framework error answers 400 in the envelope. */
export const REFUSED_TARGET = '/%';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** The origin-form target (`/path?query`) of a request target, or REFUSED_TARGET. */
export function originFormTarget(target: string): string {
  if (target.startsWith('/')) return target;
  const m = ABSOLUTE_FORM.exec(target);
  if (!m) return REFUSED_TARGET;
  const rest = target.slice(m[0].length);
  if (rest === '') return '/';
  if (rest.startsWith('?')) return `/${rest}`;
  return rest.startsWith('/') ? rest : REFUSED_TARGET;
}
