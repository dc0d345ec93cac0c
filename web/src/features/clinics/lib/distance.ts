import { distanceKm, pointOf, type Point } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * The records nearest first, each with its distance. Coordinates are a portal extension: records
 * without them follow in the order they came, and when none has them the order is unchanged.
 */
export function byDistance<T extends { lat?: number; lng?: number }>(
  records: readonly T[],
  from: Point,
): { record: T; km: number | null }[] {
  const measured = records.map((record) => {
    const at = pointOf(record);
    return { record, km: at ? distanceKm(from, at) : null };
  });
  const located = measured.filter((m) => m.km !== null).sort((a, b) => a.km! - b.km!);
  return [...located, ...measured.filter((m) => m.km === null)];
}

/**
 * `約 350 米` under a kilometre, else `約 1.2 公里` (whole kilometres from 10 on). Without `o`
 * (outside a render) in the source locale, like every message.
 */
export function formatDistance(km: number, o?: MessageOptions): string {
  if (km < 1) {
    return m.clinics_distance_m({ metres: Math.max(10, Math.round((km * 1000) / 10) * 10) }, o);
  }
  return m.clinics_distance_km({ km: km < 10 ? km.toFixed(1) : Math.round(km) }, o);
}
