import { describe, expect, it } from 'vitest';
import { Sealer } from '../../../src/lib/identity/sealed';

describe('Sealer', () => {
  const sealer = new Sealer(['first secret'], 'test-purpose', 'test-aad');

  it('opens what it sealed, and the value shows nothing of the text', () => {
    const value = sealer.seal('{"phone":"91234567"}');
    expect(value).not.toContain('9123');
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('91234567');
    expect(sealer.open(value)).toBe('{"phone":"91234567"}');
  });

  it('opens with any of its keys and seals with the first (rotation)', () => {
    const old = new Sealer(['old secret'], 'test-purpose', 'test-aad');
    const rotated = new Sealer(['new secret', 'old secret'], 'test-purpose', 'test-aad');
    expect(rotated.open(old.seal('kept'))).toBe('kept');
    expect(old.open(rotated.seal('new'))).toBeNull();
  });

  it('refuses a value of another purpose or kind, a changed byte and garbage', () => {
    const value = sealer.seal('text');
    expect(new Sealer(['first secret'], 'other-purpose', 'test-aad').open(value)).toBeNull();
    expect(new Sealer(['first secret'], 'test-purpose', 'other-aad').open(value)).toBeNull();
    const raw = Buffer.from(value, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(sealer.open(raw.toString('base64url'))).toBeNull();
    expect(sealer.open('not a sealed value')).toBeNull();
    expect(sealer.open('')).toBeNull();
  });

  it('needs a secret', () => {
    expect(() => new Sealer([], 'test-purpose', 'test-aad')).toThrow();
  });
});
