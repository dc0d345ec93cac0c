/**
 * The session cookie's value: AES-256-GCM over a small JSON payload, so the browser can neither
 * read nor change it. Keys come from SESSION_SECRET through HKDF; the first key seals, every key
 * opens (rotation). Anything that does not open cleanly counts as no session.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { UserInfo } from '@portal/shared';
import { Sealer } from './sealed';

export interface SessionData {
  /** Random id of this login: what revocation records name (every copy of the cookie shares it). */
  sid: string;
  token: string;
  clientId: string;
  userInfo?: UserInfo;
  /** Issued at, ms since the epoch. */
  iat: number;
  /**
   * The login phone's key (`phoneKey`): a password reset names the phone, not the client, and
   * ends the sessions holding this key.
   */
  pk?: string;
}

/**
 * A phone number as the session records name it: an HMAC under a session secret, so neither the
 * cookie nor Redis holds a number anyone could read back (eight digits are quickly guessed from
 * a plain hash). One per secret, the first for new sessions, so a reset finds rotated ones too.
 */
export function phoneKeys(secrets: readonly string[], phone: string): string[] {
  return secrets.map((secret) =>
    createHmac('sha256', secret).update(`portal-phone:${phone}`).digest('base64url').slice(0, 22),
  );
}

/** A fresh session id (128 random bits). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}
/** Browsers drop cookies over 4096 bytes; stay well below with name and attributes. */
const MAX_COOKIE_VALUE = 3800;
/** Clock skew tolerated for `iat` in the future. */
const SKEW_MS = 60_000;

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
    (o.pk === undefined || typeof o.pk === 'string') &&
    (o.userInfo === undefined || (typeof o.userInfo === 'object' && o.userInfo !== null))
  );
}

export class SessionCodec {
  private readonly sealer: Sealer;
  private readonly maxAgeMs: number;

  constructor(secrets: readonly string[], maxAgeS: number) {
    if (secrets.length === 0) throw new Error('at least one session secret is required');
    this.sealer = new Sealer(secrets, 'session-cookie-aes-256-gcm', 'portal-bff-session-v1');
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
    const plain = this.sealer.open(value);
    if (plain === null) return null;
    let data: unknown;
    try {
      data = JSON.parse(plain);
    } catch {
      return null;
    }
    if (!isSessionData(data)) return null;
    if (data.iat > now + SKEW_MS || now - data.iat > this.maxAgeMs) return null;
    return data;
  }

  private encrypt(data: SessionData): string {
    return this.sealer.seal(JSON.stringify(data));
  }
}
