import type { FastifyInstance } from 'fastify';
import {
  isValidPassword,
  RESET_CODE_SENT_MSG,
  type OSClientLookup,
  type UserInfo,
} from '@portal/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import { clientForToken, issueToken } from '../auth/session';
import { clientAddress } from '../auth/client-address';
import {
  checkVCodeFits,
  consumeVCode,
  issueVCode,
  verifyVCode,
  VCODE_RESEND_S,
  VCODE_TTL_S,
} from '../auth/vcode';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { newId, sha256 } from '../lib/ids';
import { ApiError, badRequest, conflict, ok } from '../lib/reply';
import { hkDate, isValidDate } from '../lib/time';
import { applicantOwner, uploadOwner } from './files';

/** Review flag of applications for a registration number that more than one phone applied for. */
export const REGNO_CONTESTED = 'regno-contested';
const PASSWORD_RULE_MSG = '密碼須為 8 至 32 個字元，並包含英文字母及數字';

interface ClientRow extends UserInfo {
  pwhash: string;
}

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_MAX_FAILURES = 5;
/** Past this many failures for a phone (from anywhere), each attempt waits, doubling to the cap. */
const SLOW_AFTER_FAILURES = 3;
const SLOW_CAP_MS = 4_000;

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
  const { db } = ctx;
  const byPhone = db.prepare('SELECT * FROM clients WHERE phone = ?');
  const byId = db.prepare('SELECT * FROM clients WHERE clientid = ?');
  const userInfo = (r: ClientRow): UserInfo => ({
    clientid: r.clientid,
    username: r.username,
    phone: r.phone,
    sex: r.sex,
    birthday: r.birthday,
    email: r.email,
    avatar: r.avatar,
    address: r.address,
    createtime: r.createtime,
  });
  const revokeAll = db.prepare('UPDATE tokens SET revoked = 1 WHERE clientid = ? AND revoked = 0');
  const revokeOthers = db.prepare(
    'UPDATE tokens SET revoked = 1 WHERE clientid = ? AND tokenhash <> ?',
  );
  const setPassword = db.prepare('UPDATE clients SET pwhash = ? WHERE clientid = ?');

  /**
   * Password guessing is stopped without handing anyone a way to lock the owner out: five wrong
   * passwords lock that phone for that client address only (another address, the owner's, is
   * not affected), while every address together only slows the phone's attempts down (never a
   * refusal), so a guesser spread over many addresses still gets few tries a minute.
   */
  const perAddress = new FailureCounter(ctx.now);
  const perPhone = new FailureCounter(ctx.now);

  handle('login', async (req) => {
    const { phone, password } = req.body;
    const key = `${phone}|${clientAddress(req, ctx)}`;
    if (perAddress.get(key) >= LOGIN_MAX_FAILURES) {
      throw new ApiError(429, '登入失敗次數過多，請 15 分鐘後再試');
    }
    const phoneFailures = perPhone.get(phone);
    if (phoneFailures >= SLOW_AFTER_FAILURES) {
      const wait = ctx.loginSlowdownMs * 2 ** (phoneFailures - SLOW_AFTER_FAILURES);
      await ctx.sleep(Math.min(SLOW_CAP_MS, wait));
    }
    const row = byPhone.get(phone) as ClientRow | undefined;
    if (!row || !(await verifyPassword(password, row.pwhash))) {
      perAddress.add(key);
      perPhone.add(phone);
      throw badRequest('手機號碼或密碼不正確');
    }
    perAddress.clear(key);
    perPhone.clear(phone);
    const token = issueToken(ctx, row.clientid);
    return { code: 200, msg: '登入成功', token, data: userInfo(row) };
  });

  const revoke = db.prepare('UPDATE tokens SET revoked = 1 WHERE tokenhash = ?');
  handle('signOut', async (req) => {
    revoke.run(req.tokenhash);
    const other = req.query.token;
    if (other && clientForToken(ctx, other) === req.clientid) revoke.run(sha256(other));
    return ok(null, '已登出');
  });

  handle('getVCode', async (req) => {
    const { codeType, phoneNumber } = req.query;
    const exists = !!byPhone.get(phoneNumber);
    if (codeType === 'register' && exists) throw conflict('此手機號碼已註冊，請直接登入');
    // A reset answers alike for every number: a code is issued and throttled either way, and
    // only a registered number is sent one.
    const { codeKey, code } = issueVCode(ctx, phoneNumber, codeType);
    const send = codeType !== 'resetPwd' || exists;
    if (send) {
      ctx.onVCode?.(phoneNumber, code);
      if (ctx.demo) ctx.logVCode(req.log, phoneNumber, code);
    }
    const msg = codeType === 'resetPwd' ? RESET_CODE_SENT_MSG : '驗證碼已發送';
    return ok({ codeKey, resendAfter: VCODE_RESEND_S, expiresIn: VCODE_TTL_S }, msg);
  });

  handle('checkVCode', async (req) => {
    const q = req.query;
    const expiresIn = verifyVCode(ctx, q.phoneNumber, q.codeType, q.codeKey, q.numcode);
    return ok({ expiresIn }, '手機號碼已驗證');
  });

  const insertClient = db.prepare(
    `INSERT INTO clients (clientid, phone, username, sex, birthday, email, avatar, address, pwhash, createtime)
     VALUES (?, ?, ?, '', '', '', '', '', ?, ?)`,
  );
  handle('clientRegister', async (req) => {
    const b = req.body;
    const username = b.username.trim();
    if (!username) throw badRequest('請輸入姓名');
    if (!isValidPassword(b.password)) throw badRequest(PASSWORD_RULE_MSG);
    if (byPhone.get(b.phone)) throw conflict('此手機號碼已註冊，請直接登入');
    consumeVCode(ctx, b.phone, 'register', b.codeKey, b.numcode);
    const clientid = newId('U');
    insertClient.run(clientid, b.phone, username, await hashPassword(b.password), ctx.now());
    return ok(userInfo(byId.get(clientid) as ClientRow), '註冊成功');
  });

  handle('searchOSClientByPhone', async (req) => {
    const row = byPhone.get(req.query.phone) as ClientRow | undefined;
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
    const row = byPhone.get(q.phone) as ClientRow | undefined;
    if (!row) throw badRequest('驗證碼不正確');
    setPassword.run(await hashPassword(q.newPwd), row.clientid);
    revokeAll.run(row.clientid);
    return ok(null, '密碼已重設，請重新登入');
  });

  handle('updatePwd', async (req) => {
    const { newPwd, oldPwd } = req.query;
    const row = byId.get(req.clientid) as ClientRow;
    if (!(await verifyPassword(oldPwd, row.pwhash))) throw badRequest('原密碼不正確');
    if (!isValidPassword(newPwd)) throw badRequest(PASSWORD_RULE_MSG);
    if (newPwd === oldPwd) throw badRequest('新密碼不可與原密碼相同');
    setPassword.run(await hashPassword(newPwd), row.clientid);
    revokeOthers.run(row.clientid, req.tokenhash);
    return ok(null, '密碼已更新');
  });

  handle('getClientById', async (req) => ok(userInfo(byId.get(req.clientid) as ClientRow)));

  handle('updateClientInfo', async (req) => {
    const b = req.body;
    const fields: Record<string, string> = {};
    if (b.username !== undefined) {
      if (!b.username.trim()) throw badRequest('姓名不可為空');
      fields.username = b.username.trim();
    }
    if (b.birthday !== undefined && b.birthday !== '') {
      if (!isValidDate(b.birthday) || b.birthday > hkDate(ctx.now()) || b.birthday < '1900-01-01') {
        throw badRequest('出生日期不正確');
      }
    }
    for (const k of ['sex', 'birthday', 'email', 'avatar', 'address'] as const) {
      if (b[k] !== undefined) fields[k] = String(b[k]).trim();
    }
    const keys = Object.keys(fields);
    if (keys.length) {
      db.prepare(
        `UPDATE clients SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE clientid = @clientid`,
      ).run({
        ...fields,
        clientid: req.clientid,
      });
    }
    return ok(userInfo(byId.get(req.clientid) as ClientRow), '資料已更新');
  });

  const areaOk = db.prepare(
    'SELECT 1 FROM areas a2 WHERE a2.areaid = ? AND a2.parentid = ? AND a2.level = 2',
  );
  const pendingFromPhone = db.prepare(
    "SELECT 1 FROM doctor_signups WHERE phone = ? AND status = 'pending'",
  );
  const pendingForRegno = db.prepare(
    "SELECT 1 FROM doctor_signups WHERE regno = ? AND phone <> ? AND status = 'pending'",
  );
  const flagRegno = db.prepare(
    "UPDATE doctor_signups SET reviewflag = @flag WHERE regno = @regno AND status = 'pending'",
  );
  const insertSignup = db.prepare(
    `INSERT INTO doctor_signups (applicationid, name, phone, regno, clinicname, arealevel1id, arealevel2id, specialty, email,
       documents, note, status, reviewflag, createtime)
     VALUES (@applicationid, @name, @phone, @regno, @clinicname, @arealevel1id, @arealevel2id, @specialty, @email,
       @documents, @note, 'pending', @reviewflag, @now)`,
  );
  handle('doctorClinicSignup', async (req) => {
    const b = req.body;
    if (!b.name.trim() || !b.clinicname.trim()) throw badRequest('請填寫姓名及診所名稱');
    if (!areaOk.get(b.arealevel2id, b.arealevel1id)) throw badRequest('請選擇正確的地區');
    // The sign-up code proves the phone before anything about it is looked at.
    checkVCodeFits(ctx, b.phone, 'signup', b.codeKey, b.numcode);
    const documents = b.documents ?? [];
    if (documents.some((url) => uploadOwner(ctx, url) !== applicantOwner(b.phone))) {
      throw badRequest('請重新上載證明文件');
    }
    // Only the same phone's own pending application blocks a new one. Someone else's use of a
    // (public) registration number never blocks the real doctor: every application for that
    // number is kept and flagged for review.
    if (pendingFromPhone.get(b.phone)) throw conflict('此電話號碼已有申請正在審核中');
    const contested = !!pendingForRegno.get(b.regno, b.phone);
    consumeVCode(ctx, b.phone, 'signup', b.codeKey, b.numcode);
    const applicationid = newId('OS');
    insertSignup.run({
      applicationid,
      name: b.name.trim(),
      phone: b.phone,
      regno: b.regno,
      clinicname: b.clinicname.trim(),
      arealevel1id: b.arealevel1id,
      arealevel2id: b.arealevel2id,
      specialty: b.specialty ?? '',
      email: b.email,
      documents: JSON.stringify(documents),
      note: b.note ?? '',
      reviewflag: contested ? REGNO_CONTESTED : '',
      now: ctx.now(),
    });
    if (contested) flagRegno.run({ flag: REGNO_CONTESTED, regno: b.regno });
    return ok({ applicationid, status: 'pending' as const }, '申請已提交，我們會盡快審核');
  });
}
