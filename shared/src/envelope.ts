/** Every upstream and BFF JSON answer has this shape. `code` 200 means success. */

import type { Static } from 'typebox';
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

export type CodeTableEntry = Static<typeof S.CodeTableEntrySchema>;

/** Language codes used by the upstream: B5 = Traditional Chinese, GB = Simplified Chinese. */
export type LangCode = 'B5' | 'GB';

export function ok<T>(data: T, msg = 'success'): ApiResponse<T> {
  return { code: 200, msg, data };
}

export function fail(code: number, msg: string): ApiResponse<never> {
  return { code, msg };
}
