/**
 * A cookie value the browser can neither read nor change: AES-256-GCM under keys derived from
 * SESSION_SECRET with HKDF (one purpose name per kind of cookie), bound to that kind by its
 * additional data. Laid out as version byte, IV, tag and body, in base64url. The first key seals,
 * every key opens, so a secret can be rotated without ending what the old one sealed.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** A 32-byte key for `purpose` from one secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'portal-bff', purpose, 32));
}

export class Sealer {
  private readonly keys: Buffer[];
  private readonly aad: Buffer;

  /** `purpose` names the keys' use, `aad` the kind of value (neither may change once sealed). */
  constructor(secrets: readonly string[], purpose: string, aad: string) {
    if (secrets.length === 0) throw new Error('at least one secret is required');
    this.keys = secrets.map((secret) => deriveKey(secret, purpose));
    this.aad = Buffer.from(aad);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(this.aad);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString(
      'base64url',
    );
  }

  /** The sealed text, or null when the value is malformed, tampered or sealed by other keys. */
  open(value: string): string | null {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= HEADER_BYTES || raw[0] !== VERSION) return null;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(1 + IV_BYTES, HEADER_BYTES);
    const body = raw.subarray(HEADER_BYTES);
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(this.aad);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // Not this key: try the next.
      }
    }
    return null;
  }
}
