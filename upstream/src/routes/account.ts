import type { FastifyInstance } from 'fastify';
import { isValidPassword, resetCodeSentMessage, type OSClientLookup } from '@portal/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import { clientForToken, issueToken } from '../auth/session';
import { clientAddress, knownDevice } from '../auth/client-address';
import {
  checkVCodeFits,
  consumeVCode,
  isVerifiedPhone,
  issueVCode,
  verifyVCode,
  VCODE_RESEND_S,
  VCODE_TTL_S,
} from '../auth/vcode';
import type { UpstreamContext } from '../context';
import { accountRepo, userInfo, type ProfileChange } from '../db/repos/account';
import { areaRepo } from '../db/repos/areas';
import { handlerOf } from '../lib/handle';
import { newId, sha256 } from '../lib/ids';
import { ApiError, badRequest, conflict, ok } from '../lib/reply';
import { hkDate, isValidDate } from '../lib/time';
import { applicantOwner, isOwnPublicUpload, uploadOwner } from './files';

/** Review flag of applications for a registration number that more than one phone applied for. */
const REGNO_CONTESTED = 'regno-contested';
/** A phone may have one application under review at a time. */
const PENDING_SIGNUP_MSG =
  '這個手提電話號碼已有中醫師登記申請正在審核，毋須再次申請。我們審核後會以電郵或電話聯絡你。';
const PASSWORD_RULE_MSG = '密碼須為 8 至 32 個字元，並包含英文字母及數字';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures that lock a phone for one client address, or for one known device. */
const LOGIN_MAX_FAILURES = 5;
/** Failures from devices the phone has never logged in on, from anywhere, that lock them all. */
const UNKNOWN_DEVICE_MAX_FAILURES = 10;
/** Past this many failures for a phone from unknown devices, each attempt waits, doubling to the cap. */
const SLOW_AFTER_FAILURES = 3;
const SLOW_CAP_MS = 4_000;
const LOCKED_MSG = '登入失敗次數過多，請 15 分鐘後再試';

interface Failures {
  count: number;
  since: number;
}

/** Failure counters that forget after LOGIN_WINDOW_MS (and are pruned when many pile up). */
class FailureCounter {
  private readonly map = new Map<string, Failures>();
  constructor(private readonly now: () => number) {}
  get(key: string): number {
    const f = this.map.get(key);
    return f && this.now() - f.since < LOGIN_WINDOW_MS ? f.count : 0;
  }
  add(key: string): void {
    const now = this.now();
    const f = this.map.get(key);
    const cur = f && now - f.since < LOGIN_WINDOW_MS ? f : { count: 0, since: now };
    this.map.set(key, { count: cur.count + 1, since: cur.since });
    if (this.map.size > 50_000) {
      for (const [k, v] of this.map) if (now - v.since >= LOGIN_WINDOW_MS) this.map.delete(k);
    }
  }
  clear(key: string): void {
    this.map.delete(key);
  }
}

