import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo, VCodeResult } from '@portal/shared';
import { DEMO, SECOND, harness, type Harness } from './helpers';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function vcode(phone: string, codeType: string) {
  const r = await h.call<VCodeResult>('getVCode', { query: { codeType, phoneNumber: phone } });
  expect(r.code).toBe(200);
  const last = h.codes.at(-1)!;
  expect(last.phone).toBe(phone);
  expect(last.code).toMatch(/^\d{6}$/);
  return { codeKey: r.data.codeKey, code: last.code };
}

describe('login', () => {
  it('answers token and user info for the demo account', async () => {
    const r = await h.call<UserInfo>('login', {
      body: { phone: DEMO.phone, password: DEMO.password },
    });
    expect(r.code).toBe(200);
    expect(r.token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.data).toMatchObject({
      clientid: DEMO.clientid,
      username: '陳大文',
      phone: DEMO.phone,
    });
    expect(JSON.stringify(r.data)).not.toContain('pwhash');
  });

  it('refuses a wrong password and locks after repeated failures', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await h.call('login', { body: { phone: DEMO.phone, password: 'Wrong1234' } });
      expect(r.code).toBe(400);
      expect(r.msg).toBe('手機號碼或密碼不正確');
    }
    const locked = await h.call('login', { body: { phone: DEMO.phone, password: DEMO.password } });
    expect(locked.code).toBe(429);
    h.advance(16 * 60 * 1000);
    expect(
      (await h.call('login', { body: { phone: DEMO.phone, password: DEMO.password } })).code,
    ).toBe(200);
  });

  it('validates the phone and body', async () => {
    expect((await h.call('login', { body: { phone: '123', password: 'x' } })).code).toBe(400);
    const r = await h.call('login', { body: {} });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('phone');
  });
});

describe('session tokens', () => {
  it('a protected call needs a valid token', async () => {
    expect((await h.call('getClientById')).code).toBe(401);
    expect((await h.call('getClientById', { token: 'f'.repeat(64) })).code).toBe(401);
    const token = await h.login();
    const me = await h.call<UserInfo>('getClientById', { token });
    expect(me.code).toBe(200);
    expect(me.data.clientid).toBe(DEMO.clientid);
  });

  it('tokens expire after seven days', async () => {
    const token = await h.login();
    h.advance(6 * 24 * 3600 * 1000);
    expect((await h.call('getClientById', { token })).code).toBe(200);
    h.advance(2 * 24 * 3600 * 1000);
    const r = await h.call('getClientById', { token });
    expect(r.code).toBe(401);
  });

  it('signOut revokes the token', async () => {
    const token = await h.login();
    const other = await h.login();
    expect(
      (await h.call('signOut', { token, query: { clientId: DEMO.clientid, token } })).code,
    ).toBe(200);
    expect((await h.call('getClientById', { token })).code).toBe(401);
    expect((await h.call('getClientById', { token: other })).code).toBe(200);
  });

  it('refuses a clientId that is not the token owner (403), whatever the call', async () => {
    const token = await h.login();
    const r = await h.call('getClientById', { token, query: { clientid: SECOND.clientid } });
    expect(r.code).toBe(403);
    const v = await h.call('getUserVisitRecord', { token, query: { clientid: SECOND.clientid } });
    expect(v.code).toBe(403);
    const s = await h.call('getServiceCardsMedicalPlan', {
      token,
      query: { clientID: SECOND.clientid },
    });
    expect(s.code).toBe(403);
    const d = await h.call('queryDeliveries', { token, body: { clientid: SECOND.clientid } });
    expect(d.code).toBe(403);
    expect(
      (await h.call('getClientById', { token, query: { clientid: DEMO.clientid } })).code,
    ).toBe(200);
  });
});

describe('register with a verification code', () => {
  it('registers, logs in, and refuses a second registration', async () => {
    const phone = '61234567';
    const { codeKey, code } = await vcode(phone, 'register');
    const wrong = await h.call('clientRegister', {
      body: {
        phone,
        password: 'Secret123',
        username: '黃小明',
        codeKey,
        numcode: code === '000000' ? '111111' : '000000',
      },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('驗證碼不正確');
    const ok = await h.call<UserInfo>('clientRegister', {
      body: { phone, password: 'Secret123', username: '黃小明', codeKey, numcode: code },
    });
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ phone, username: '黃小明' });
    expect(ok.token).toBeUndefined();
    await h.login({ phone, password: 'Secret123' });
    const again = await h.call('getVCode', { query: { codeType: 'register', phoneNumber: phone } });
    expect(again.code).toBe(409);
    // the code is used up
    const reuse = await h.call('clientRegister', {
      body: { phone: '61234568', password: 'Secret123', username: 'x', codeKey, numcode: code },
    });
    expect(reuse.code).toBe(400);
  });

  it('rate-limits codes per phone and purpose, and codes expire after five minutes', async () => {
    const phone = '62345678';
    const first = await vcode(phone, 'register');
    const again = await h.call('getVCode', { query: { codeType: 'register', phoneNumber: phone } });
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/秒後再試/);
    h.advance(5 * 60 * 1000 + 1000);
    const expired = await h.call('clientRegister', {
      body: {
        phone,
        password: 'Secret123',
        username: '李四',
        codeKey: first.codeKey,
        numcode: first.code,
      },
    });
    expect(expired.code).toBe(400);
    expect(expired.msg).toBe('驗證碼已過期，請重新獲取');
    await vcode(phone, 'register');
  });

  it('refuses weak passwords and bad input, creating nothing', async () => {
    const phone = '63456789';
    const { codeKey, code } = await vcode(phone, 'register');
    const weak = await h.call('clientRegister', {
      body: { phone, password: 'password', username: '陳三', codeKey, numcode: code },
    });
    expect(weak.code).toBe(400);
    expect(weak.msg).toContain('密碼');
    const lookup = await h.call<{ exists: boolean }>('searchOSClientByPhone', { query: { phone } });
    expect(lookup.data.exists).toBe(false);
    expect(
      (await h.call('getVCode', { query: { codeType: 'other', phoneNumber: phone } })).code,
    ).toBe(400);
    expect(
      (await h.call('getVCode', { query: { codeType: 'register', phoneNumber: '1234' } })).code,
    ).toBe(400);
  });
});

