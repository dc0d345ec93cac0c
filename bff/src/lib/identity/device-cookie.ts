/**
 * The device cookie (OWASP's "device cookies" against password guessing): a browser that has
 * logged in to a phone keeps, per phone, a random device id. On a later login or code request for
 * that phone the BFF names the device to the upstream, which then limits that device on its own
 * instead of with everyone guessing from elsewhere. The cookie proves only that this browser once
 * logged in to the phone; anything that does not open counts as no device.
 *
 * The value is sealed with AES-256-GCM (keys from SESSION_SECRET through HKDF; the first seals,
 * all open), like the session cookie: whoever reads the cookie (a shared computer, a copied
 * profile) learns neither the phone numbers nor the ids. Cookies written before it was sealed
 * (base64 JSON, HMAC-signed) are still read, so owners stay known across the upgrade; their next
 * login rewrites them sealed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Sealer, deriveKey } from './sealed';

/** One phone this browser has logged in to: the phone, the device id, when it was issued. */
export type DeviceEntry = [phone: string, id: string, issuedAt: number];

/** How long a device stays known after its last login. */
export const DEVICE_MAX_AGE_MS = 180 * 24 * 3600_000;
/** Phones one browser is remembered for (a family's shared tablet), most recent first. */
const MAX_PHONES = 5;

const PHONE = /^[4-9]\d{7}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Five entries sealed take about 330 characters; anything far longer is not ours. */
const MAX_VALUE = 2048;

export class DeviceCodec {
  private readonly sealer: Sealer;
  /** Keys of the signed cookies written before the value was sealed (read only). */
  private readonly signingKeys: Buffer[];

  constructor(secrets: readonly string[]) {
    this.sealer = new Sealer(secrets, 'login-device-aes-256-gcm', 'portal-bff-device-v1');
    this.signingKeys = secrets.map((s) => deriveKey(s, 'login-device'));
  }

  seal(entries: readonly DeviceEntry[]): string {
    return this.sealer.seal(JSON.stringify(entries));
  }

  /** The entries of a genuine cookie still within DEVICE_MAX_AGE_MS ([] for anything else). */
  open(value: string | undefined, now = Date.now()): DeviceEntry[] {
    if (!value || value.length > MAX_VALUE) return [];
    const plain = value.includes('.') ? this.verifySigned(value) : this.sealer.open(value);
    if (plain === null) return [];
    let data: unknown;
    try {
      data = JSON.parse(plain);
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

  /** A cookie of the earlier, signed-only form: its body when the signature holds. */
  private verifySigned(value: string): string | null {
    const dot = value.indexOf('.');
    const body = value.slice(0, dot);
    const sig = Buffer.from(value.slice(dot + 1), 'base64url');
    const genuine = this.signingKeys.some((key) => {
      const expected = createHmac('sha256', key).update(body).digest();
      return sig.length === expected.length && timingSafeEqual(sig, expected);
    });
    return genuine ? Buffer.from(body, 'base64url').toString('utf8') : null;
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
