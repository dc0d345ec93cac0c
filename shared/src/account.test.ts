import { describe, expect, it } from 'vitest';
import { isValidHkPhone, normalizeHkPhone } from './account';

describe('normalizeHkPhone', () => {
  it.each([
    ['91234567', '91234567'],
    ['9123 4567', '91234567'],
    ['9123-4567', '91234567'],
    ['+852 9123 4567', '91234567'],
    ['852 9123 4567', '91234567'],
    ['+852-9123-4567', '91234567'],
    ['(852) 9123 4567', '91234567'],
    ['00852 91234567', '91234567'],
    ['９１２３　４５６７', '91234567'],
    ['＋８５２ ９１２３ ４５６７', '91234567'],
    [' 9123.4567 ', '91234567'],
  ])('%j becomes %j', (typed, expected) => {
    expect(normalizeHkPhone(typed)).toBe(expected);
    expect(isValidHkPhone(normalizeHkPhone(typed))).toBe(true);
  });

  it('keeps what is not a Hong Kong mobile number for validation to reject', () => {
    expect(normalizeHkPhone('1234')).toBe('1234');
    expect(normalizeHkPhone('+86 138 0013 8000')).toBe('8613800138000');
    expect(normalizeHkPhone('abc 123')).toBe('abc 123');
    for (const typed of ['1234', '+86 138 0013 8000', 'abc 123', '852', '2123 4567'])
      expect(isValidHkPhone(normalizeHkPhone(typed))).toBe(false);
  });
});
