import { describe, expect, it } from 'vitest';
import { isSafeLocalPath } from './safe-path';

describe('isSafeLocalPath', () => {
  it('accepts the site own paths', () => {
    for (const p of ['/', '/user/booking/order', '/news/list?page=2', '/zh-cn/doctor/D1001']) {
      expect(isSafeLocalPath(p), p).toBe(true);
    }
  });
  it('refuses other hosts, backslashes and control characters', () => {
    for (const p of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/x\u0000',
      '/x\u007f',
      'https://evil.example',
      'evil.example',
      '',
    ]) {
      expect(isSafeLocalPath(p), JSON.stringify(p)).toBe(false);
    }
  });
});
