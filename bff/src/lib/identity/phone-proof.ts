/**
 * Proof that this browser has shown a sign-up SMS code for a phone: `{phone, codeKey, exp}`
 * signed with HMAC-SHA256 (keys from SESSION_SECRET through HKDF; the first signs, all verify).
 * The browser already knows all three values; the signature only stops it from naming another
 * phone or key, or from stretching the time. Anything that does not verify counts as no proof.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface PhoneProof {
  phone: string;
  /** The upstream's key of the checked sign-up code. */
  codeKey: string;
  /** Expires at, ms since the epoch. */
  exp: number;
}

/** A proof never lasts longer than this, whatever the upstream says. */
export const PHONE_PROOF_MAX_MS = 30 * 60_000;

const PHONE = /^[4-9]\d{7}$/;
const CODE_KEY = /^[A-Za-z0-9]{1,64}$/;

export function isProofShape(phone: unknown, codeKey: unknown): boolean {
  return typeof phone === 'string' && PHONE.test(phone) && typeof codeKey === 'string'
    ? CODE_KEY.test(codeKey)
    : false;
}

export class PhoneProofCodec {
  private readonly keys: Buffer[];

  constructor(secrets: readonly string[]) {
    this.keys = secrets.map((s) =>
      Buffer.from(
        hkdfSync('sha256', Buffer.from(s, 'utf8'), 'portal-bff', 'signup-phone-proof', 32),
      ),
    );
  }

  private sign(key: Buffer, body: string): Buffer {
    return createHmac('sha256', key).update(body).digest();
  }

  seal(proof: PhoneProof): string {
    const body = Buffer.from(JSON.stringify(proof)).toString('base64url');
    return `${body}.${this.sign(this.keys[0]!, body).toString('base64url')}`;
  }

  open(value: string | undefined, now = Date.now()): PhoneProof | null {
    if (!value || value.length > 1024) return null;
    const dot = value.indexOf('.');
    if (dot < 0) return null;
    const body = value.slice(0, dot);
    const sig = Buffer.from(value.slice(dot + 1), 'base64url');
    const genuine = this.keys.some((key) => {
      const expected = this.sign(key, body);
      return sig.length === expected.length && timingSafeEqual(sig, expected);
    });
    if (!genuine) return null;
    let data: unknown;
    try {
      data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const p = data as Partial<PhoneProof> | null;
    if (!p || !isProofShape(p.phone, p.codeKey) || typeof p.exp !== 'number') return null;
    if (p.exp <= now || p.exp > now + PHONE_PROOF_MAX_MS) return null;
    return { phone: p.phone!, codeKey: p.codeKey!, exp: p.exp };
  }
}
