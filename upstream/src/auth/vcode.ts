import { randomInt } from 'node:crypto';
import type { VCodeType } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { newId, sha256 } from '../lib/ids';
import { ApiError, badRequest } from '../lib/reply';

export const VCODE_TTL_S = 5 * 60;
export const VCODE_RESEND_S = 60;
/** How long a checked sign-up code keeps the phone verified (uploads, then the application). */
const VERIFIED_TTL_S = 30 * 60;
/** Codes per hour for one phone and purpose from one requester (an address, or a known device). */
const MAX_PER_HOUR = 5;
/** Codes per hour for one phone from every requester but its known devices: the SMS flood cap. */
const MAX_PER_PHONE_HOUR = 10;
const MAX_ATTEMPTS = 5;
const TOO_OFTEN_MSG = '驗證碼請求過於頻繁，請一小時後再試';

/** Who asks for a code: the client's address, and the phone's known device when there is one. */
export interface Requester {
  address: string;
  device: string | null;
}

/**
 * Issues a 6-digit code for a phone and purpose, refusing requests that come too often. The
 * caller sends it; the reset flow issues one for a number without an account too (and sends it
 * nowhere), so neither the answer nor its throttling tells registered numbers apart.
 *
 * The caps are counted per requester, so someone else asking for this phone's codes never uses up
 * the owner's: a known device of the phone (a browser that has logged in to it) counts on its own
 * and is never blocked by others' requests; every other address has its own count, and together
 * they may send the phone at most MAX_PER_PHONE_HOUR messages an hour, so nobody can flood it.
 */
export function issueVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  requester: Requester,
): { codeKey: string; code: string } {
  const now = ctx.now();
  const who = requester.device ? `device:${requester.device}` : `address:${requester.address}`;
  const recent = ctx.db
    .prepare(
      'SELECT createtime FROM vcodes WHERE phone = ? AND purpose = ? AND requester = ? AND createtime > ? ORDER BY createtime DESC',
    )
    .all(phone, purpose, who, now - 3600_000) as { createtime: number }[];
  const last = recent[0];
  if (last && now - last.createtime < VCODE_RESEND_S * 1000) {
    const wait = Math.ceil((VCODE_RESEND_S * 1000 - (now - last.createtime)) / 1000);
    throw new ApiError(429, `驗證碼已發送，請於 ${wait} 秒後再試`);
  }
  if (recent.length >= MAX_PER_HOUR) throw new ApiError(429, TOO_OFTEN_MSG);
  if (!requester.device) {
    const { n } = ctx.db
      .prepare(
        "SELECT COUNT(*) AS n FROM vcodes WHERE phone = ? AND createtime > ? AND requester NOT LIKE 'device:%'",
      )
      .get(phone, now - 3600_000) as { n: number };
    if (n >= MAX_PER_PHONE_HOUR) throw new ApiError(429, TOO_OFTEN_MSG);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeKey = newId('K') + newId('');
  ctx.db
    .prepare(
      'INSERT INTO vcodes (codekey, phone, purpose, codehash, expires, attempts, used, createtime, requester) VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?)',
    )
    .run(codeKey, phone, purpose, sha256(`${codeKey}:${code}`), now + VCODE_TTL_S * 1000, now, who);
  return { codeKey, code };
}

interface VCodeRow {
  phone: string;
  purpose: string;
  codehash: string;
  expires: number;
  attempts: number;
  used: number;
  verifieduntil: number;
}

/** Checks a code without using it up; throws a clear error when it does not fit. */
function matchVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  codeKey: string,
  numcode: string,
): void {
  const row = ctx.db
    .prepare(
      'SELECT phone, purpose, codehash, expires, attempts, used, verifieduntil FROM vcodes WHERE codekey = ?',
    )
    .get(codeKey) as VCodeRow | undefined;
  if (!row || row.phone !== phone || row.purpose !== purpose)
    throw badRequest('驗證碼無效，請重新獲取');
  if (row.used) throw badRequest('驗證碼已使用，請重新獲取');
  const now = ctx.now();
  if (row.expires <= now && row.verifieduntil <= now) throw badRequest('驗證碼已過期，請重新獲取');
  if (row.attempts >= MAX_ATTEMPTS) throw badRequest('驗證碼錯誤次數過多，請重新獲取');
  if (sha256(`${codeKey}:${numcode}`) !== row.codehash) {
    ctx.db.prepare('UPDATE vcodes SET attempts = attempts + 1 WHERE codekey = ?').run(codeKey);
    throw badRequest('驗證碼不正確');
  }
}

/**
 * Checks a sign-up code and, when it fits, keeps the phone verified for VERIFIED_TTL_S without
 * using the code up (the application uses it). Returns the seconds left.
 */
export function verifyVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  codeKey: string,
  numcode: string,
): number {
  matchVCode(ctx, phone, purpose, codeKey, numcode);
  const now = ctx.now();
  const row = ctx.db.prepare('SELECT verifieduntil FROM vcodes WHERE codekey = ?').get(codeKey) as {
    verifieduntil: number;
  };
  const until = row.verifieduntil > now ? row.verifieduntil : now + VERIFIED_TTL_S * 1000;
  ctx.db.prepare('UPDATE vcodes SET verifieduntil = ? WHERE codekey = ?').run(until, codeKey);
  return Math.ceil((until - now) / 1000);
}

/** Whether `codeKey` is a checked, unused and unexpired sign-up code for `phone`. */
export function isVerifiedPhone(ctx: UpstreamContext, phone: string, codeKey: string): boolean {
  const row = ctx.db
    .prepare('SELECT phone, purpose, used, verifieduntil FROM vcodes WHERE codekey = ?')
    .get(codeKey) as Pick<VCodeRow, 'phone' | 'purpose' | 'used' | 'verifieduntil'> | undefined;
  return (
    !!row &&
    row.phone === phone &&
    row.purpose === 'signup' &&
    !row.used &&
    row.verifieduntil > ctx.now()
  );
}

/** Checks a code (when not yet verified) without using it up: see {@link consumeVCode}. */
export function checkVCodeFits(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  codeKey: string,
  numcode: string,
): void {
  matchVCode(ctx, phone, purpose, codeKey, numcode);
}

/** Checks and uses up a code; throws a clear error when it does not fit. */
export function consumeVCode(
  ctx: UpstreamContext,
  phone: string,
  purpose: VCodeType,
  codeKey: string,
  numcode: string,
): void {
  matchVCode(ctx, phone, purpose, codeKey, numcode);
  ctx.db.prepare('UPDATE vcodes SET used = 1 WHERE codekey = ?').run(codeKey);
}