describe('passwords', () => {
  it('updatePwd needs the old password and revokes other sessions', async () => {
    const token = await h.login();
    const other = await h.login();
    const wrong = await h.call('updatePwd', {
      token,
      query: { clientId: DEMO.clientid, oldPwd: 'Nope1234', newPwd: 'Newpass123' },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('原密碼不正確');
    const ok = await h.call('updatePwd', {
      token,
      query: { clientId: DEMO.clientid, oldPwd: DEMO.password, newPwd: 'Newpass123' },
    });
    expect(ok.code).toBe(200);
    expect((await h.call('getClientById', { token })).code).toBe(200);
    expect((await h.call('getClientById', { token: other })).code).toBe(401);
    expect(
      (await h.call('login', { body: { phone: DEMO.phone, password: DEMO.password } })).code,
    ).toBe(400);
    await h.login({ phone: DEMO.phone, password: 'Newpass123' });
  });

  it('resetPwd with a code sets a new password and signs out everywhere', async () => {
    const token = await h.login();
    const notRegistered = await h.call('getVCode', {
      query: { codeType: 'resetPwd', phoneNumber: '64567890' },
    });
    // Answered as for a registered number (see security.test.ts), and no code is sent.
    expect(notRegistered).toMatchObject({ code: 200, msg: '如此號碼已註冊，驗證碼已發送' });
    expect(h.codes.filter((c) => c.phone === '64567890')).toEqual([]);
    const { codeKey, code } = await vcode(DEMO.phone, 'resetPwd');
    const r = await h.call('resetPwd', {
      query: { codeKey, numcode: code, phone: DEMO.phone, newPwd: 'Reset1234' },
    });
    expect(r.code).toBe(200);
    expect((await h.call('getClientById', { token })).code).toBe(401);
    await h.login({ phone: DEMO.phone, password: 'Reset1234' });
  });
});

describe('profile', () => {
  it('updateClientInfo changes only the given fields and validates them', async () => {
    const token = await h.login();
    const r = await h.call<UserInfo>('updateClientInfo', {
      token,
      body: { address: '香港中環皇后大道中 1 號', sex: 'M' },
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ address: '香港中環皇后大道中 1 號', username: '陳大文' });
    expect(
      (await h.call('updateClientInfo', { token, body: { email: 'not-an-email' } })).code,
    ).toBe(400);
    expect(
      (await h.call('updateClientInfo', { token, body: { birthday: '2999-01-01' } })).code,
    ).toBe(400);
    expect(
      (await h.call('updateClientInfo', { token, body: { avatar: 'javascript:alert(1)' } })).code,
    ).toBe(400);
    const me = await h.call<UserInfo>('getClientById', { token });
    expect(me.data.email).toBe('chan.taiman@demo.hktcm-portal.hk');
  });

  it('searchOSClientByPhone tells the masked name only to whoever proved the phone', async () => {
    const lookup = (query: Record<string, string>) =>
      h.call<{ exists: boolean; maskedName: string }>('searchOSClientByPhone', { query });
    const neutral = { exists: false, clientid: '', maskedName: '' };
    expect((await lookup({ phone: DEMO.phone })).data).toEqual(neutral);
    expect((await lookup({ phone: '61234567' })).data).toEqual(neutral);
    const { codeKey, code } = await vcode(DEMO.phone, 'signup');
    // A code issued but not checked proves nothing.
    expect((await lookup({ phone: DEMO.phone, codeKey })).data).toEqual(neutral);
    const check = await h.call('checkVCode', {
      query: { codeType: 'signup', phoneNumber: DEMO.phone, codeKey, numcode: code },
    });
    expect(check.code).toBe(200);
    expect((await lookup({ phone: DEMO.phone, codeKey })).data).toMatchObject({
      exists: true,
      maskedName: '陳**',
    });
    // Another phone's proof says nothing about this one.
    expect((await lookup({ phone: SECOND.phone, codeKey })).data).toEqual(neutral);
  });
});

describe('session before validation', () => {
  it('a protected call without a token answers 401 even with bad parameters', async () => {
    expect(
      (await h.call('saveSchedule', { query: { doctorId: '', scheduleDate: 'x' } })).code,
    ).toBe(401);
    expect((await h.call('addAsk', { body: { title: 123 } })).code).toBe(401);
  });
});
