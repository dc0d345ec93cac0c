/** A place on the map, in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two places (haversine), in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function pointOf(record: { lat?: number; lng?: number }): Point | null {
  const { lat, lng } = record;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat + lng)
    ? { lat, lng }
    : null;
}

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
