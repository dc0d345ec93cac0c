/**
 * The device cookie (OWASP's "device cookies" against password guessing): a browser that has
 * logged in to a phone keeps, per phone, a random device id, signed with HMAC-SHA256 (keys from
 * SESSION_SECRET through HKDF; the first signs, all verify). On a later login or code request for
 * that phone the BFF names the device to the upstream, which then limits that device on its own
 * instead of with everyone guessing from elsewhere. The cookie proves only that this browser once
 * logged in to the phone; anything that does not verify counts as no device.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** One phone this browser has logged in to: the phone, the device id, when it was issued. */
export type DeviceEntry = [phone: string, id: string, issuedAt: number];

/** How long a device stays known after its last login. */
export const DEVICE_MAX_AGE_MS = 180 * 24 * 3600_000;
/** Phones one browser is remembered for (a family's shared tablet), most recent first. */
const MAX_PHONES = 5;

const PHONE = /^[4-9]\d{7}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export class DeviceCodec {
  private readonly keys: Buffer[];

  constructor(secrets: readonly string[]) {
    this.keys = secrets.map((s) =>
      Buffer.from(hkdfSync('sha256', Buffer.from(s, 'utf8'), 'portal-bff', 'login-device', 32)),
    );
  }

  private sign(key: Buffer, body: string): Buffer {
    return createHmac('sha256', key).update(body).digest();
  }

  seal(entries: readonly DeviceEntry[]): string {
    const body = Buffer.from(JSON.stringify(entries)).toString('base64url');
    return `${body}.${this.sign(this.keys[0]!, body).toString('base64url')}`;
  }

  /** The entries of a genuine cookie still within DEVICE_MAX_AGE_MS ([] for anything else). */
  open(value: string | undefined, now = Date.now()): DeviceEntry[] {
    if (!value || value.length > 2048) return [];
    const dot = value.indexOf('.');
    if (dot < 0) return [];
    const body = value.slice(0, dot);
    const sig = Buffer.from(value.slice(dot + 1), 'base64url');
    const genuine = this.keys.some((key) => {
      const expected = this.sign(key, body);
      return sig.length === expected.length && timingSafeEqual(sig, expected);
    });
    if (!genuine) return [];
    let data: unknown;
    try {
      data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return [];
    }
    if (!Array.isArray(data)) return [];
    return data
      .filter(
        (e): e is DeviceEntry =>
          Array.isArray(e) &&
          typeof e[0] === 'string' &&
          PHONE.test(e[0]) &&
          typeof e[1] === 'string' &&
          DEVICE_ID.test(e[1]) &&
          typeof e[2] === 'number' &&
          e[2] <= now &&
          now - e[2] < DEVICE_MAX_AGE_MS,
      )
      .slice(0, MAX_PHONES);
  }
}

/** The device id this browser has for `phone`, or null. */
export function deviceFor(entries: readonly DeviceEntry[], phone: string): string | null {
  return entries.find((e) => e[0] === phone)?.[1] ?? null;
}

/**
 * The entries after a login to `phone`: its device id kept (or a new one), issued now, first in
 * the list; the oldest other phones dropped past MAX_PHONES.
 */
export function afterLogin(
  entries: readonly DeviceEntry[],
  phone: string,
  now = Date.now(),
): DeviceEntry[] {
  const id = deviceFor(entries, phone) ?? randomBytes(16).toString('base64url');
  const others = entries.filter((e) => e[0] !== phone);
  return [[phone, id, now] as DeviceEntry, ...others].slice(0, MAX_PHONES);
}
