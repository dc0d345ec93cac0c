import { randomInt } from 'node:crypto';
import type { VCodeType } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { newId, sha256 } from '../lib/ids';
import { ApiError, badRequest } from '../lib/reply';

export const VCODE_TTL_S = 5 * 60;
export const VCODE_RESEND_S = 60;
const MAX_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

/** Issues a 6-digit code for a phone and purpose, refusing requests that come too often. */
export function issueVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
): { codeKey: string; code: string } {
  const now = ctx.now();
  const recent = ctx.db
    .prepare(
      'SELECT createtime FROM vcodes WHERE phone = ? AND purpose = ? AND createtime > ? ORDER BY createtime DESC',
    )
    .all(phone, purpose, now - 3600_000) as { createtime: number }[];
  const last = recent[0];
  if (last && now - last.createtime < VCODE_RESEND_S * 1000) {
    const wait = Math.ceil((VCODE_RESEND_S * 1000 - (now - last.createtime)) / 1000);
    throw new ApiError(429, `驗證碼已發送，請於 ${wait} 秒後再試`);
  }
  if (recent.length >= MAX_PER_HOUR) throw new ApiError(429, '驗證碼請求過於頻繁，請一小時後再試');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeKey = newId('K') + newId('');
  ctx.db
    .prepare(
      'INSERT INTO vcodes (codekey, phone, purpose, codehash, expires, attempts, used, createtime) VALUES (?, ?, ?, ?, ?, 0, 0, ?)',
    )
    .run(codeKey, phone, purpose, sha256(`${codeKey}:${code}`), now + VCODE_TTL_S * 1000, now);
  return { codeKey, code };
}

/** Checks and uses up a code; throws a clear error when it does not fit. */
export function consumeVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  codeKey: string,
  numcode: string,
): void {
  const row = ctx.db
    .prepare(
      'SELECT phone, purpose, codehash, expires, attempts, used FROM vcodes WHERE codekey = ?',
    )
    .get(codeKey) as
    | {
        phone: string;
        purpose: string;
        codehash: string;
        expires: number;
        attempts: number;
        used: number;
      }
    | undefined;
  if (!row || row.phone !== phone || row.purpose !== purpose)
    throw badRequest('驗證碼無效，請重新獲取');
  if (row.used) throw badRequest('驗證碼已使用，請重新獲取');
  if (row.expires <= ctx.now()) throw badRequest('驗證碼已過期，請重新獲取');
  if (row.attempts >= MAX_ATTEMPTS) throw badRequest('驗證碼錯誤次數過多，請重新獲取');
  if (sha256(`${codeKey}:${numcode}`) !== row.codehash) {
    ctx.db.prepare('UPDATE vcodes SET attempts = attempts + 1 WHERE codekey = ?').run(codeKey);
    throw badRequest('驗證碼不正確');
  }
  ctx.db.prepare('UPDATE vcodes SET used = 1 WHERE codekey = ?').run(codeKey);
}
