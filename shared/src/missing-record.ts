/**
 * What a list says when a detail page sent the visitor there because its record cannot be shown
 * (`?missing=doctor`, `?unavailable=news`): read by the lists and the detail pages only, so apart
 * from the route table that the app's first load routes by.
 */
import { fillRoute, getRoute, type DetailDef, type DetailKind } from './routes';

/** Why a detail page sent the visitor to its list instead. */
export type MissingReason = 'missing' | 'unavailable';

const RECORD_SUBJECT: Record<DetailKind, string> = {
  doctor: '這位醫師',
  clinic: '這間診所',
  news: '這篇健康資訊',
  ask: '這個問題',
  job: '這個職位',
};

const DETAIL_KINDS = new Set<string>(Object.keys(RECORD_SUBJECT));

export function isDetailKind(value: string | null | undefined): value is DetailKind {
  return typeof value === 'string' && DETAIL_KINDS.has(value);
}

/**
 * Where a detail page sends the visitor when its record cannot be shown: the list, told why in
 * the query (`?missing=doctor`, `?unavailable=news`), so the list can say so instead of leaving
 * them wondering why they landed there.
 */
export function missingRecordPath(detail: DetailDef, reason: MissingReason = 'missing'): string {
  return fillRoute(getRoute(detail.fallback).path, {}, { [reason]: detail.kind });
}

/** The short notice the list shows for `missingRecordPath`. */
export function missingRecordNotice(kind: DetailKind, reason: MissingReason): string {
  const subject = RECORD_SUBJECT[kind];
  return reason === 'missing'
    ? `找不到${subject}，可能已更新或移除。`
    : `暫時未能打開${subject}的資料，請稍後再試。`;
}
