import type { ApiResponse } from '@portal/shared';

/**
 * A business error answered in the `{code,msg}` envelope with HTTP status 200, the live service's
 * convention. Route handlers throw it; the error handler in app.ts turns it into the answer.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (msg: string): ApiError => new ApiError(400, msg);
export const notFound = (msg: string): ApiError => new ApiError(404, msg);
export const conflict = (msg: string): ApiError => new ApiError(409, msg);
export const forbidden = (msg = '無權存取其他用戶的資料'): ApiError => new ApiError(403, msg);

export function ok<T>(data: T, msg = '成功'): ApiResponse<T> {
  return { code: 200, msg, data };
}

export function parseJsonArray(text: string): string[] {
  const v: unknown = JSON.parse(text);
  return Array.isArray(v) ? v.map(String) : [];
}
