/**
 * The session cookie's value: AES-256-GCM over a small JSON payload, so the browser can neither
 * read nor change it. Keys come from SESSION_SECRET through HKDF; the first key seals, every key
 * opens (rotation). Anything that does not open cleanly counts as no session.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { UserInfo } from '@portal/shared';

export interface SessionData {
  /** Random id of this login: what revocation records name (every copy of the cookie shares it). */
  sid: string;
  token: string;
  clientId: string;
  userInfo?: UserInfo;
  /** Issued at, ms since the epoch. */
  iat: number;
}

const VERSION = 1;

/** A fresh session id (128 random bits). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
const AAD = Buffer.from('portal-bff-session-v1');
/** Browsers drop cookies over 4096 bytes; stay well below with name and attributes. */
const MAX_COOKIE_VALUE = 3800;
/** Clock skew tolerated for `iat` in the future. */
const SKEW_MS = 60_000;

function deriveKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'portal-bff', 'session-cookie-aes-256-gcm', 32),
  );
}

function isSessionData(v: unknown): v is SessionData {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.sid === 'string' &&
    o.sid.length >= 16 &&
    typeof o.token === 'string' &&
    o.token.length > 0 &&
    typeof o.clientId === 'string' &&
    typeof o.iat === 'number' &&
    (o.userInfo === undefined || (typeof o.userInfo === 'object' && o.userInfo !== null))
  );
}

export class SessionCodec {
  private readonly keys: Buffer[];
  private readonly maxAgeMs: number;

  constructor(secrets: readonly string[], maxAgeS: number) {
    if (secrets.length === 0) throw new Error('at least one session secret is required');
    this.keys = secrets.map(deriveKey);
    this.maxAgeMs = maxAgeS * 1000;
  }

  /** Seals a session; drops `userInfo` when the cookie would get too large for browsers. */
  seal(data: SessionData): string {
    const sealed = this.encrypt(data);
    if (sealed.length <= MAX_COOKIE_VALUE || !data.userInfo) return sealed;
    const { userInfo: _dropped, ...rest } = data;
    return this.encrypt(rest);
  }

  /** Opens a cookie value; null when missing, malformed, tampered, foreign or expired. */
  open(value: string | undefined, now = Date.now()): SessionData | null {
    if (!value || value.length > 8192) return null;
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= HEADER_BYTES || raw[0] !== VERSION) return null;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(1 + IV_BYTES, HEADER_BYTES);
    const body = raw.subarray(HEADER_BYTES);
    for (const key of this.keys) {
      let plain: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(AAD);
        decipher.setAuthTag(tag);
        plain = Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(plain.toString('utf8'));
      } catch {
        return null;
      }
      if (!isSessionData(data)) return null;
      if (data.iat > now + SKEW_MS || now - data.iat > this.maxAgeMs) return null;
      return data;
    }
    return null;
  }

  private encrypt(data: SessionData): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0] as Buffer, iv, {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString(
      'base64url',
    );
  }
}
