import { getRoute, missingRecordPath, type DetailDef } from '@portal/shared';
import { ApiError } from '../http/http';

/**
 * Where a detail page goes when its record cannot be shown, as the BFF does for a first visit:
 * the list, with `missing` when the portal answered that there is no such record (or gave an
 * unusable one) and `unavailable` when the fetch failed, so the list can say which.
 */
export function missingRecordTarget(routeId: string, error?: unknown): string {
  const detail: DetailDef | undefined = getRoute(routeId).detail;
  if (!detail) throw new Error(`Route ${routeId} has no record`);
  const failed =
    error !== undefined && !(error instanceof ApiError && error.code > 0 && error.code < 500);
  return missingRecordPath(detail, failed ? 'unavailable' : 'missing');
}
