/**
 * What a list says when a detail page sent the visitor there because its record cannot be shown
 * (`?missing=doctor`, `?unavailable=news`): read by the lists and the detail pages only, so apart
 * from the route table that the app's first load routes by.
 */
import type { MessageOptions } from './messages';
import * as m from './words';
import { fillRoute, getRoute, type DetailDef, type DetailKind } from './routes';

/** Why a detail page sent the visitor to its list instead. */
export type MissingReason = 'missing' | 'unavailable';

const RECORD_SUBJECT = {
  doctor: m.missing_record_doctor,
  clinic: m.missing_record_clinic,
  news: m.missing_record_news,
  ask: m.missing_record_ask,
  job: m.missing_record_job,
} satisfies Record<DetailKind, unknown>;

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

/** The short notice the list shows for `missingRecordPath`, in the locale of `o`. */
export function missingRecordNotice(
  kind: DetailKind,
  reason: MissingReason,
  o?: MessageOptions,
): string {
  const subject = RECORD_SUBJECT[kind]({}, o);
  return reason === 'missing'
    ? m.missing_record_gone({ subject }, o)
    : m.missing_record_unavailable({ subject }, o);
}
