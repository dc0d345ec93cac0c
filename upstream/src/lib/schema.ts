/** JSON-schema fragments shared by the route modules. */
import { EMAIL_MAX, EMAIL_PATTERN } from '@portal/shared';

export const str = (maxLength: number, minLength = 0) =>
  ({ type: 'string', minLength, maxLength }) as const;

/** A record id such as `D1001`. */
export const idStr = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;
/** An optional id filter ('' means no filter). */
export const optIdStr = { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' } as const;

export const pageQueryProps = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

export const pageBodyProps = {
  pageno: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pagesize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sortdesc: { type: 'boolean' },
} as const;

/** The client id fields a session call may carry (checked against the token's client). */
export const clientIdProps = {
  clientId: { type: 'string', maxLength: 40 },
  clientid: { type: 'string', maxLength: 40 },
  clientID: { type: 'string', maxLength: 40 },
} as const;

export const langcode = { type: 'string', enum: ['B5', 'GB', 'b5', 'gb', ''] } as const;

export function objectSchema(
  properties: Record<string, unknown>,
  required: string[] = [],
): Record<string, unknown> {
  return { type: 'object', properties, required };
}

/** `''`/whitespace -> null, so empty filters mean "no filter". */
export function blankToNull(v: string | undefined | null): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** Escapes LIKE wildcards and wraps in `%...%` (use with `ESCAPE '\\'`). */
export function likePattern(v: string | null): string | null {
  return v === null ? null : `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

export function normLang(v: string | undefined): 'B5' | 'GB' {
  return v?.toUpperCase() === 'B5' ? 'B5' : 'GB';
}

/** An e-mail address by the portal's one rule (the web forms check the same). */
export const emailSchema = {
  type: 'string',
  maxLength: EMAIL_MAX,
  pattern: EMAIL_PATTERN,
} as const;

/** The same, or empty (an optional field left blank). */
export const optionalEmailSchema = {
  type: 'string',
  maxLength: EMAIL_MAX,
  pattern: `^(${EMAIL_PATTERN.slice(1, -1)})?$`,
} as const;
