/** Every upstream and BFF JSON answer has this shape. `code` 200 means success. */

import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
export interface ApiResponse<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Paged lists come as `{list, total}`. */
export interface ListData<T> {
  list: T[];
  total: number;
}

/** GET list queries page with `pageNo`/`pageSize` (1-based). */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** POST search bodies page with `pageno`/`pagesize`, optionally `sortdesc`. */
export interface PageBody {
  pageno?: number;
  pagesize?: number;
  sortdesc?: boolean;
}

export type CodeTableEntry = Static<typeof S.CodeTableEntrySchema>;

/** Language codes used by the upstream: B5 = Traditional Chinese, GB = Simplified Chinese. */
export type LangCode = 'B5' | 'GB';

export function ok<T>(data: T, msg = 'success'): ApiResponse<T> {
  return { code: 200, msg, data };
}

export function fail(code: number, msg: string): ApiResponse<never> {
  return { code, msg };
}
