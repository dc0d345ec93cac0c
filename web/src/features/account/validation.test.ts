import { describe, expect, it } from 'vitest';
import { limitsOf, requests } from '@portal/shared/requests';
import { validateCode, validateName } from './validation';

/** The most characters the API takes for the register call's name. */
const NAME_MAX = limitsOf(requests.clientRegister.body.properties.username).maxLength!;

describe('the register form takes what the API takes', () => {
  it("refuses a name exactly one character past the register call's limit", () => {
    expect(validateName('陳'.repeat(NAME_MAX))).toBeNull();
    expect(validateName('陳'.repeat(NAME_MAX + 1))).toBe(`姓名不可超過 ${NAME_MAX} 個字`);
  });

  it('counts a supplementary character once, as the API does', () => {
    // 𠝹 is one character in two UTF-16 units.
    expect(validateName('𠝹'.repeat(NAME_MAX))).toBeNull();
    expect(validateName('𠝹'.repeat(NAME_MAX + 1))).not.toBeNull();
  });

  it('takes the 6-digit codes the API takes, and nothing else', () => {
    const pattern = new RegExp(limitsOf(requests.clientRegister.body.properties.numcode).pattern!);
    for (const code of ['123456', '12345', '1234567', '12345a']) {
      expect(validateCode(code) === null, code).toBe(pattern.test(code));
    }
  });
});
