/**
 * A password-reset code request answers the same words whether or not the number is registered.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness();

describe('the reset flow', () => {
  it('a reset code request answers the same words whatever the upstream said', async () => {
    h.stub.routes.set(calls.getVCode.path, () => ({
      json: { code: 200, msg: '驗證碼已發送至 9123****', data: { codeKey: 'K1' } },
    }));
    const reset = await h.inject({
      method: 'POST',
      url: `${calls.getVCode.path}?codeType=resetPwd&phoneNumber=91234567`,
    });
    expect(reset.json()).toEqual({
      code: 200,
      msg: '如此號碼已註冊，驗證碼已發送',
      data: { codeKey: 'K1' },
    });
    const register = await h.inject({
      method: 'POST',
      url: `${calls.getVCode.path}?codeType=register&phoneNumber=91234567`,
    });
    expect(register.json().msg).toBe('驗證碼已發送至 9123****');
  });
});
