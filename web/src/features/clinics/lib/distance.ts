import { distanceKm, pointOf, type Point } from '@portal/shared';

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

/** `約 350 米` under a kilometre, else `約 1.2 公里` (whole kilometres from 10 on). */
export function formatDistance(km: number): string {
  if (km < 1) return `約 ${Math.max(10, Math.round((km * 1000) / 10) * 10)} 米`;
  return `約 ${km < 10 ? km.toFixed(1) : Math.round(km)} 公里`;
}
