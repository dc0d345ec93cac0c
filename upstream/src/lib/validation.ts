import type { FastifySchemaValidationError } from 'fastify';

const REASONS: Record<string, string> = {
  required: '為必填項目',
  type: '格式不正確',
  minLength: '不可為空或太短',
  maxLength: '太長',
  pattern: '格式不正確',
  format: '格式不正確',
  enum: '不在可選範圍內',
  minimum: '超出允許範圍',
  maximum: '超出允許範圍',
  minItems: '數量太少',
  maxItems: '數量太多',
  additionalProperties: '包含不支援的欄位',
};

const PLACES: Record<string, string> = {
  body: '請求內容',
  querystring: '查詢參數',
  params: '路徑參數',
  headers: '標頭',
};

/** A Traditional Chinese message naming the first invalid field. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context?: string,
): string {
  const e = errors[0];
  if (!e) return '參數錯誤';
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = missing ?? path;
  const reason = REASONS[e.keyword] ?? '不正確';
  if (!field) return `參數錯誤：${PLACES[context ?? ''] ?? '請求'}${reason}`;
  return `參數錯誤：${field} ${reason}`;
}
