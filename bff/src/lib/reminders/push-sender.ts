/**
 * Sends one Web Push message (RFC 8030): `web-push` encrypts the payload for the subscription
 * (RFC 8291, `aes128gcm`) and signs the VAPID `Authorization` for the endpoint's origin (RFC 8292);
 * the request itself goes out with fetch, so no redirect is ever followed (a push service never
 * redirects, and a redirect could point anywhere) and a slow service is cut off.
 */
import webpush from 'web-push';
import type { VapidSettings } from '../../config';
import type { Subscription } from '../../store/reminders';
import type { PushEndpointPolicy } from './push-endpoints';
import type { ReminderPayload } from './reminder-message';

export type SendOutcome =
  | { kind: 'sent' }
  /** The push service no longer knows the subscription (404, 410): remove it. */
  | { kind: 'gone'; status: number }
  /** Not accepted now (another status, a network fault, a timeout): may be tried again. */
  | { kind: 'failed'; reason: string }
  /** The endpoint is outside the allowed ones: never contacted. */
  | { kind: 'refused' };

const SEND_TIMEOUT_MS = 10_000;

export class PushSender {
  constructor(
    private readonly vapid: VapidSettings,
    private readonly policy: PushEndpointPolicy,
  ) {}

  async send(sub: Subscription, payload: ReminderPayload, ttlS: number): Promise<SendOutcome> {
    if (!this.policy.allows(sub.endpoint)) return { kind: 'refused' };
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapid,
          TTL: Math.max(0, Math.floor(ttlS)),
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
    } catch {
      // Keys that cannot be encrypted for (kept before keys were checked at subscribing).
      return { kind: 'failed', reason: 'bad-keys' };
    }
    let res: Response;
    try {
      res = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (err) {
      const e = err as { name?: string; cause?: { code?: string } };
      return { kind: 'failed', reason: e.cause?.code ?? e.name ?? 'network' };
    }
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
    if (res.status >= 200 && res.status < 300) return { kind: 'sent' };
    return { kind: 'failed', reason: `status-${res.status}` };
  }
}