export function registerAccountRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const accounts = accountRepo(ctx.db);
  const areas = areaRepo(ctx.db);

  /**
   * Password guessing is bounded per phone without handing anyone a way to lock the owner out
   * (OWASP's device cookies): a browser that has logged in to a phone gets a signed device cookie
   * from the BFF, which names that device here. A known device is limited on its own (five
   * failures lock that device only). Every other attempt for the phone, from any address, is
   * checked one at a time, slowed down after a few failures, and refused once the phone has had
   * ten failures from unknown devices in 15 minutes, so guessing from many addresses at once
   * checks at most ten passwords, while the owner's own browser still logs in. Five failures from
   * one address also lock that address.
   */
  const perAddress = new FailureCounter(ctx.now);
  const perDevice = new FailureCounter(ctx.now);
  const unknownDevices = new FailureCounter(ctx.now);
  /** Unknown-device attempts per phone, one after another: the tail of each phone's queue. */
  const queues = new Map<string, Promise<unknown>>();

  function serialised<T>(phone: string, attempt: () => Promise<T>): Promise<T> {
    const previous = queues.get(phone) ?? Promise.resolve();
    const run = previous.then(attempt, attempt);
    const tail = run.catch(() => undefined);
    queues.set(phone, tail);
    void tail.then(() => {
      if (queues.get(phone) === tail) queues.delete(phone);
    });
    return run;
  }

  async function checkPassword(phone: string, password: string) {
    const row = accounts.byPhone(phone);
    return row && (await verifyPassword(password, row.pwhash)) ? row : null;
  }

  handle('login', async (req) => {
    const { phone, password } = req.body;
    const device = knownDevice(req, ctx);
    const addressKey = `${phone}|${clientAddress(req, ctx)}`;
    if (perAddress.get(addressKey) >= LOGIN_MAX_FAILURES) throw new ApiError(429, LOCKED_MSG);

    let row;
    if (device) {
      const deviceKey = `${phone}|${device}`;
      if (perDevice.get(deviceKey) >= LOGIN_MAX_FAILURES) throw new ApiError(429, LOCKED_MSG);
      row = await checkPassword(phone, password);
      if (!row) perDevice.add(deviceKey);
      else perDevice.clear(deviceKey);
    } else {
      row = await serialised(phone, async () => {
        const failures = unknownDevices.get(phone);
        if (failures >= UNKNOWN_DEVICE_MAX_FAILURES) throw new ApiError(429, LOCKED_MSG);
        if (failures >= SLOW_AFTER_FAILURES) {
          const wait = ctx.loginSlowdownMs * 2 ** (failures - SLOW_AFTER_FAILURES);
          await ctx.sleep(Math.min(SLOW_CAP_MS, wait));
        }
        const found = await checkPassword(phone, password);
        if (!found) unknownDevices.add(phone);
        return found;
      });
    }
    if (!row) {
      perAddress.add(addressKey);
      throw badRequest('手機號碼或密碼不正確');
    }
    perAddress.clear(addressKey);
    const token = issueToken(ctx, row.clientid);
    return { code: 200, msg: '登入成功', token, data: userInfo(row) };
  });

  handle('signOut', async (req) => {
    accounts.revokeToken(req.tokenhash);
    const other = req.query.token;
    if (other && clientForToken(ctx, other) === req.clientid) accounts.revokeToken(sha256(other));
    return ok(null, '已登出');
  });

  handle('getVCode', async (req) => {
    const { codeType, phoneNumber } = req.query;
    const exists = !!accounts.byPhone(phoneNumber);
    if (codeType === 'register' && exists) throw conflict('此手機號碼已註冊，請直接登入');
    // A reset answers alike for every number: a code is issued and throttled either way, and
    // only a registered number is sent one.
    const { codeKey, code } = issueVCode(ctx, phoneNumber, codeType, {
      address: clientAddress(req, ctx),
      device: knownDevice(req, ctx),
    });
    const send = codeType !== 'resetPwd' || exists;
    if (send) {
      ctx.onVCode?.(phoneNumber, code);
      if (ctx.demo) ctx.logVCode(req.log, phoneNumber, code);
    }
    const msg = codeType === 'resetPwd' ? resetCodeSentMessage() : '驗證碼已發送';
    return ok({ codeKey, resendAfter: VCODE_RESEND_S, expiresIn: VCODE_TTL_S }, msg);
  });

  handle('checkVCode', async (req) => {
    const q = req.query;
    // The code first: only the phone's proven owner learns that it has an application under
    // review, and learns it here, at the phone step, before any document is uploaded for nothing.
    checkVCodeFits(ctx, q.phoneNumber, q.codeType, q.codeKey, q.numcode);
    if (accounts.pendingSignupFrom(q.phoneNumber)) throw conflict(PENDING_SIGNUP_MSG);
    const expiresIn = verifyVCode(ctx, q.phoneNumber, q.codeType, q.codeKey, q.numcode);
    return ok({ expiresIn }, '手機號碼已驗證');
  });

  handle('clientRegister', async (req) => {
    const b = req.body;
    const username = b.username.trim();
    if (!username) throw badRequest('請輸入姓名');
    if (!isValidPassword(b.password)) throw badRequest(PASSWORD_RULE_MSG);
    if (accounts.byPhone(b.phone)) throw conflict('此手機號碼已註冊，請直接登入');
    consumeVCode(ctx, b.phone, 'register', b.codeKey, b.numcode);
    const clientid = newId('U');
    accounts.create(clientid, b.phone, username, await hashPassword(b.password), ctx.now());
    return ok(userInfo(accounts.byId(clientid)!), '註冊成功');
  });

  handle('searchOSClientByPhone', async (req) => {
    const { phone, codeKey } = req.query;
    // Only someone who proved the phone with a sign-up code learns whether it has an account;
    // everyone else gets the same answer for every number.
    const proved = !!codeKey && isVerifiedPhone(ctx, phone, codeKey);
    const row = proved ? accounts.byPhone(phone) : undefined;
    const chars = row ? [...row.username] : [];
    const result: OSClientLookup = {
      exists: !!row,
      // Whether the phone is registered, never whose account it is.
      clientid: '',
      maskedName: row ? `${chars[0] ?? ''}${'*'.repeat(Math.max(1, chars.length - 1))}` : '',
    };
    return ok(result);
  });

  handle('resetPwd', async (req) => {
    const q = req.query;
    if (!isValidPassword(q.newPwd)) throw badRequest(PASSWORD_RULE_MSG);
    // The code first: a number without an account fails exactly as a wrong code does (its code
    // was never sent), so this call does not tell registered numbers apart either.
    consumeVCode(ctx, q.phone, 'resetPwd', q.codeKey, q.numcode);
    const row = accounts.byPhone(q.phone);
    if (!row) throw badRequest('驗證碼不正確');
    accounts.setPassword(row.clientid, await hashPassword(q.newPwd));
    accounts.revokeAll(row.clientid);
    return ok(null, '密碼已重設，請重新登入');
  });

  handle('updatePwd', async (req) => {
    const { newPwd, oldPwd } = req.query;
    const row = accounts.byId(req.clientid)!;
    if (!(await verifyPassword(oldPwd, row.pwhash))) throw badRequest('原密碼不正確');
    if (!isValidPassword(newPwd)) throw badRequest(PASSWORD_RULE_MSG);
    if (newPwd === oldPwd) throw badRequest('新密碼不可與原密碼相同');
    accounts.setPassword(row.clientid, await hashPassword(newPwd));
    accounts.revokeOthers(row.clientid, req.tokenhash);
    return ok(null, '密碼已更新');
  });

  handle('getClientById', async (req) => ok(userInfo(accounts.byId(req.clientid)!)));

  handle('updateClientInfo', async (req) => {
    const b = req.body;
    const fields: ProfileChange = {};
    if (b.username !== undefined) {
      if (!b.username.trim()) throw badRequest('姓名不可為空');
      fields.username = b.username.trim();
    }
    if (b.birthday !== undefined && b.birthday !== '') {
      if (!isValidDate(b.birthday) || b.birthday > hkDate(ctx.now()) || b.birthday < '1900-01-01') {
        throw badRequest('出生日期不正確');
      }
    }
    if (b.avatar && !isOwnPublicUpload(ctx, b.avatar, req.clientid)) {
      throw badRequest('請重新上載頭像');
    }
    if (b.sex !== undefined) fields.sex = b.sex;
    for (const k of ['birthday', 'email', 'avatar', 'address'] as const) {
      if (b[k] !== undefined) fields[k] = String(b[k]).trim();
    }
    accounts.updateProfile(req.clientid, fields);
    return ok(userInfo(accounts.byId(req.clientid)!), '資料已更新');
  });

  handle('doctorClinicSignup', async (req) => {
    const b = req.body;
    if (!b.name.trim() || !b.clinicname.trim()) throw badRequest('請填寫姓名及診所名稱');
    if (!areas.isDistrictOf(b.arealevel2id, b.arealevel1id)) throw badRequest('請選擇正確的地區');
    // The sign-up code proves the phone before anything about it is looked at.
    checkVCodeFits(ctx, b.phone, 'signup', b.codeKey, b.numcode);
    const documents = b.documents ?? [];
    if (documents.some((url) => uploadOwner(ctx, url) !== applicantOwner(b.phone))) {
      throw badRequest('請重新上載證明文件');
    }
    // Only the same phone's own pending application blocks a new one. Someone else's use of a
    // (public) registration number never blocks the real doctor: every application for that
    // number is kept and flagged for review.
    if (accounts.pendingSignupFrom(b.phone)) throw conflict(PENDING_SIGNUP_MSG);
    const contested = accounts.regnoPendingElsewhere(b.regno, b.phone);
    consumeVCode(ctx, b.phone, 'signup', b.codeKey, b.numcode);
    const applicationid = newId('OS');
    accounts.addSignup({
      applicationid,
      name: b.name.trim(),
      phone: b.phone,
      regno: b.regno,
      clinicname: b.clinicname.trim(),
      arealevel1id: b.arealevel1id,
      arealevel2id: b.arealevel2id,
      specialty: b.specialty ?? '',
      email: b.email,
      documents,
      note: b.note ?? '',
      reviewflag: contested ? REGNO_CONTESTED : '',
      now: ctx.now(),
    });
    if (contested) accounts.flagPendingRegno(b.regno, REGNO_CONTESTED);
    return ok({ applicationid, status: 'pending' as const }, '申請已提交，我們會盡快審核');
  });
}
