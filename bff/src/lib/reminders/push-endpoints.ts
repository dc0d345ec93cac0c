/**
 * Which push endpoints the BFF will ever send to. A PushSubscription's endpoint comes from the
 * browser, so without a rule anyone could make the portal POST to an internal address. Accepted:
 * HTTPS on the default port at the browsers' own push services, and the origins an operator
 * names in PUSH_ENDPOINT_ALLOW (exactly: scheme, host and port). Everything else is refused when
 * subscribing and never contacted; the sender checks again before each send.
 */
import { createPublicKey } from 'node:crypto';

/** Push services of Chrome/Android (FCM), Firefox (Mozilla autopush), Edge (WNS), Safari (Apple). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES = [
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

const MAX_ENDPOINT_LENGTH = 1024;

/**
 * An endpoint as it is kept: the URL standard's serialisation (scheme and host in lower case, the
 * default port dropped, `127.1` or `2130706433` as `127.0.0.1`), so one push endpoint is one row
 * however the browser (or anyone) spelled it. Null when it is no URL.
 */
export function normaliseEndpoint(endpoint: string): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return null;
  try {
    const href = new URL(endpoint).href;
    return href.length > MAX_ENDPOINT_LENGTH ? null : href;
  } catch {
    return null;
  }
}

/**
 * Whether the keys of a subscription are what a push message can be encrypted for: `p256dh` a
 * point on P-256 (65 bytes, uncompressed), `auth` 16 bytes, both base64url. A key that only looks
 * right would make every send to it fail.
 */
export function pushKeysValid(p256dh: string, auth: string): boolean {
  const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!B64URL.test(p256dh) || !B64URL.test(auth)) return false;
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** The browser family a User-Agent names, as the personal centre shows it. */
export function browserFamily(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/\bEdg(?:e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\bOPR\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return 'Firefox';
  if (/\bChrome\/|\bCriOS\/|\bChromium\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return '';
}

export class PushEndpointPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(allowOrigins: readonly string[]) {
    this.allowed = new Set(allowOrigins);
  }

  /** Whether the BFF may send to this endpoint. */
  allows(endpoint: string): boolean {
    if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    // Credentials in the address or a fragment belong to no push service's endpoint.
    if (url.username || url.password || url.hash || endpoint.includes('#')) return false;
    if (this.allowed.has(url.origin)) return true;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname.toLowerCase();
    return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((s) => host.endsWith(s));
  }
}
