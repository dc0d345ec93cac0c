/**
 * Which push endpoints the BFF will ever send to. A PushSubscription's endpoint comes from the
 * browser, so without a rule anyone could make the portal POST to an internal address. Accepted:
 * HTTPS on the default port at the browsers' own push services, and the origins an operator
 * names in PUSH_ENDPOINT_ALLOW (exactly: scheme, host and port). Everything else is refused when
 * subscribing and never contacted; the sender checks again before each send.
 */

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

export const MAX_ENDPOINT_LENGTH = 1024;

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
