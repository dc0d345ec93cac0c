/** The session cookie's cryptography. */
import { describe, expect, it } from 'vitest';
import { SessionCodec, type SessionData } from '../../../src/lib/identity/session-crypto';
import { DEMO_USER } from '../../helpers/build';

const data = (): SessionData => ({
  sid: 'sid-crypto-0123456789',
  token: 'tok-crypto-secret',
  clientId: 'CL0001',
  userInfo: { ...DEMO_USER, sex: 'M' },
  iat: Date.now(),
});

describe('SessionCodec', () => {
  const codec = new SessionCodec(['key-one-0123456789-0123456789-0123'], 3600);

  it('round-trips and hides the token', () => {
    const sealed = codec.seal(data());
    expect(sealed).not.toContain('tok-crypto');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('tok-crypto');
    expect(codec.open(sealed)).toMatchObject({ token: 'tok-crypto-secret', clientId: 'CL0001' });
  });

  it('uses a fresh IV each time', () => {
    expect(codec.seal(data())).not.toBe(codec.seal(data()));
  });

  it('rejects every single-byte change, truncation and extension', () => {
    const raw = Buffer.from(codec.seal(data()), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const copy = Buffer.from(raw);
      copy[i] = (copy[i] ?? 0) ^ 0x01;
      expect(codec.open(copy.toString('base64url'))).toBeNull();
    }
    for (const cut of [1, 12, 28, 29, raw.length - 1]) {
      expect(codec.open(raw.subarray(0, cut).toString('base64url'))).toBeNull();
    }
    expect(codec.open(Buffer.concat([raw, Buffer.from([0])]).toString('base64url'))).toBeNull();
  });

  it('rejects garbage, empty and huge values', () => {
    for (const v of [undefined, '', 'x', '....', '%00', 'A'.repeat(10_000), '{"token":"t"}']) {
      expect(codec.open(v)).toBeNull();
    }
  });

  it('rejects a cookie sealed with a foreign key', () => {
    const foreign = new SessionCodec(['someone-elses-key-0123456789-abcdef'], 3600);
    expect(codec.open(foreign.seal(data()))).toBeNull();
  });

  it('rotates keys: the first seals, all open', () => {
    const old = new SessionCodec(['old-key-0123456789-0123456789-01234'], 3600);
    const rotated = new SessionCodec(
      ['new-key-0123456789-0123456789-01234', 'old-key-0123456789-0123456789-01234'],
      3600,
    );
    const fromOld = old.seal(data());
    expect(rotated.open(fromOld)?.clientId).toBe('CL0001');
    const fromNew = rotated.seal(data());
    expect(old.open(fromNew)).toBeNull();
    expect(new SessionCodec(['new-key-0123456789-0123456789-01234'], 3600).open(fromNew)).not.toBe(
      null,
    );
  });

  it('expires after max age and refuses issue times in the future', () => {
    const now = Date.now();
    expect(codec.open(codec.seal({ ...data(), iat: now - 3601_000 }), now)).toBeNull();
    expect(codec.open(codec.seal({ ...data(), iat: now - 3599_000 }), now)).not.toBeNull();
    expect(codec.open(codec.seal({ ...data(), iat: now + 3600_000 }), now)).toBeNull();
  });

  it('drops userInfo rather than exceed what browsers keep', () => {
    const big = {
      ...data(),
      userInfo: { ...DEMO_USER, sex: 'M' as const, address: 'x'.repeat(5000) },
    };
    const sealed = codec.seal(big);
    expect(sealed.length).toBeLessThan(4000);
    const opened = codec.open(sealed);
    expect(opened?.token).toBe('tok-crypto-secret');
    expect(opened?.userInfo).toBeUndefined();
  });
});
