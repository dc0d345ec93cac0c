/**
 * Whether a path may be used as a redirect target within the site: it starts with one `/`, and
 * holds no backslash and no control character. Browsers read `/\evil.com` as `//evil.com`, and
 * drop tabs and newlines from URLs, so `/\t/evil.com` would become `//evil.com` too: another host.
 */
export function isSafeLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f\u007f]/.test(path);
}
