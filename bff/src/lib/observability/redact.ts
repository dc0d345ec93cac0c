/**
 * What never reaches a log line: tokens, cookies, passwords, verification codes and the booking
 * note, whether in headers, bodies or query strings.
 */

/**
 * Query/body field names whose values are secret (compared case-insensitively). `code` is the
 * SMS code of the doctor sign-up form and `codeKey` the upstream's handle of a sent code: either
 * lets whoever reads the log finish someone else's sign-up or reset. `note` is the booking's
 * note, which the portal API takes in the query: what a patient tells the doctor about their
 * health is no operator's to read.
 */
const SECRET_KEYS = new Set([
  'token',
  'password',
  'pwd',
  'newpwd',
  'oldpwd',
  'code',
  'codekey',
  'numcode',
  'vcode',
  'cookie',
  'authorization',
  'secret',
  'note',
]);

function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

const QUICK_CHECK = /token|pwd|password|code|cookie|authorization|secret|note|%/i;

/** A request URL with the values of secret query parameters replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1);
  if (!QUICK_CHECK.test(query)) return url;
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    let key: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is logged as sent, but its value is still hidden below.
      return `${rawKey}=[REDACTED]`;
    }
    return isSecretKey(key.trim()) ? `${rawKey}=[REDACTED]` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** pino `redact` paths: headers on requests/responses and secret fields at the top two levels. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.token',
  'headers.authorization',
  'headers["set-cookie"]',
  // One level of wildcard only: deeper wildcards cost microseconds on every line. Not `code`:
  // log lines name answer and error codes with it (a URL's `code` is hidden by redactUrl).
  ...[
    'token',
    'password',
    'newPwd',
    'oldPwd',
    'numcode',
    'vcode',
    'codeKey',
    'cookie',
    'authorization',
  ].flatMap((k) => [k, `*.${k}`]),
];
